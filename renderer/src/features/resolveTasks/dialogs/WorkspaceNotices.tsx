import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal, Result, Typography } from 'antd';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { notice } from '../../../lib/notices';
import { checkedOutText, forcedTransferText } from '../noticeTexts';
import {
  backgroundResolvedShown,
  checkedOutClosed,
  forcedTransferClosed,
  idleReturnedClosed,
  resolvedNoticeClosed,
  selectTasksState,
  transferResponseClosed,
} from '../tasksSlice';
import { TransferRequestReceivedDialog } from './TransferRequestReceivedDialog';
import { useReportTaskActivityMutation } from '../resolveTasksApi';

/** The notices events open (01 §2 dialogs, §4): one component so the page stays short. */
export function WorkspaceNotices() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectTasksState);
  const response = state.transferResponse;
  const forced = state.forcedTransfer;
  const background = state.resolvedInBackground;
  const [report] = useReportTaskActivityMutation();
  const back = () => {
    dispatch(idleReturnedClosed());
    void report({})
      .unwrap()
      .catch((error: unknown) => console.warn('back-at-desk report failed', error));
  };
  // A flagged task resolved elsewhere is news, not a decision: a toast that takes no click.
  useEffect(() => {
    if (background.length === 0) return;
    for (const code of background) notice.success(t('workspace.notices.resolved', { code }));
    dispatch(backgroundResolvedShown(background.length));
  }, [dispatch, background, t]);

  return (
    <>
      {/* The task on screen was resolved: the agent acknowledges it with OK (or Enter / Escape). */}
      <Modal
        open={state.resolvedNotice !== null}
        okText={t('workspace.notices.ok')}
        cancelButtonProps={{ style: { display: 'none' } }}
        maskClosable={false}
        okButtonProps={{ ...{ 'data-testid': 'resolved-notice-ok' } }}
        onOk={() => dispatch(resolvedNoticeClosed())}
        onCancel={() => dispatch(resolvedNoticeClosed())}
        width={420}
        destroyOnHidden
      >
        <Result
          status="success"
          title={
            <span data-testid="resolved-notice">
              {t('workspace.notices.resolved', { code: state.resolvedNotice ?? '' })}
            </span>
          }
        />
      </Modal>

      <Modal
        open={forced !== null}
        title={t('workspace.notices.transferred')}
        okText={t('workspace.notices.ok')}
        cancelButtonProps={{ style: { display: 'none' } }}
        onOk={() => dispatch(forcedTransferClosed())}
        onCancel={() => dispatch(forcedTransferClosed())}
        width={420}
        destroyOnHidden
      >
        <Typography.Paragraph data-testid="forced-transfer-notice">
          {forced ? forcedTransferText(t, forced) : null}
        </Typography.Paragraph>
      </Modal>

      <Modal
        open={response !== null}
        title={t('workspace.notices.transferRequest')}
        okText={t('workspace.notices.ok')}
        cancelButtonProps={{ style: { display: 'none' } }}
        onOk={() => dispatch(transferResponseClosed())}
        onCancel={() => dispatch(transferResponseClosed())}
        width={420}
        destroyOnHidden
      >
        <Typography.Paragraph data-testid="transfer-response-notice" data-status={response?.status}>
          {response
            ? t('workspace.notices.transferResponse', {
                name: response.requestedToName,
                status: t(`workspace.notices.${response.status}`, { defaultValue: response.status }),
                what: response.vehicleCode ?? t('workspace.notices.theTask'),
              })
            : null}
        </Typography.Paragraph>
        {response?.rejectionReason && (
          <Typography.Paragraph type="secondary" dir="auto">
            {t('workspace.notices.reason', { reason: response.rejectionReason })}
          </Typography.Paragraph>
        )}
      </Modal>

      <Modal
        open={state.checkedOut !== null}
        title={t('workspace.notices.checkedOut')}
        okText={t('workspace.notices.ok')}
        cancelButtonProps={{ style: { display: 'none' } }}
        onOk={() => dispatch(checkedOutClosed())}
        onCancel={() => dispatch(checkedOutClosed())}
        width={420}
        destroyOnHidden
      >
        <Typography.Paragraph data-testid="checked-out-notice">
          {state.checkedOut ? checkedOutText(t, state.checkedOut, state.userId) : null}
        </Typography.Paragraph>
        {state.checkedOut?.comment && (
          <Typography.Paragraph type="secondary" dir="auto">
            {state.checkedOut.comment}
          </Typography.Paragraph>
        )}
      </Modal>

      {/* Issue 11 item 6, issue 23 item 6: the task went back to the queue because nothing was done on it; the agent is
          not on a break, and gets the next task once they press OK (the server hands none to an empty chair). */}
      <Modal
        open={state.idleReturned !== null}
        title={t('workspace.notices.idleReturned')}
        okText={t('workspace.notices.ok')}
        cancelButtonProps={{ style: { display: 'none' } }}
        okButtonProps={{ ...{ 'data-testid': 'idle-returned-ok' } }}
        onOk={back}
        onCancel={back}
        width={460}
        destroyOnHidden
      >
        <Typography.Paragraph data-testid="idle-returned-notice">
          {state.idleReturned?.message}
        </Typography.Paragraph>
      </Modal>

      <TransferRequestReceivedDialog />
    </>
  );
}
