import { useEffect, useState } from 'react';
import type { BreakReason } from '@ops/shared/rules/labels';
import { canSubmitTransfer } from '@ops/shared/rules/transferDialog';
import { BreakReasonDialog } from '../../../components/BreakReasonDialog';
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

/** Set an agent on break (03 §2.7); flagged tasks they hold are handed over first. */
export function BreakDialog({ agent, onClose }: { agent: DialogAgent | null; onClose: () => void }) {
  const [receivers, setReceivers] = useState<string[]>([]);
  const [startBreak, breakState] = useSupervisorStartBreakMutation();
  const [transfer, transferState] = useSupervisorBulkTransferMutation();
  const busy = breakState.isLoading || transferState.isLoading;
  useEffect(() => {
    setReceivers([]);
  }, [agent?.userId]);

  const mustHandOver = (agent?.flaggedCount ?? 0) > 0;

  const submit = async (reason: BreakReason) => {
    if (!agent) return;
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
    <BreakReasonDialog
      open={agent !== null}
      title={agent ? `Set ${agent.name} on break` : ''}
      okText="Start break"
      confirmTestId="break-confirm"
      busy={busy}
      ready={!mustHandOver || canSubmitTransfer(receivers, { multiSelect: true, loading: busy })}
      onSubmit={(reason) => void submit(reason)}
      onClose={onClose}
      width={480}
    >
      {agent && mustHandOver && (
        <FlaggedHandOver
          userId={agent.userId}
          name={agent.name}
          count={agent.flaggedCount ?? 0}
          receivers={receivers}
          onReceiversChange={setReceivers}
        />
      )}
    </BreakReasonDialog>
  );
}
