import { and, asc, count, desc, eq, gte, inArray, lte, ne, type SQL } from 'drizzle-orm';
import { breakTable } from '@ops/shared/rules/breaks';
import type { TaskPayload } from '@ops/shared/realtime/taskEvents';
import type { Deps } from '../../platform/deps';
import type { Db } from '../../platform/db/client';
import { rowsPerPageOf } from '../../platform/graphql/limits';
import { parseFilters, tasks, taskViews } from '../tasks';
import { areas } from '../areas';
import { roles, users } from '../../platform/session/tables';
import { supportAttendance, supportBreaks, type AttendanceRow, type ShiftSummary } from './tables';

export interface TaskUserView {
  _id: string;
  name: string;
  phoneNumber: string;
}

export interface AttendanceView {
  _id: string;
  user: TaskUserView;
  userId: string;
  userName: string;
  userPhoneNumber: string;
  /** The rank rule (shared/rules/permissions/rank) needs it to grey out actions on seniors. */
  userRoleLevel: number | null;
  status: AttendanceRow['status'];
  checkInDate: string;
  checkOutDate: string | null;
  start: string;
  end: string | null;
  checkOutComment: string | null;
  checkedOutBy: string | null;
  breaks: Array<{
    _id: string;
    checkInDate: string;
    checkOutDate: string | null;
    reason: string;
    status: 'ongoing' | 'ended';
    setBy: string | null;
  }>;
  breakMinutes: number;
  totalMinutes: number;
  shiftSummary: ShiftSummary | null;
  idleReturns: number;
  awaySince: string | null;
  kind: AttendanceRow['kind'];
  areaId: string | null;
  areaName: string | null;
  userRoleName: string | null;
  checkInLat: number | null;
  checkInLong: number | null;
  checkInBypassed: boolean;
  checkOutLat: number | null;
  checkOutLong: number | null;
  checkOutBypassed: boolean;
  editedAt: string | null;
}

export async function attendanceViews(
  db: Db,
  rows: readonly AttendanceRow[],
  now: Date,
): Promise<AttendanceView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const areaIds = [...new Set(rows.map((row) => row.areaId).filter((id): id is string => !!id))];
  const [breaks, people, areaNames] = await Promise.all([
    db
      .select()
      .from(supportBreaks)
      .where(inArray(supportBreaks.attendanceId, ids))
      .orderBy(asc(supportBreaks.checkInDate)),
    db
      .select({
        _id: users.id,
        name: users.name,
        phoneNumber: users.phoneNumber,
        level: roles.level,
        roleName: roles.name,
      })
      .from(users)
      .leftJoin(roles, eq(roles.id, users.roleId))
      .where(inArray(users.id, [...new Set(rows.map((row) => row.userId))])),
    areaIds.length > 0
      ? db.select({ id: areas.id, name: areas.name }).from(areas).where(inArray(areas.id, areaIds))
      : Promise.resolve([]),
  ]);
  return rows.map((row) => {
    const own = breaks.filter((entry) => entry.attendanceId === row.id);
    const person = people.find((entry) => entry._id === row.userId);
    const user = { _id: row.userId, name: person?.name ?? '', phoneNumber: person?.phoneNumber ?? '' };
    const end = row.checkOutDate ?? now;
    return {
      _id: row.id,
      user,
      userId: user._id,
      userName: user.name,
      userPhoneNumber: user.phoneNumber,
      userRoleLevel: person?.level ?? null,
      status: row.status,
      checkInDate: row.checkInDate.toISOString(),
      checkOutDate: row.checkOutDate?.toISOString() ?? null,
      start: row.checkInDate.toISOString(),
      end: row.checkOutDate?.toISOString() ?? null,
      checkOutComment: row.checkOutComment,
      checkedOutBy: row.checkedOutBy,
      breaks: own.map((entry) => ({
        _id: entry.id,
        checkInDate: entry.checkInDate.toISOString(),
        checkOutDate: entry.checkOutDate?.toISOString() ?? null,
        reason: entry.reason,
        status: entry.checkOutDate ? 'ended' : 'ongoing',
        setBy: entry.setBy,
      })),
      breakMinutes: breakTable(own, now).totalMinutes,
      totalMinutes: Math.ceil(Math.max(0, end.getTime() - row.checkInDate.getTime()) / 60_000),
      shiftSummary: row.shiftSummary,
      idleReturns: row.idleReturns,
      awaySince: row.awaySince?.toISOString() ?? null,
      kind: row.kind,
      areaId: row.areaId,
      areaName: areaNames.find((area) => area.id === row.areaId)?.name ?? null,
      userRoleName: person?.roleName ?? null,
      checkInLat: row.checkInLat,
      checkInLong: row.checkInLong,
      checkInBypassed: row.checkInBypassed,
      checkOutLat: row.checkOutLat,
      checkOutLong: row.checkOutLong,
      checkOutBypassed: row.checkOutBypassed,
      editedAt: row.editedAt?.toISOString() ?? null,
    };
  });
}

const openRows = (db: Db) =>
  db
    .select()
    .from(supportAttendance)
    .where(ne(supportAttendance.status, 'ENDED'))
    .orderBy(asc(supportAttendance.checkInDate));

/** currentSupportTeamUserAttendance: the caller's open shift with its breaks, or null. */
export async function currentSupportTeamUserAttendance(
  deps: Deps,
  userId: string,
): Promise<AttendanceView | null> {
  const rows = await deps.db
    .select()
    .from(supportAttendance)
    .where(and(eq(supportAttendance.userId, userId), ne(supportAttendance.status, 'ENDED')))
    .limit(1);
  return (await attendanceViews(deps.db, rows, deps.clock.now()))[0] ?? null;
}

/** supportTeamAttendance: everyone on shift now. */
export async function supportTeamAttendance(deps: Pick<Deps, 'db' | 'clock'>): Promise<AttendanceView[]> {
  return attendanceViews(deps.db, await openRows(deps.db), deps.clock.now());
}

/** currentCheckedInUsersNotInBreak: who may receive a flagged task. */
export async function currentCheckedInUsersNotInBreak(
  deps: Deps,
  userId: string,
  filterCurrentUserOut: boolean,
): Promise<TaskUserView[]> {
  const rows = await deps.db
    .select({ _id: users.id, name: users.name, phoneNumber: users.phoneNumber })
    .from(supportAttendance)
    .innerJoin(users, eq(users.id, supportAttendance.userId))
    .where(eq(supportAttendance.status, 'ACTIVE'))
    .orderBy(asc(users.name));
  return filterCurrentUserOut ? rows.filter((row) => row._id !== userId) : rows;
}

/** getAllUsersCheckIn: the users-checked-in-tasks page, each with the task they hold. */
export async function getAllUsersCheckIn(
  deps: Pick<Deps, 'db' | 'clock'>,
): Promise<Array<AttendanceView & { task: TaskPayload | null }>> {
  const views = await supportTeamAttendance(deps);
  if (views.length === 0) return [];
  const held = await deps.db
    .select()
    .from(tasks)
    .where(
      and(
        eq(tasks.status, 'assigned'),
        inArray(
          tasks.assignedTo,
          views.map((view) => view.userId),
        ),
      ),
    );
  const heldViews = await taskViews(deps.db, held);
  return views.map((view) => ({
    ...view,
    task: heldViews.find((task) => task.assignedTo === view.userId) ?? null,
  }));
}

/** getSupportTeamAttendanceList: shift history for the attendance pages (filters userId, status, startDate, endDate). */
export async function getSupportTeamAttendanceList(
  deps: Deps,
  input: { pageNumber?: number | null; rowsPerPage?: number | null; filters?: string | null },
): Promise<{ attendances: AttendanceView[]; totalCount: number; totalPages: number }> {
  const filters = parseFilters(input.filters);
  const conditions: SQL[] = [];
  if (typeof filters.userId === 'string' && filters.userId)
    conditions.push(eq(supportAttendance.userId, filters.userId));
  if (typeof filters.status === 'string' && ['ACTIVE', 'IN_BREAK', 'ENDED'].includes(filters.status)) {
    conditions.push(eq(supportAttendance.status, filters.status as AttendanceRow['status']));
  }
  if (typeof filters.startDate === 'string' && filters.startDate)
    conditions.push(gte(supportAttendance.checkInDate, new Date(filters.startDate)));
  if (typeof filters.endDate === 'string' && filters.endDate)
    conditions.push(lte(supportAttendance.checkInDate, new Date(filters.endDate)));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rowsPerPage = rowsPerPageOf(input.rowsPerPage, 25);
  const pageNumber = Math.max(1, input.pageNumber ?? 1);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(supportAttendance)
      .where(where)
      .orderBy(desc(supportAttendance.checkInDate))
      .limit(rowsPerPage)
      .offset((pageNumber - 1) * rowsPerPage),
    deps.db.select({ n: count() }).from(supportAttendance).where(where),
  ]);
  const totalCount = Number(total?.n ?? 0);
  return {
    attendances: await attendanceViews(deps.db, rows, deps.clock.now()),
    totalCount,
    totalPages: Math.ceil(totalCount / rowsPerPage),
  };
}
