import { Alert, Button, Modal, Table } from 'antd';
import { errorMessageOf } from '../../../../i18n/errorText';
import { EmptyState } from '../../../../components/EmptyState';
import { testId } from '../../../../lib/testId';
import { fmtDate } from '../format';
import type { UserInfo } from '../userPageApi';
import { useRemoveUserAutoChargeMutation, useUserAutoChargesQuery } from './userActionsApi';
import { useRunAction } from './useRunAction';
import { fmtMoney } from '../../../../lib/format';

/** removeWalletAutoChargeForUser: the rider's running auto charges, each with Remove. */
export function AutoChargesDialog({
  user,
  open,
  onClose,
}: {
  user: UserInfo;
  open: boolean;
  onClose: () => void;
}) {
  const charges = useUserAutoChargesQuery(user._id, { skip: !open });
  const [remove] = useRemoveUserAutoChargeMutation();
  const { busy, run } = useRunAction();
  type Row = NonNullable<typeof charges.data>[number];

  return (
    <Modal open={open} title="Wallet auto charges" footer={null} onCancel={onClose} width={640}>
      {charges.isError && (
        <Alert type="error" showIcon title={errorMessageOf(charges.error)} style={{ marginBottom: 12 }} />
      )}
      <Table<Row>
        rowKey="_id"
        size="small"
        pagination={false}
        loading={charges.isLoading || charges.isFetching}
        dataSource={charges.data ?? []}
        locale={{
          emptyText: (
            <EmptyState title="No auto charges" description="This rider has no wallet auto charge running." />
          ),
        }}
        columns={[
          {
            key: 'plan',
            title: 'Plan',
            render: (_, c) => (c.plan ? `${fmtMoney(c.plan.price)} → ${fmtMoney(c.plan.amount)}` : '-'),
          },
          { key: 'card', title: 'Card', render: (_, c) => c.maskedPan ?? '-' },
          { key: 'threshold', title: 'Below', render: (_, c) => fmtMoney(c.threshold) },
          { key: 'since', title: 'Since', render: (_, c) => fmtDate(c.createdAt) },
          {
            key: 'remove',
            title: '',
            render: (_, c) => (
              <Button
                size="small"
                danger
                disabled={busy}
                onClick={() =>
                  run(
                    () => remove({ userIdToRemove: user._id, walletChargeId: c._id }).unwrap(),
                    'Wallet auto charge has been removed.',
                  )
                }
                {...testId(`auto-charge-remove-${c._id}`)}
              >
                Remove
              </Button>
            ),
          },
        ]}
      />
    </Modal>
  );
}
