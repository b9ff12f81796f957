import { useEffect, useState } from 'react';
import { List, Modal, Typography } from 'antd';
import { taskCaseLabel } from '@ops/shared/rules/labels';
import { canSubmitTransfer } from '@ops/shared/rules/transferDialog';
import { notice } from '../../../lib/notices';
import { useSupervisorBulkTransferMutation } from '../attendanceApi';
import type { TaskRow } from '../tasksApi';
import type { DialogAgent } from './BreakDialog';
import { ReceiverPicker } from './ReceiverPicker';

/**
 * Transfer an agent's flagged tasks to colleagues (02 §2 dialogs): at least one user;
 * with several, the tasks are shared out between them by the server.
 */
export function TransferFlaggedDialog({
  agent,
  tasks,
  multiSelect = true,
  onClose,
}: {
  agent: DialogAgent | null;
  /** The agent's open flagged tasks, when this role can list them. */
  tasks: readonly TaskRow[] | null;
  multiSelect?: boolean;
  onClose: () => void;
}) {
  const [receivers, setReceivers] = useState<string[]>([]);
  const [transfer, { isLoading }] = useSupervisorBulkTransferMutation();
  useEffect(() => setReceivers([]), [agent?.userId]);

  const submit = async () => {
    if (!agent) return;
    try {
      const result = await transfer({
        transferredToIds: receivers,
        // Empty means "all of the agent's flagged tasks" (schema), so a list we could not load still works.
        transferredTasksIds: tasks ? tasks.map((t) => t._id) : [],
        currentFlaggedById: agent.userId,
      }).unwrap();
      notice.success(result.message);
      onClose();
    } catch {
      // Worded once by the store's listener.
    }
  };

  return (
    <Modal
      open={agent !== null}
      title={agent ? `Transfer ${agent.name}'s flagged tasks` : ''}
      okText="Transfer"
      okButtonProps={{
        disabled: !canSubmitTransfer(receivers, { multiSelect, loading: isLoading }),
        ...{ 'data-testid': 'transfer-confirm' },
      }}
      confirmLoading={isLoading}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
      width={520}
    >
      {tasks && (
        <List
          size="small"
          bordered
          style={{ marginBottom: 16, maxHeight: 220, overflow: 'auto' }}
          dataSource={[...tasks]}
          locale={{ emptyText: 'No flagged tasks' }}
          renderItem={(t) => (
            <List.Item key={t._id}>
              <Typography.Text strong>{t.vehicleCode ?? t.type}</Typography.Text>
              <Typography.Text type="secondary">
                {t.mainCase ? taskCaseLabel(t.mainCase) : '—'}
              </Typography.Text>
            </List.Item>
          )}
        />
      )}
      <Typography.Text strong style={{ display: 'block', marginBottom: 6 }}>
        Transfer to
      </Typography.Text>
      {agent && (
        <ReceiverPicker
          fromUserId={agent.userId}
          value={receivers}
          onChange={setReceivers}
          multiSelect={multiSelect}
          testId="transfer-receivers"
        />
      )}
    </Modal>
  );
}
