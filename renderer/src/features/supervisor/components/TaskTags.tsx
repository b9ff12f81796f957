import { Tag, Tooltip } from 'antd';
import { FLAGGED_STATUS_LABEL, taskStatusText } from '@ops/shared/rules/taskHolder';
import {
  SUPPORT_TEAM_ATTENDANCE_STATUS_LABELS,
  taskCaseLabel,
  TASK_TYPE_LABELS,
} from '@ops/shared/rules/labels';

/** Status colours: waiting work warm, held work blue, done green. */
const STATUS_COLORS: Record<string, string> = {
  unassigned: 'orange',
  pending: 'gold',
  assigned: 'blue',
  resolved: 'green',
};

/** The status's label, except a flagged task put aside, which reads 'Flagged' (shared/rules/taskHolder). */
export function TaskStatusTag({ status, flaggedBy }: { status: string; flaggedBy?: string | null }) {
  const text = taskStatusText({ status, flaggedBy });
  return (
    <Tag
      color={text === FLAGGED_STATUS_LABEL ? 'purple' : (STATUS_COLORS[status] ?? 'default')}
      style={{ marginInlineEnd: 0 }}
      data-status={status}
    >
      {text}
    </Tag>
  );
}

export const taskTypeLabel = (type: string): string =>
  Object.prototype.hasOwnProperty.call(TASK_TYPE_LABELS, type)
    ? TASK_TYPE_LABELS[type as keyof typeof TASK_TYPE_LABELS]
    : type;

/** `cases` is a JSON map of case -> open; the open ones, in the server's order. */
function openCases(cases: unknown): string[] {
  if (typeof cases !== 'object' || cases === null || Array.isArray(cases)) return [];
  return Object.entries(cases as Record<string, unknown>)
    .filter(([, open]) => open === true)
    .map(([name]) => name);
}

/** The open cases of a task, main case first; the rest folded into "+n" past `max`. */
export function CaseTags({
  cases,
  mainCase,
  max = 2,
}: {
  cases: unknown;
  mainCase?: string | null;
  max?: number;
}) {
  const open = openCases(cases);
  const ordered = mainCase ? [mainCase, ...open.filter((c) => c !== mainCase)] : open;
  if (ordered.length === 0) return <span className="ops-muted">—</span>;
  const shown = ordered.slice(0, max);
  const hidden = ordered.slice(max);
  return (
    <span className="ops-tags">
      {shown.map((c) => (
        // The main case stays visible once resolved (it says what the task was), greyed out.
        <Tag
          key={c}
          color={c === mainCase && open.includes(c) ? 'volcano' : 'default'}
          style={{ marginInlineEnd: 4 }}
        >
          {taskCaseLabel(c)}
        </Tag>
      ))}
      {hidden.length > 0 && (
        <Tooltip title={hidden.map(taskCaseLabel).join(', ')}>
          <Tag>+{hidden.length}</Tag>
        </Tooltip>
      )}
    </span>
  );
}

export function AttendanceStatusTag({ status }: { status: string }) {
  if (status === 'ACTIVE') return <Tag color="green">{SUPPORT_TEAM_ATTENDANCE_STATUS_LABELS.ACTIVE}</Tag>;
  if (status === 'IN_BREAK')
    return <Tag color="orange">{SUPPORT_TEAM_ATTENDANCE_STATUS_LABELS.IN_BREAK}</Tag>;
  return <Tag>{status}</Tag>;
}
