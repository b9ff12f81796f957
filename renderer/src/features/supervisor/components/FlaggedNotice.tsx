import { Alert, Typography } from 'antd';
import { ReceiverPicker } from './ReceiverPicker';

/**
 * 03 §4: an agent holding flagged tasks hands them over before a break or check-out.
 * The dialog shows this step only when the agent has some; the action then goes
 * through bulkTransferFlaggedTasks with the break or check-out as its continuation.
 */
export function FlaggedHandOver({
  userId,
  name,
  count,
  receivers,
  onReceiversChange,
}: {
  userId: string;
  name: string;
  count: number;
  receivers: string[];
  onReceiversChange: (ids: string[]) => void;
}) {
  return (
    <div style={{ marginTop: 16 }}>
      <Alert
        type="warning"
        showIcon
        title={`${name} holds ${count} flagged task${count === 1 ? '' : 's'}`}
        description="They are transferred to the users you choose first, then the action continues."
        style={{ marginBottom: 12 }}
      />
      <Typography.Text strong style={{ display: 'block', marginBottom: 6 }}>
        Transfer flagged tasks to
      </Typography.Text>
      <ReceiverPicker
        fromUserId={userId}
        value={receivers}
        onChange={onReceiversChange}
        multiSelect
        testId="handover-receivers"
      />
    </div>
  );
}
