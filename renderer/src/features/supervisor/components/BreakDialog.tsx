import { useEffect, useState } from 'react';
import { Modal, Radio, Space, Typography } from 'antd';
import { BREAK_REASONS, BREAK_REASON_LABELS, type BreakReason } from '@ops/shared/rules/labels';
import { canStartBreak } from '@ops/shared/rules/breaks';
import { canSubmitTransfer } from '@ops/shared/rules/transferDialog';
import { notice } from '../../../lib/notices';
import { useSupervisorBulkTransferMutation, useSupervisorStartBreakMutation } from '../attendanceApi';
import { FlaggedHandOver } from './FlaggedNotice';

export interface DialogAgent {
  userId: string;
  name: string;
  phoneNumber: string;
  /** Open flagged tasks the agent holds; null when this role cannot see them. */
  flaggedCount: number | null;
}

/** Set an agent on break: reason required (break, meeting, tech issue), 03 §2.7. */
export function BreakDialog({ agent, onClose }: { agent: DialogAgent | null; onClose: () => void }) {
  const [reason, setReason] = useState<BreakReason | null>(null);
  const [receivers, setReceivers] = useState<string[]>([]);
  const [startBreak, breakState] = useSupervisorStartBreakMutation();
  const [transfer, transferState] = useSupervisorBulkTransferMutation();
  const busy = breakState.isLoading || transferState.isLoading;
  useEffect(() => {
    setReason(null);
    setReceivers([]);
  }, [agent?.userId]);

  const mustHandOver = (agent?.flaggedCount ?? 0) > 0;
  const ready = canStartBreak(reason) && (!mustHandOver || canSubmitTransfer(receivers, { multiSelect: true, loading: busy }));

  const submit = async () => {
    if (!agent || !reason) return;
    try {
      const result = mustHandOver
        ? await transfer({
            transferredToIds: receivers,
            transferredTasksIds: [],
            currentFlaggedById: agent.userId,
            callbackActionType: 'break',
            reason,
            userIdToSetOnBreak: agent.userId,
          }).unwrap()
        : await startBreak({ reason, userIdToSetOnBreak: agent.userId }).unwrap();
      notice.success(result.message);
      onClose();
    } catch {
      // The store's listener has already shown the server's words; the dialog stays open to retry.
    }
  };

  return (
    <Modal
      open={agent !== null}
      title={agent ? `Set ${agent.name} on break` : ''}
      okText="Start break"
      okButtonProps={{ disabled: !ready, ...{ 'data-testid': 'break-confirm' } }}
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
      width={480}
    >
      <Typography.Text strong style={{ display: 'block', marginBottom: 8 }}>
        Reason
      </Typography.Text>
      <Radio.Group value={reason} onChange={(e) => setReason(e.target.value as BreakReason)} data-testid="break-reason">
        <Space orientation="vertical">
          {BREAK_REASONS.map((r) => (
            <Radio key={r} value={r}>
              {BREAK_REASON_LABELS[r]}
            </Radio>
          ))}
        </Space>
      </Radio.Group>
      {agent && mustHandOver && (
        <FlaggedHandOver userId={agent.userId} name={agent.name} count={agent.flaggedCount ?? 0} receivers={receivers} onReceiversChange={setReceivers} />
      )}
    </Modal>
  );
}
