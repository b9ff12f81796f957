import { and, asc, desc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ATTENDANCE_LIST, type AttendanceFilters } from '@ops/shared/lists/attendance';
import type { ListRequestInput } from '@ops/shared/lists/listRequest';
import type { Deps } from '../../platform/deps';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import { areas } from '../areas';
import { userAudit } from '../../platform/audit/tables';
import type { Db } from '../../platform/db/client';
import { UserError } from '../../platform/errors';
import {
  filterCondition,
  listPage,
  readListRequest,
  type FilterConditions,
} from '../../platform/lists/listQuery';
import { roles, users } from '../../platform/session/tables';
import { attendanceViews, type AttendanceView } from './queries';
import { supportAttendance } from './tables';

/** One SQL condition per filter key of shared/lists/attendance.ts (role: through the user's role). */
export const attendanceConditions = (db: Db): FilterConditions<AttendanceFilters> => ({
  userId: (id) => eq(supportAttendance.userId, id),
  roleId: (id) =>
    inArray(supportAttendance.userId, db.select({ id: users.id }).from(users).where(eq(users.roleId, id))),
  areaId: (id) => eq(supportAttendance.areaId, id),
  status: (status) => eq(supportAttendance.status, status),
  kind: (kind) => eq(supportAttendance.kind, kind),
  checkInDate: (range) =>
    and(
      gte(supportAttendance.checkInDate, new Date(range.startDate)),
      lte(supportAttendance.checkInDate, new Date(range.endDate)),
    ),
});

/** getAttendances: every staff member's shifts (attendance.VIEW_PAGE, in the schema). */
export async function getAttendances(
  deps: Deps,
  session: SessionInfo,
  input: ListRequestInput,
): Promise<{ attendances: AttendanceView[]; totalCount: number; totalPages: number }> {
  const now = deps.clock.now();
  const page = await listPage(
    deps.db,
    ATTENDANCE_LIST,
    input,
    { role: session.role, now },
    {
      conditions: attendanceConditions(deps.db),
      sortColumns: {
        checkInDate: supportAttendance.checkInDate,
        checkOutDate: supportAttendance.checkOutDate,
      },
      tieBreaker: supportAttendance.id,
      table: supportAttendance,
      rows: ({ where, orderBy, limit, offset }) =>
        deps.db
          .select()
          .from(supportAttendance)
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset),
    },
  );
  return {
    attendances: await attendanceViews(deps.db, page.rows, now),
    totalCount: page.total,
    totalPages: page.totalPages,
  };
}

/** The header of /app/attendance/user/{id}: who, and totals over their shifts in the filters' range. */
export async function getAttendanceUserSummary(
  deps: Deps,
  session: SessionInfo,
  input: { userId: string; filters?: string | null },
) {
  const now = deps.clock.now();
  const request = readListRequest(ATTENDANCE_LIST, { filters: input.filters }, { role: session.role, now });
  const [person] = await deps.db
    .select({
      _id: users.id,
      name: users.name,
      phoneNumber: users.phoneNumber,
      roleName: roles.name,
      areaName: areas.name,
    })
    .from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(areas, eq(areas.id, users.areaId))
    .where(eq(users.id, input.userId))
    .limit(1);
  if (!person) throw new UserError('User not found');
  const where = and(
    eq(supportAttendance.userId, input.userId),
    filterCondition({ ...request.filters, userId: undefined }, attendanceConditions(deps.db)),
  );
  const rows = await deps.db.select().from(supportAttendance).where(where);
  const views = await attendanceViews(deps.db, rows, now);
  return {
    user: { _id: person._id, name: person.name, phoneNumber: person.phoneNumber },
    roleName: person.roleName,
    areaName: person.areaName,
    shifts: views.length,
    workedMinutes: views.reduce((sum, view) => sum + Math.max(0, view.totalMinutes - view.breakMinutes), 0),
    breakMinutes: views.reduce((sum, view) => sum + view.breakMinutes, 0),
  };
}

const actor = alias(users, 'actor');

/** The manual edits of one shift, newest first, from the audit trail. */
export async function getAttendanceEdits(deps: Deps, attendanceId: string) {
  const conditions: SQL[] = [eq(userAudit.subjectType, 'attendance'), eq(userAudit.subjectId, attendanceId)];
  const rows = await deps.db
    .select({ entry: userAudit, actorName: actor.name, actorPhone: actor.phoneNumber })
    .from(userAudit)
    .leftJoin(actor, eq(actor.id, userAudit.actorId))
    .where(and(...conditions))
    .orderBy(desc(userAudit.createdAt), desc(userAudit.id));
  return rows.map(({ entry, actorName, actorPhone }) => ({
    _id: entry.id,
    action: entry.action,
    actor: entry.actorId
      ? { _id: entry.actorId, name: actorName ?? '', phoneNumber: actorPhone ?? '' }
      : null,
    before: entry.before,
    after: entry.after,
    reason: entry.reason,
    requestId: entry.requestId,
    createdAt: entry.createdAt.toISOString(),
  }));
}

/** The filter pickers' choices: every role and every staff member, by name. */
export async function getAttendanceFilterOptions(deps: Deps) {
  const [roleRows, staff] = await Promise.all([
    deps.db.select({ _id: roles.id, name: roles.name }).from(roles).orderBy(asc(roles.name)),
    deps.db
      .select({ _id: users.id, name: users.name, phoneNumber: users.phoneNumber })
      .from(users)
      .where(eq(users.type, 'operations'))
      .orderBy(asc(users.name)),
  ]);
  return { roles: roleRows, staff };
}
