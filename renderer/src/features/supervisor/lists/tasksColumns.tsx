import { Tooltip } from 'antd';
import { FlagFilled } from '@ant-design/icons';
import type { TasksSortField } from '@ops/shared/lists/tasks';
import type { ListColumn } from '../../../components/list/ListPage';
import { TaskHolderText } from '../../../components/TaskHolderText';
import { CaseTags, TaskStatusTag, taskTypeLabel } from '../components/TaskTags';
import { formatDateTime } from '../../../lib/format';
import type { TaskRow } from '../tasksApi';
import { TaskSlaCell } from '../components/TaskSlaCell';

export const TASKS_TITLE = 'Tasks';
export const TASKS_EMPTY = {
  title: 'No tasks yet',
  filteredTitle: 'No tasks match these filters',
  description: 'Tasks appear here as vehicles, rides and ID checks need attention.',
};

/** The Tasks table's columns (02 §2): vehicle and type, cases, status, area, holder, count, created, flag. */
export const TASKS_COLUMNS: ListColumn<TaskRow, TasksSortField>[] = [
  {
    title: 'Vehicle',
    key: 'vehicle',
    width: 110,
    // The row's key stays in view when a narrow window scrolls the table sideways.
    fixed: 'left',
    render: (_v, t) => (
      <>
        <strong>{t.vehicleCode ?? '—'}</strong>
        <span className="ops-cell-sub">{taskTypeLabel(t.type)}</span>
      </>
    ),
  },
  // A width of its own: left to share the rest, the column had 0 px at 1024 wide (issue 23).
  {
    title: 'Cases',
    key: 'cases',
    width: 190,
    render: (_v, t) => <CaseTags cases={t.cases} mainCase={t.mainCase} />,
  },
  {
    title: 'Status',
    key: 'status',
    dataIndex: 'status',
    width: 110,
    render: (s: string, t) => <TaskStatusTag status={s} flaggedBy={t.flaggedBy} />,
  },
  {
    title: 'Area',
    key: 'area',
    dataIndex: 'area',
    width: 120,
    ellipsis: true,
    render: (a: string | null) => a ?? '—',
  },
  {
    title: 'Assignee',
    key: 'assignee',
    width: 150,
    ellipsis: true,
    // The holder, also of a flagged task put aside that only its flagger may pick (issue 6 item 32).
    render: (_v, t) => <TaskHolderText task={t} />,
  },
  { title: 'Assigned', key: 'assignedCount', dataIndex: 'assignedCount', width: 90, align: 'right' },
  {
    title: 'Created',
    key: 'createdAt',
    sortField: 'createdAt',
    dataIndex: 'createdAt',
    width: 140,
    render: (d: string) => formatDateTime(d),
  },
  {
    // Issue 11 item 6: time left to the target (or over it); sorted by the server on the due time.
    title: 'SLA',
    key: 'sla',
    sortField: 'slaDue',
    width: 110,
    render: (_v, t) => <TaskSlaCell task={t} />,
  },
  {
    // Named, so the column chooser can list it; the cell holds only the flag icon.
    title: 'Flagged',
    key: 'flag',
    width: 80,
    align: 'center',
    render: (_v, t) =>
      t.flaggedBy ? (
        <Tooltip title={`Flagged ${formatDateTime(t.flaggedAt)}`}>
          <FlagFilled style={{ color: 'var(--ops-error-line)' }} aria-label="Flagged" />
        </Tooltip>
      ) : null,
  },
];
