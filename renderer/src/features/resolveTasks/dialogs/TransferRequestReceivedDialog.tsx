import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useOnOpen } from './useOnOpen';
import { Alert, Button, Input, Modal, Typography } from 'antd';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { transferResponseButtons } from '@ops/shared/rules/transferDialog';
import { notice } from '../../../lib/notices';
import { errorMessageOf } from '../../../i18n/errorText';
import { useRespondToTransferFlaggedTaskRequestMutation } from '../resolveTasksApi';
import { selectTasksState, transferRequestClosed } from '../tasksSlice';
import { REASON_MAX_LENGTH } from '@ops/shared/rules/limits';
import { taskTypeText } from '../../../i18n/sharedLabels';

/**
 * 01 §5 received-request dialog: Accept is disabled while loading or while a rejection
 * reason is typed; Reject only while loading. Failures show inside the dialog.
 */
export function TransferRequestReceivedDialog() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const request = useAppSelector(selectTasksState).transferRequest;
  const [rejectionReason, setRejectionReason] = useState('');
  const [respond, { isLoading, error, reset }] = useRespondToTransferFlaggedTaskRequestMutation();
  useOnOpen(request !== null, () => {
    setRejectionReason('');
    reset();
  });
  const buttons = transferResponseButtons({ loading: isLoading, rejectionReason });

  const answer = async (updatedStatus: 'accepted' | 'rejected') => {
    if (!request) return;
    try {
      // The server's answer names the outcome ('... has been accepted successfully.'); the
      // spec's 'accepted/rejected' is its template, never shown as it stands.
      notice.success(
        await respond({
          requestId: request.requestId,
          updatedStatus,
          rejectionReason: updatedStatus === 'rejected' ? rejectionReason.trim() || null : null,
        }).unwrap(),
      );
      dispatch(transferRequestClosed());
    } catch {
      // Shown inside the dialog.
    }
  };

  return (
    <Modal
      open={request !== null}
      title={t('workspace.notices.transferRequest')}
      closable={false}
      maskClosable={false}
      width={460}
      destroyOnHidden
      footer={[
        <Button
          key="reject"
          danger
          disabled={buttons.rejectDisabled}
          onClick={() => void answer('rejected')}
          data-testid="transfer-reject"
        >
          {t('workspace.transfer.reject')}
        </Button>,
        <Button
          key="accept"
          type="primary"
          disabled={buttons.acceptDisabled}
          loading={isLoading}
          onClick={() => void answer('accepted')}
          data-testid="transfer-accept"
        >
          {t('workspace.transfer.accept')}
        </Button>,
      ]}
    >
      <div data-testid="transfer-request">
        <Typography.Paragraph>
          <Trans
            i18nKey="workspace.transfer.asks"
            values={{
              name: request?.requestedByName ?? '',
              what: request?.vehicleCode ?? taskTypeText(t, request?.taskType ?? ''),
            }}
            components={{ b: <b /> }}
          />
        </Typography.Paragraph>
        {request?.transferReason && (
          <Typography.Paragraph type="secondary" dir="auto">
            {t('workspace.notices.reason', { reason: request.transferReason })}
          </Typography.Paragraph>
        )}
        <Input.TextArea
          rows={3}
          maxLength={REASON_MAX_LENGTH}
          placeholder={t('workspace.transfer.rejectionReason')}
          dir="auto"
          value={rejectionReason}
          onChange={(e) => setRejectionReason(e.target.value)}
          data-testid="transfer-rejection-reason"
        />
        {error && <Alert style={{ marginTop: 12 }} type="error" showIcon title={errorMessageOf(error)} />}
      </div>
    </Modal>
  );
}
