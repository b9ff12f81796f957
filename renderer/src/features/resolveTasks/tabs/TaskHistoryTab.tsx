import { Table } from 'antd';
import { taskCaseHistoryLabel, taskHistoryActionLabel } from '@ops/shared/rules/labels';
import { useTaskDetailsQuery, type WorkspaceTask } from '../resolveTasksApi';
import { fmtDate } from '../../../lib/format';

type Entry = WorkspaceTask['actionsHistory'][number];

const actionText = (entry: Entry) => {
  const label = taskHistoryActionLabel(entry.action);
  // Case entries name the case they concern ('Case Added: Low Battery').
  if (entry.value && (entry.action === 'caseAdded' || entry.action === 'caseResolved' || entry.action === 'created')) {
    return `${label}: ${taskCaseHistoryLabel(entry.value)}`;
  }
  return entry.value ? `${label}: ${entry.value}` : label;
};

/**
 * 02 §2 task history table: Action, Date, User; newest first. Read from the task's cache
 * entry, which every action of the agent invalidates and every 'UPDATED TASK' replaces,
 * so it never waits for a reload; the task as it arrived fills it until the first answer.
 */
export function TaskHistoryTab({ task }: { task: WorkspaceTask }) {
  const { data } = useTaskDetailsQuery(task._id, { refetchOnMountOrArgChange: true });
  const rows = [...(data ?? task).actionsHistory].reverse();
  return (
    <Table
      size="small"
      rowKey="_id"
      scroll={{ x: 'max-content' }}
      dataSource={rows}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      locale={{ emptyText: 'No Task History Found!' }}
      columns={[
        { title: 'Action', key: 'action', render: (_v, row) => <div className="cell-text">{actionText(row)}</div> },
        { title: 'Date', key: 'date', render: (_v, row) => fmtDate(row.date) },
        { title: 'User', key: 'user', render: (_v, row) => row.userName ?? 'System' },
      ]}
    />
  );
}
