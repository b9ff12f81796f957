import {
  SUPPORT_TEAM_ATTENDANCE_EXPORT,
  USERS_CHECKED_IN_EXPORT,
  type SupportTeamAttendanceExportField,
  type UsersCheckedInExportField,
} from '@ops/shared/exports/staffListsExportFields';
import { ongoingBreak } from '@ops/shared/rules/breaks';
import {
  BREAK_REASON_LABELS,
  TASK_TYPE_LABELS,
  taskCaseLabel,
  type BreakReason,
  type TaskType,
} from '@ops/shared/rules/labels';
import type { TaskPayload } from '@ops/shared/realtime/taskEvents';
import { getAllUsersCheckIn, supportTeamAttendance, type AttendanceView } from './queries';
import { cairoDate } from '../../platform/exports/cells';
import { fieldsOf, type ExportModule, type FieldCell } from '../../platform/exports/types';
import { readChoices } from '../../platform/exports/wholeListFilters';

/** Both pages are the shifts open now, with no filter: the export takes `{}` only. */
type NoFilters = Record<never, never>;
type CheckedInRow = AttendanceView & { task: TaskPayload | null; at: Date };
type OnShiftRow = AttendanceView & { at: Date };

/**
 * One batch: the page's own query, read at one instant so every figure counts to the same
 * `now`. Open shifts only: a team on shift, not a history. A selection names shifts (_id).
 */
async function* liveBatch<Row extends { _id: string }>(
  rows: (at: Date) => Promise<Row[]>,
  ids: readonly string[] | null,
): AsyncGenerator<readonly (Row & { at: Date })[]> {
  const at = new Date();
  const all = await rows(at);
  const chosen = (ids ? all.filter((row) => ids.includes(row._id)) : all).map((row) => ({ ...row, at }));
  if (chosen.length > 0) yield chosen;
}

const clockAt = (at: Date) => ({ now: () => at });
const date = (iso: string | null) => cairoDate(iso ? new Date(iso) : null);
const minutesSince = (iso: string, at: Date) => Math.round((at.getTime() - new Date(iso).getTime()) / 60_000);
const label = <K extends string>(table: Readonly<Record<K, string>>, key: string): string =>
  Object.hasOwn(table, key) ? table[key as K] : key;

/** The Status cell: the status word, and during a break its reason (the page's line under the tag). */
function statusWords(r: AttendanceView): string {
  const current = r.status === 'IN_BREAK' ? ongoingBreak(r.breaks) : undefined;
  return current ? `${r.status} · ${label<BreakReason>(BREAK_REASON_LABELS, current.reason)}` : r.status;
}

/** The Current task cell: the vehicle (or type), the case (or type) and area, and a flag when flagged. */
function taskWords(r: CheckedInRow): string {
  const task = r.task;
  if (!task) return r.status === 'IN_BREAK' ? 'On a break' : 'Waiting for a task';
  const type = label<TaskType>(TASK_TYPE_LABELS, task.type);
  return [
    task.vehicleCode ?? type,
    task.mainCase ? taskCaseLabel(task.mainCase) : type,
    task.area,
    task.flaggedBy ? 'Flagged' : null,
  ]
    .filter((part) => !!part)
    .join(' · ');
}

const CHECKED_IN_CELLS: Record<UsersCheckedInExportField, FieldCell<CheckedInRow>> = {
  name: { width: 24, value: (r) => r.userName },
  phone: { width: 16, value: (r) => r.userPhoneNumber },
  status: { width: 18, value: statusWords },
  task: { width: 36, value: taskWords },
  onTaskMinutes: {
    width: 10,
    value: (r) => (r.task?.assignedAt ? minutesSince(r.task.assignedAt, r.at) : null),
  },
  assignedCount: { width: 10, value: (r) => r.task?.assignedCount ?? null },
  checkInDate: { width: 20, value: (r) => date(r.checkInDate) },
  shiftMinutes: { width: 10, value: (r) => r.totalMinutes },
};

const ATTENDANCE_CELLS: Record<SupportTeamAttendanceExportField, FieldCell<OnShiftRow>> = {
  name: { width: 24, value: (r) => r.userName },
  phone: { width: 16, value: (r) => r.userPhoneNumber },
  status: { width: 18, value: statusWords },
  start: { width: 20, value: (r) => date(r.start) },
  end: { width: 20, value: (r) => date(r.end) ?? 'On shift' },
  breaks: { width: 8, value: (r) => r.breaks.length },
  breakMinutes: { width: 10, value: (r) => r.breakMinutes },
  workMinutes: { width: 10, value: (r) => Math.max(0, r.totalMinutes - r.breakMinutes) },
  totalMinutes: { width: 10, value: (r) => r.totalMinutes },
};

const readNoFilters = (value: Record<string, unknown>) => readChoices(value, {});

/** Users Checked In Tasks (task.VIEW_TASKS_TABLE and task.EXPORT: the attendance layer has no export flag). */
export const usersCheckedInExport: ExportModule<CheckedInRow, NoFilters> = {
  spec: USERS_CHECKED_IN_EXPORT,
  title: USERS_CHECKED_IN_EXPORT.title,
  fields: fieldsOf(USERS_CHECKED_IN_EXPORT, CHECKED_IN_CELLS),
  readFilters: readNoFilters,
  rowSource: (db, _filters, ids) => liveBatch((at) => getAllUsersCheckIn({ db, clock: clockAt(at) }), ids),
};

/** Support Team Attendance (task.VIEW_SUPPORT_TEAM_ATTENDANCE and task.EXPORT, as above). */
export const supportTeamAttendanceExport: ExportModule<OnShiftRow, NoFilters> = {
  spec: SUPPORT_TEAM_ATTENDANCE_EXPORT,
  title: SUPPORT_TEAM_ATTENDANCE_EXPORT.title,
  fields: fieldsOf(SUPPORT_TEAM_ATTENDANCE_EXPORT, ATTENDANCE_CELLS),
  readFilters: readNoFilters,
  rowSource: (db, _filters, ids) => liveBatch((at) => supportTeamAttendance({ db, clock: clockAt(at) }), ids),
};
