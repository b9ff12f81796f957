import { useState } from 'react';
import { Alert, Button, Flex, Input, Modal } from 'antd';
import { errorMessageOf } from '../../i18n/errorText';
import { consumeRequestError, decideRequestError } from '@ops/shared/rules/inventory';
import { gate } from '@ops/shared/rules/permissions/catalogue';
import { useAppSelector } from '../../app/hooks';
import { useCan } from '../../components/PermissionGate';
import { notice } from '../../lib/notices';
import { selectUser } from '../auth/sessionSlice';
import {
  useConsumeInventoryItemMutation,
  useFulfilInventoryRequestMutation,
  useRefuseInventoryRequestMutation,
  type RequestRow,
} from './inventoryApi';

/**
 * A request's buttons, by the shared rules: the storekeeper fulfils or refuses a pending
 * one; the requester consumes a fulfilled part request on its vehicle (or another code).
 */
export function RequestActions({ request }: { request: RequestRow }) {
  const me = useAppSelector(selectUser);
  const mayDecide =
    useCan(gate('inventory.MANAGE_STOCK')) && decideRequestError(request.status as never) === null;
  const mayConsume =
    useCan(gate('inventory.CONSUME')) &&
    request.kind === 'part' &&
    !!me &&
    consumeRequestError({ status: request.status as never, requestedBy: request.requestedBy._id }, me._id) ===
      null;
  const [fulfil, fulfilled] = useFulfilInventoryRequestMutation();
  const [refuse, refused] = useRefuseInventoryRequestMutation();
  const [consume, consumed] = useConsumeInventoryItemMutation();
  const [dialog, setDialog] = useState<'refuse' | 'consume' | null>(null);
  const [text, setText] = useState('');
  if (!mayDecide && !mayConsume) return null;
  const close = () => {
    setDialog(null);
    setText('');
  };
  const confirm = async () => {
    try {
      if (dialog === 'refuse') await refuse({ _id: request._id, comment: text.trim() }).unwrap();
      if (dialog === 'consume')
        await consume({ requestId: request._id, vehicle: text.trim() || undefined }).unwrap();
      notice.success(dialog === 'refuse' ? 'Request refused' : 'Parts consumed');
      close();
    } catch {
      // Shown in the dialog.
    }
  };
  const error = dialog === 'refuse' ? refused.error : consumed.error;
  return (
    <Flex gap={4} onClick={(e) => e.stopPropagation()}>
      {mayDecide && (
        <>
          <Button
            size="small"
            type="primary"
            loading={fulfilled.isLoading}
            onClick={() => void fulfil({ _id: request._id })}
            data-testid="request-fulfil"
          >
            {request.kind === 'part' ? 'Fulfil' : 'Approve'}
          </Button>
          <Button size="small" danger onClick={() => setDialog('refuse')} data-testid="request-refuse">
            Refuse
          </Button>
        </>
      )}
      {mayConsume && (
        <Button
          size="small"
          type="primary"
          onClick={() => (setText(request.vehicle?.code ?? ''), setDialog('consume'))}
          data-testid="request-consume"
        >
          Consume
        </Button>
      )}
      <Modal
        open={dialog !== null}
        title={
          dialog === 'refuse' ? 'Refuse the request' : `Consume ${request.quantity} × ${request.item.name}`
        }
        okText={dialog === 'refuse' ? 'Refuse' : 'Consume'}
        okButtonProps={{
          disabled: dialog === 'refuse' && !text.trim(),
          loading: refused.isLoading || consumed.isLoading,
          'data-testid': 'request-confirm',
        }}
        onOk={() => void confirm()}
        onCancel={close}
        destroyOnHidden
      >
        {dialog === 'refuse' ? (
          <Input.TextArea
            rows={5}
            placeholder="Reason"
            value={text}
            onChange={(e) => setText(e.target.value)}
            maxLength={500}
          />
        ) : (
          <Input
            placeholder="Vehicle code"
            value={text}
            onChange={(e) => setText(e.target.value)}
            data-testid="request-consume-vehicle"
          />
        )}
        {error && <Alert type="error" showIcon title={errorMessageOf(error)} style={{ marginTop: 12 }} />}
      </Modal>
    </Flex>
  );
}
