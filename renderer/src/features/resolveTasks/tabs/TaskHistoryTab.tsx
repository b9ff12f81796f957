import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { taskCaseHistoryLabel, taskHistoryActionLabel } from '@ops/shared/rules/labels';
import { useTaskDetailsQuery } from '../resolveTasksApi';
import type { WorkspaceTask } from '../workspaceTypes';
import { fmtDate } from '../../../lib/format';
import { taskCaseText } from '../../../i18n/sharedLabels';

type Entry = WorkspaceTask['actionsHistory'][number];

const CASE_ENTRIES = new Set(['caseAdded', 'caseResolved', 'created']);

const actionText = (t: TFunction, entry: Entry) => {
  const label = t(`workspace.historyAction.${entry.action}`, {
    defaultValue: taskHistoryActionLabel(entry.action),
  });
  if (!entry.value) return label;
  // Case entries name the case they concern ('Case Added: Low Battery'); the warning case as the history names it.
  const value = !CASE_ENTRIES.has(entry.action)
    ? entry.value
    : entry.value === 'VEHICLE_WARNING_OUT_OF_FENCE'
      ? t('workspace.filter.warningOutOfFence', { defaultValue: taskCaseHistoryLabel(entry.value) })
      : taskCaseText(t, entry.value);
  return t('workspace.history.withValue', { label, value });
};

/**
 * 02 §2 task history table: Action, Date, User; newest first. Read from the task's cache
 * entry, which every action of the agent invalidates and every 'UPDATED TASK' replaces,
 * so it never waits for a reload; the task as it arrived fills it until the first answer.
 */
export function TaskHistoryTab({ task }: { task: WorkspaceTask }) {
  const { t } = useTranslation();
  const { data } = useTaskDetailsQuery(task._id, { refetchOnMountOrArgChange: true });
  const rows = [...(data ?? task).actionsHistory].reverse();
  return (
    <Table
      size="small"
      rowKey="_id"
      scroll={{ x: 'max-content' }}
      dataSource={rows}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      locale={{ emptyText: t('workspace.history.empty') }}
      columns={[
        {
          title: t('workspace.history.action'),
          key: 'action',
          render: (_v, row) => <div className="cell-text">{actionText(t, row)}</div>,
        },
        { title: t('workspace.history.date'), key: 'date', render: (_v, row) => fmtDate(row.date) },
        {
          title: t('workspace.history.user'),
          key: 'user',
          render: (_v, row) =>
            row.userName ? <span dir="auto">{row.userName}</span> : t('workspace.history.system'),
        },
      ]}
    />
  );
}
