import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { BACKLOG_PAGE_SIZE } from '@ops/shared/rules/constants';
import { TASK_STATUS_FILTERS } from '@ops/shared/rules/labels';
import type { TaskPayload } from '@ops/shared/realtime/taskEvents';
import type { Deps } from '../../platform/deps';
import { codedRefusal, UserError } from '../../platform/errors';
import { requireLength, rowsPerPageOf } from '../../platform/graphql/limits';
import { QUEUE_ORDER } from './assignment';
import { FILTERS_NOT_VALID } from '../../platform/lists/listQuery';
import { tasks } from './tables';
import { taskView, taskViews } from './views';

export { FILTERS_NOT_VALID };
const DEFAULT_ROWS_PER_PAGE = 25;

export type Filters = Record<string, unknown>;

export function parseFilters(filters: string | null | undefined): Filters {
  if (!filters) return {};
  try {
    const value: unknown = JSON.parse(filters);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Filters;
  } catch {
    // fall through: a filter the client could not have meant is refused below.
  }
  throw new UserError(FILTERS_NOT_VALID);
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
/** Pages count from 1 (the antd pagination control); anything smaller is page 1. */
const page = (value: unknown): number =>
  typeof value === 'number' && Number.isInteger(value) && value > 1 ? value : 1;

/** The filter fields the backlog and the tasks table share: vehicle (code or id), case, area (id or name), type. */
function commonConditions(filters: Filters): SQL[] {
  const conditions: SQL[] = [];
  const vehicle = text(filters.vehicle);
  requireLength('searchTerm', vehicle);
  if (vehicle)
    conditions.push(
      or(eq(tasks.vehicleId, vehicle), ilike(tasks.vehicleCode, `%${vehicle.replace(/[%_\\]/g, '\\$&')}%`))!,
    );
  const taskCase = text(filters.case);
  // Open cases only: a resolved case no longer describes the task.
  if (taskCase) conditions.push(sql`${tasks.cases} @> ${JSON.stringify({ [taskCase]: true })}::jsonb`);
  const area = text(filters.area);
  if (area) conditions.push(or(eq(tasks.areaId, area), eq(tasks.areaName, area))!);
  const type = text(filters.type);
  if (type) conditions.push(eq(tasks.type, type as TaskPayload['type']));
  return conditions;
}

/** getBackLogTasks: waiting tasks (urgent and pending), in claim order, 10 a page. */
export async function getBackLogTasks(
  deps: Deps,
  filtersJson: string | null | undefined,
): Promise<{ tasks: TaskPayload[]; totalTasksCount: number }> {
  const filters = parseFilters(filtersJson);
  const where = and(inArray(tasks.status, ['unassigned', 'pending']), ...commonConditions(filters));
  const offset = (page(filters.pageNumber) - 1) * BACKLOG_PAGE_SIZE;
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(tasks)
      .where(where)
      .orderBy(...QUEUE_ORDER)
      .limit(BACKLOG_PAGE_SIZE)
      .offset(offset),
    deps.db.select({ n: count() }).from(tasks).where(where),
  ]);
  return { tasks: await taskViews(deps.db, rows), totalTasksCount: Number(total?.n ?? 0) };
}

function statusCondition(status: string | null): SQL | null {
  if (!status) return null;
  if (!(TASK_STATUS_FILTERS as readonly string[]).includes(status)) throw new UserError(FILTERS_NOT_VALID);
  return status === 'NotResolved'
    ? ne(tasks.status, 'resolved')
    : eq(tasks.status, status as TaskPayload['status']);
}

function dateOf(value: unknown): Date | null {
  const raw = text(value);
  if (!raw) return null;
  const date = new Date(raw);
  if (Number.isNaN(date.getTime())) throw new UserError(FILTERS_NOT_VALID);
  return date;
}

/**
 * The tasks table's filter (getTasks and POST /export share it, so an export holds exactly
 * what the table shows). Throws UserError(FILTERS_NOT_VALID) for a status or date it cannot read.
 */
export function tasksTableConditions(filters: Filters): SQL[] {
  const conditions = commonConditions(filters);
  const status = statusCondition(text(filters.status));
  if (status) conditions.push(status);
  const assignee = text(filters.assignee);
  if (assignee) conditions.push(eq(tasks.assignedTo, assignee));
  if (filters.flagged === true) conditions.push(sql`${tasks.flaggedBy} IS NOT NULL`);
  if (filters.flagged === false) conditions.push(isNull(tasks.flaggedBy));
  const start = dateOf(filters.startDate);
  const end = dateOf(filters.endDate);
  if (start) conditions.push(gte(tasks.createdAt, start));
  if (end) conditions.push(lte(tasks.createdAt, end));
  return conditions;
}

export function tasksTableWhere(filters: Filters): SQL | undefined {
  const conditions = tasksTableConditions(filters);
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/**
 * When the task breaches (issue 11 item 6): creation + target + pending time, the pause under
 * way counted up to now; null without a target, so those sort last either way.
 */
const slaDueAt = (now: Date) => sql`(${tasks.createdAt}
  + make_interval(mins => (SELECT coalesce(
      (SELECT c.target_minutes FROM task_sla_targets c WHERE c.task_type = ${tasks.type} AND c.task_case = ${tasks.mainCase}),
      (SELECT d.target_minutes FROM task_sla_targets d WHERE d.task_type = ${tasks.type} AND d.task_case IS NULL))))
  + make_interval(secs => (${tasks.slaPausedMs} / 1000.0)::double precision)
  + CASE WHEN ${tasks.status} = 'pending' AND ${tasks.pendingAt} IS NOT NULL THEN ${now.toISOString()}::timestamptz - ${tasks.pendingAt} ELSE interval '0' END)`;

/** The table's order: `sort` in the filters ({ fieldName: 'createdAt' | 'slaDue', sortType }), newest first by default. */
function tasksOrder(filters: Filters, now: Date): SQL[] {
  const sort =
    typeof filters.sort === 'object' && filters.sort !== null
      ? (filters.sort as Record<string, unknown>)
      : {};
  const ascending = sort.sortType === 'asc';
  if (sort.fieldName === 'slaDue') {
    return [
      ascending ? sql`${slaDueAt(now)} ASC NULLS LAST` : sql`${slaDueAt(now)} DESC NULLS LAST`,
      desc(tasks.createdAt),
      desc(tasks.id),
    ];
  }
  return ascending ? [asc(tasks.createdAt), asc(tasks.id)] : [desc(tasks.createdAt), desc(tasks.id)];
}

/** getTasks: the /app/tasks table (02 §4 status filter incl. NotResolved), newest first or by SLA due time. */
export async function getTasks(
  deps: Deps,
  input: { pageNumber?: number | null; rowsPerPage?: number | null; filters?: string | null },
): Promise<{ tasks: TaskPayload[]; totalTasksCount: number; totalPages: number }> {
  const filters = parseFilters(input.filters);
  const where = tasksTableWhere(filters);
  const rowsPerPage = rowsPerPageOf(input.rowsPerPage, DEFAULT_ROWS_PER_PAGE);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(tasks)
      .where(where)
      .orderBy(...tasksOrder(filters, deps.clock.now()))
      .limit(rowsPerPage)
      .offset((page(input.pageNumber) - 1) * rowsPerPage),
    deps.db.select({ n: count() }).from(tasks).where(where),
  ]);
  const totalTasksCount = Number(total?.n ?? 0);
  return {
    tasks: await taskViews(deps.db, rows),
    totalTasksCount,
    totalPages: Math.ceil(totalTasksCount / rowsPerPage),
  };
}

export async function getTaskById(deps: Deps, taskId: string): Promise<TaskPayload> {
  const [row] = await deps.db.select().from(tasks).where(eq(tasks.id, taskId)).limit(1);
  if (!row) throw codedRefusal('TASK_NOT_FOUND');
  return taskView(deps.db, row);
}
