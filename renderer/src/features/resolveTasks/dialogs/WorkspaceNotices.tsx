import { useEffect } from 'react';
import { Modal, Result, Typography } from 'antd';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { resolvedNotice } from '@ops/shared/rules/taskActions';
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
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectTasksState);
  const response = state.transferResponse;
  const forced = state.forcedTransfer;
  const background = state.resolvedInBackground;
  const [report] = useReportTaskActivityMutation();
  const back = () => {
    dispatch(idleReturnedClosed());
    void report({}).unwrap().catch((error: unknown) => console.warn('back-at-desk report failed', error));
  };
  // A flagged task resolved elsewhere is news, not a decision: a toast that takes no click.
  useEffect(() => {
    if (background.length === 0) return;
    for (const code of background) notice.success(resolvedNotice(code));
    dispatch(backgroundResolvedShown(background.length));
  }, [dispatch, background]);

  return (
    <>
      {/* The task on screen was resolved: the agent acknowledges it with OK (or Enter / Escape). */}
      <Modal open={state.resolvedNotice !== null} okText="OK" cancelButtonProps={{ style: { display: 'none' } }} maskClosable={false}
        okButtonProps={{ ...{ 'data-testid': 'resolved-notice-ok' } }}
        onOk={() => dispatch(resolvedNoticeClosed())} onCancel={() => dispatch(resolvedNoticeClosed())} width={420} destroyOnHidden>
        <Result status="success" title={<span data-testid="resolved-notice">{resolvedNotice(state.resolvedNotice ?? '')}</span>} />
      </Modal>

      <Modal open={forced !== null} title="Tasks transferred" okText="OK" cancelButtonProps={{ style: { display: 'none' } }}
        onOk={() => dispatch(forcedTransferClosed())} onCancel={() => dispatch(forcedTransferClosed())} width={420} destroyOnHidden>
        <Typography.Paragraph data-testid="forced-transfer-notice">
          {forced ? forcedTransferText(forced) : null}
        </Typography.Paragraph>
      </Modal>

      <Modal open={response !== null} title="Transfer request" okText="OK" cancelButtonProps={{ style: { display: 'none' } }}
        onOk={() => dispatch(transferResponseClosed())} onCancel={() => dispatch(transferResponseClosed())} width={420} destroyOnHidden>
        <Typography.Paragraph data-testid="transfer-response-notice" data-status={response?.status}>
          {response?.requestedToName} {response?.status} your transfer request for {response?.vehicleCode ?? 'the task'}.
        </Typography.Paragraph>
        {response?.rejectionReason && <Typography.Paragraph type="secondary">Reason: {response.rejectionReason}</Typography.Paragraph>}
      </Modal>

      <Modal open={state.checkedOut !== null} title="Checked out" okText="OK" cancelButtonProps={{ style: { display: 'none' } }}
        onOk={() => dispatch(checkedOutClosed())} onCancel={() => dispatch(checkedOutClosed())} width={420} destroyOnHidden>
        <Typography.Paragraph data-testid="checked-out-notice">
          {state.checkedOut ? checkedOutText(state.checkedOut, state.userId) : null}
        </Typography.Paragraph>
        {state.checkedOut?.comment && <Typography.Paragraph type="secondary">{state.checkedOut.comment}</Typography.Paragraph>}
      </Modal>

      {/* Issue 11 item 6, issue 23 item 6: the task went back to the queue because nothing was done on it; the agent is
          not on a break, and gets the next task once they press OK (the server hands none to an empty chair). */}
      <Modal open={state.idleReturned !== null} title="Your task went back to the queue" okText="OK" cancelButtonProps={{ style: { display: 'none' } }}
        okButtonProps={{ ...{ 'data-testid': 'idle-returned-ok' } }}
        onOk={back} onCancel={back} width={460} destroyOnHidden>
        <Typography.Paragraph data-testid="idle-returned-notice">{state.idleReturned?.message}</Typography.Paragraph>
      </Modal>

      <TransferRequestReceivedDialog />
    </>
  );
}
