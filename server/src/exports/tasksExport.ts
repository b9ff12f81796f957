import { TASK_EXPORT_FIELDS, type TaskExportField } from '@ops/shared/exports/taskExportFields';
import { and, desc, eq, sql } from 'drizzle-orm';
import { gate } from '@ops/shared/rules/permissions/catalogue';
import { taskCaseLabel, TASK_TYPE_LABELS } from '@ops/shared/rules/labels';
import type { Deps } from '../app/deps';
import { tasks, type TaskRow } from '../tasks/tables';
import { tasksTableConditions } from '../tasks/queries';
import { users } from '../users/tables';
import { cairoTime } from './cells';
import type { ExportModule } from './types';

/** Rows per database round trip: big enough to keep round trips few, small enough to keep memory flat. */
export const TASK_EXPORT_PAGE_SIZE = 500;

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

/** Newest first, like the table; keyset on (created_at, id) so page 100 costs what page 1 does. */
async function* taskPages(
  deps: Deps,
  filters: Record<string, unknown>,
): AsyncGenerator<readonly TaskExportRow[]> {
  const conditions = tasksTableConditions(filters);
  let after: { cursor: string; id: string } | null = null;
  for (;;) {
    const page: TaskExportRow[] = await deps.db
      .select({ task: tasks, flaggedByName: users.name, cursor: sql<string>`${tasks.createdAt}::text` })
      .from(tasks)
      .leftJoin(users, eq(users.id, tasks.flaggedBy))
      .where(
        and(
          ...conditions,
          after
            ? sql`(${tasks.createdAt}, ${tasks.id}) < (${after.cursor}::timestamptz, ${after.id})`
            : undefined,
        ),
      )
      .orderBy(desc(tasks.createdAt), desc(tasks.id))
      .limit(TASK_EXPORT_PAGE_SIZE);
    if (page.length > 0) yield page;
    const last = page.at(-1);
    if (!last || page.length < TASK_EXPORT_PAGE_SIZE) return;
    after = { cursor: last.cursor, id: last.task.id };
  }
}

/** How each field of the shared list is written: its column width and its cell value. */
const TASK_FIELD_CELLS: Record<
  TaskExportField,
  {
    width: number;
    value: (row: TaskExportRow) => ReturnType<ExportModule<TaskExportRow>['fields'][number]['value']>;
  }
> = {
  vehicleCode: { width: 12, value: (r) => r.task.vehicleCode },
  type: { width: 14, value: (r) => typeLabel(r.task.type) },
  mainCase: { width: 22, value: (r) => (r.task.mainCase ? taskCaseLabel(r.task.mainCase) : null) },
  cases: { width: 30, value: (r) => openCases(r.task.cases) },
  status: { width: 12, value: (r) => r.task.status },
  area: { width: 16, value: (r) => r.task.areaName },
  assignee: { width: 20, value: (r) => r.task.assignedToName },
  assignedCount: { width: 10, value: (r) => r.task.assignedCount },
  flaggedBy: { width: 20, value: (r) => r.flaggedByName ?? r.task.flaggedBy },
  createdAt: { width: 20, value: (r) => cairoTime(r.task.createdAt) },
  updatedAt: { width: 20, value: (r) => cairoTime(r.task.updatedAt) },
  resolvedAt: { width: 20, value: (r) => cairoTime(r.task.resolvedAt) },
};

export const tasksExport: ExportModule<TaskExportRow> = {
  permission: gate('task.EXPORT'),
  title: 'Tasks',
  // Keys, order and headers come from the one list the export dialog also offers.
  fields: TASK_EXPORT_FIELDS.map(({ key, label }) => ({ key, header: label, ...TASK_FIELD_CELLS[key] })),
  rowSource: taskPages,
};
