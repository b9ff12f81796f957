import { useEffect, useState } from 'react';
import { Alert, Descriptions, Typography } from 'antd';
import { canSubmitTransfer } from '@ops/shared/rules/transferDialog';
import { taskTypeLabel } from './TaskTags';
import { notice } from '../../../lib/notices';
import { formatMinutes, type ShiftFigures } from '../attendance';
import { useSupervisorBulkTransferMutation, useSupervisorCheckoutMutation } from '../attendanceApi';
import { formatDateTime } from '../../../lib/format';
import type { DialogAgent } from './BreakDialog';
import { FlaggedHandOver } from './FlaggedNotice';
import { CheckoutDialogFrame } from '../../../components/CheckoutDialogFrame';

export interface CheckoutAgent extends DialogAgent {
  start: string;
  figures: ShiftFigures;
}

/** The server's summary (JSON): only the figures we know how to word are shown. */
interface ServerSummary {
  shiftMinutes?: number;
  totalResolved?: number;
  resolvedByType?: Record<string, number>;
  medianHandlingMinutes?: number | null;
  breaksCount?: number;
  breakMinutes?: number;
  idleReturns?: number;
  tasksHandled?: number;
  transfersSent?: number;
  transfersReceived?: number;
}

const asSummary = (value: unknown): ServerSummary =>
  typeof value === 'object' && value !== null ? (value as ServerSummary) : {};

function FinalSummary({ summary }: { summary: ServerSummary }) {
  const byType = Object.entries(summary.resolvedByType ?? {});
  return (
    <Descriptions column={2} size="small" bordered data-testid="checkout-final-summary">
      <Descriptions.Item label="Shift">{formatMinutes(summary.shiftMinutes ?? 0)}</Descriptions.Item>
      <Descriptions.Item label="Breaks">
        {summary.breaksCount ?? 0} · {formatMinutes(summary.breakMinutes ?? 0)}
      </Descriptions.Item>
      <Descriptions.Item label="Tasks handled">{summary.tasksHandled ?? '—'}</Descriptions.Item>
      <Descriptions.Item label="Returned for no action">{summary.idleReturns ?? 0}</Descriptions.Item>
      <Descriptions.Item label="Resolved">{summary.totalResolved ?? 0}</Descriptions.Item>
      <Descriptions.Item label="Median handling">
        {summary.medianHandlingMinutes == null ? '—' : `${summary.medianHandlingMinutes} min`}
      </Descriptions.Item>
      <Descriptions.Item label="By type" span={2}>
        {byType.length === 0 ? '—' : byType.map(([type, n]) => `${taskTypeLabel(type)}: ${n}`).join(', ')}
      </Descriptions.Item>
      <Descriptions.Item label="Transfers sent">{summary.transfersSent ?? 0}</Descriptions.Item>
      <Descriptions.Item label="Transfers received">{summary.transfersReceived ?? 0}</Descriptions.Item>
    </Descriptions>
  );
}

/** Check an agent out: the shift so far, an optional comment (03 §2.7), then the server's summary. */
export function CheckoutDialog({ agent, onClose }: { agent: CheckoutAgent | null; onClose: () => void }) {
  const [receivers, setReceivers] = useState<string[]>([]);
  const [done, setDone] = useState<ServerSummary | null>(null);
  const [checkout, checkoutState] = useSupervisorCheckoutMutation();
  const [transfer, transferState] = useSupervisorBulkTransferMutation();
  const busy = checkoutState.isLoading || transferState.isLoading;
  useEffect(() => {
    setReceivers([]);
    setDone(null);
  }, [agent?.userId]);

  const mustHandOver = (agent?.flaggedCount ?? 0) > 0;

  const submit = async (comment: string) => {
    if (!agent) return;
    const who = {
      userIdToCheckout: agent.userId,
      userNameToCheckout: agent.name,
      userPhoneNumberToCheckout: agent.phoneNumber,
      comment: comment || null,
    };
    try {
      if (mustHandOver) {
        const result = await transfer({
          ...who,
          transferredToIds: receivers,
          transferredTasksIds: [],
          currentFlaggedById: agent.userId,
          callbackActionType: 'checkout',
        }).unwrap();
        notice.success(result.message);
        onClose();
      } else {
        const result = await checkout(who).unwrap();
        notice.success(result.message);
        setDone(asSummary(result.summary));
      }
    } catch {
      // Worded once by the store's listener; the dialog stays open to retry.
    }
  };

  return (
    <CheckoutDialogFrame
      open={agent !== null}
      title={agent ? `Check out ${agent.name}` : ''}
      okText="Check out"
      confirmTestId="checkout-confirm"
      commentTestId="checkout-comment"
      busy={busy}
      ready={!mustHandOver || canSubmitTransfer(receivers, { multiSelect: true, loading: busy })}
      onSubmit={(comment) => void submit(comment)}
      onClose={onClose}
      width={560}
      done={
        agent &&
        done && (
          <>
            <Alert
              type="success"
              showIcon
              title={`${agent.name} is checked out`}
              style={{ marginBottom: 16 }}
            />
            <FinalSummary summary={done} />
          </>
        )
      }
      summary={
        agent && (
          <>
            <Typography.Text strong style={{ display: 'block', marginBottom: 8 }}>
              Shift summary
            </Typography.Text>
            <Descriptions column={2} size="small" bordered data-testid="checkout-summary">
              <Descriptions.Item label="Checked in">{formatDateTime(agent.start)}</Descriptions.Item>
              <Descriptions.Item label="Shift">{formatMinutes(agent.figures.shiftMinutes)}</Descriptions.Item>
              <Descriptions.Item label="Breaks">
                {agent.figures.breaksCount} · {formatMinutes(agent.figures.breakMinutes)}
              </Descriptions.Item>
              <Descriptions.Item label="Working time">
                {formatMinutes(agent.figures.workMinutes)}
              </Descriptions.Item>
              <Descriptions.Item label="Flagged tasks" span={2}>
                {agent.flaggedCount ?? '—'}
              </Descriptions.Item>
            </Descriptions>
          </>
        )
      }
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
    </CheckoutDialogFrame>
  );
}
