import { TASKS_EXPORT, type TaskExportField } from '@ops/shared/exports/taskExportFields';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { taskCaseLabel, TASK_TYPE_LABELS } from '@ops/shared/rules/labels';
import type { Db } from '../../platform/db/client';
import { type TaskRow, tasks } from './tables';
import { tasksTableConditions } from './queries';
import { users } from '../../platform/session/tables';
import { cairoDate } from '../../platform/exports/cells';
import { cursorText, EXPORT_BATCH_ROWS, keysetBatches, olderThan } from '../../platform/exports/keyset';
import { fieldsOf, type ExportModule, type FieldCell } from '../../platform/exports/types';

/** Rows per database round trip (the tests page past it). */
export const TASK_EXPORT_PAGE_SIZE = EXPORT_BATCH_ROWS;

export interface TaskExportRow {
  task: TaskRow;
  flaggedByName: string | null;
  /** created_at as PostgreSQL text: the keyset cursor keeps microseconds a JS Date would round away. */
  cursor: string;
}

const openCases = (cases: Record<string, boolean>): string =>
  Object.entries(cases)
    .filter(([, open]) => open === true)
    .map(([name]) => taskCaseLabel(name))
    .join('; ');

const typeLabel = (type: string): string =>
  Object.prototype.hasOwnProperty.call(TASK_TYPE_LABELS, type)
    ? TASK_TYPE_LABELS[type as keyof typeof TASK_TYPE_LABELS]
    : type;

/** Newest first, like the table. */
function taskBatches(
  db: Db,
  filters: Record<string, unknown>,
  ids: readonly string[] | null,
): AsyncIterable<readonly TaskExportRow[]> {
  // A selection names its rows; the table's filters are what the rows were chosen under.
  const conditions = ids ? [inArray(tasks.id, [...ids])] : tasksTableConditions(filters);
  return keysetBatches(
    (after, size) =>
      db
        .select({ task: tasks, flaggedByName: users.name, cursor: cursorText(tasks.createdAt) })
        .from(tasks)
        .leftJoin(users, eq(users.id, tasks.flaggedBy))
        .where(and(...conditions, olderThan(tasks.createdAt, tasks.id, after)))
        .orderBy(desc(tasks.createdAt), desc(tasks.id))
        .limit(size),
    (row) => ({ cursor: row.cursor, id: row.task.id }),
  );
}

const TASK_FIELD_CELLS: Record<TaskExportField, FieldCell<TaskExportRow>> = {
  vehicleCode: { width: 12, value: (r) => r.task.vehicleCode },
  type: { width: 14, value: (r) => typeLabel(r.task.type) },
  mainCase: { width: 22, value: (r) => (r.task.mainCase ? taskCaseLabel(r.task.mainCase) : null) },
  cases: { width: 30, value: (r) => openCases(r.task.cases) },
  status: { width: 12, value: (r) => r.task.status },
  area: { width: 16, value: (r) => r.task.areaName },
  assignee: { width: 20, value: (r) => r.task.assignedToName },
  assignedCount: { width: 10, value: (r) => r.task.assignedCount },
  flaggedBy: { width: 20, value: (r) => r.flaggedByName ?? r.task.flaggedBy },
  createdAt: { width: 20, value: (r) => cairoDate(r.task.createdAt) },
  updatedAt: { width: 20, value: (r) => cairoDate(r.task.updatedAt) },
  resolvedAt: { width: 20, value: (r) => cairoDate(r.task.resolvedAt) },
};

export const tasksExport: ExportModule<TaskExportRow> = {
  spec: TASKS_EXPORT,
  title: TASKS_EXPORT.title,
  fields: fieldsOf(TASKS_EXPORT, TASK_FIELD_CELLS),
  // getTasks reads its JSON loosely (tasks/queries.ts); its conditions refuse what they cannot use.
  readFilters: (value) => ({ ok: true, value }),
  rowSource: taskBatches,
};
