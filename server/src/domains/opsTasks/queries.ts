import { and, asc, eq, gte, ilike, inArray, lte, sql } from 'drizzle-orm';
import { OPS_TASKS_LIST, type OpsTasksFilters } from '@ops/shared/lists/opsTasks';
import type { ListRequestInput } from '@ops/shared/lists/listRequest';
import { OPS_TASK_MESSAGES } from '@ops/shared/rules/opsTasks';
import type { Deps } from '../../platform/deps';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import { UserError } from '../../platform/errors';
import { isUuid } from '../../platform/lib/uuid';
import { listPage, type FilterConditions } from '../../platform/lists/listQuery';
import { roles } from '../../platform/session/tables';
import { users } from '../../platform/session/tables';
import type { PersonRef } from '../users/index';
import { opsTaskHistoryViews, opsTaskViews, type OpsTaskHistoryView, type OpsTaskView } from './present';
import { opsTaskHistory, opsTasks } from './tables';

export const opsTasksConditions: FilterConditions<OpsTasksFilters> = {
  status: (status) => eq(opsTasks.status, status),
  type: (type) => eq(opsTasks.type, type),
  area: (ids) => inArray(opsTasks.areaId, ids),
  holder: (id) => eq(opsTasks.holderId, id),
  createdAt: (range) =>
    and(gte(opsTasks.createdAt, new Date(range.startDate)), lte(opsTasks.createdAt, new Date(range.endDate))),
};

/** A vehicle-code search: the start of the code, any case, LIKE's wildcards taken literally. */
const codeScope = (searchTerm: string | null | undefined) => {
  const term = searchTerm?.trim();
  return term ? ilike(opsTasks.vehicleCode, `${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined;
};

/** opsTasks (opsTask.VIEW_PAGE): the Ops Tasks list on the list helper. */
export async function listOpsTasks(
  deps: Pick<Deps, 'db' | 'clock'>,
  session: SessionInfo,
  args: ListRequestInput & { searchTerm?: string | null },
): Promise<{ opsTasks: OpsTaskView[]; totalCount: number; totalPages: number }> {
  const page = await listPage(
    deps.db,
    OPS_TASKS_LIST,
    args,
    { role: session.role, now: deps.clock.now() },
    {
      conditions: opsTasksConditions,
      sortColumns: {
        createdAt: opsTasks.createdAt,
        startedAt: opsTasks.startedAt,
        endedAt: opsTasks.endedAt,
        vehicleCode: opsTasks.vehicleCode,
      },
      tieBreaker: opsTasks.id,
      table: opsTasks,
      scope: codeScope(args.searchTerm),
      rows: ({ where, orderBy, limit, offset }) =>
        deps.db
          .select()
          .from(opsTasks)
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset),
    },
  );
  return {
    opsTasks: await opsTaskViews(deps.db, page.rows),
    totalCount: page.total,
    totalPages: page.totalPages,
  };
}

/** opsTask (opsTask.VIEW_PAGE): one task with every transition it went through. */
export async function getOpsTask(
  deps: Pick<Deps, 'db'>,
  id: string,
): Promise<{ task: OpsTaskView; history: OpsTaskHistoryView[] }> {
  if (!isUuid(id)) throw new UserError(OPS_TASK_MESSAGES.notFound);
  const [row] = await deps.db.select().from(opsTasks).where(eq(opsTasks.id, id)).limit(1);
  if (!row) throw new UserError(OPS_TASK_MESSAGES.notFound);
  const history = await deps.db
    .select()
    .from(opsTaskHistory)
    .where(eq(opsTaskHistory.taskId, id))
    .orderBy(asc(opsTaskHistory.createdAt), asc(opsTaskHistory.id));
  const [view] = await opsTaskViews(deps.db, [row]);
  return { task: view!, history: await opsTaskHistoryViews(deps.db, history) };
}

/**
 * Field technicians: staff whose role works ops tasks (opsTask.RESOLVE held as a flag, so
 * level-0 administrators, who hold everything, are not counted as field staff).
 */
export async function fieldTechnicians(deps: Pick<Deps, 'db'>): Promise<PersonRef[]> {
  return deps.db
    .select({ _id: users.id, name: users.name, phoneNumber: users.phoneNumber })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(
        eq(users.type, 'operations'),
        sql`${roles.level} > 0`,
        sql`(${roles.permissions} -> 'opsTask' ->> 'RESOLVE') = 'true'`,
      ),
    )
    .orderBy(asc(users.name), asc(users.id));
}
