import { and, eq, ne } from 'drizzle-orm';
import {
  ATTENDANCE_POINT_MESSAGES,
  ATTENDANCE_RADIUS_METERS,
  checkAttendanceLocation,
} from '@ops/shared/rules/attendancePoint';
import { can } from '@ops/shared/rules/permissions/can';
import type { Deps } from '../../platform/deps';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import { areas } from '../areas';
import { codedRefusal, UserError } from '../../platform/errors';
import { requireLength } from '../../platform/graphql/limits';
import { newId } from '../../platform/lib/ids';
import { actorOf, inTransaction, isUniqueViolation, lockOpenAttendance } from '../tasks';
import { users } from '../../platform/session/tables';
import { attendanceViews, type AttendanceView } from './queries';
import { emitAttendance } from './service';
import { supportAttendance } from './tables';

export const FIELD_MESSAGES = {
  alreadyCheckedIn: 'You are already checked in',
  supportShift: 'This shift is ended from the task workspace',
} as const;

interface Position {
  lat?: number | null;
  lng?: number | null;
}

const positionOf = (input: Position) =>
  typeof input.lat === 'number' && typeof input.lng === 'number' ? { lat: input.lat, lng: input.lng } : null;

/** The caller's area (their own area, else their first ops area) and its attendance point. */
async function attendanceArea(deps: Deps, userId: string) {
  const [person] = await deps.db
    .select({ areaId: users.areaId, opsAreas: users.opsAreas })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  const areaId = person?.areaId ?? person?.opsAreas[0] ?? null;
  if (!areaId) return null;
  const [area] = await deps.db
    .select({ id: areas.id, name: areas.name, lat: areas.attendanceLat, lng: areas.attendanceLong })
    .from(areas)
    .where(eq(areas.id, areaId))
    .limit(1);
  return area ?? null;
}

export async function myAttendancePoint(deps: Deps, session: SessionInfo) {
  const area = await attendanceArea(deps, session.user._id);
  return {
    areaId: area?.id ?? null,
    areaName: area?.name ?? null,
    lat: area?.lat ?? null,
    lng: area?.lng ?? null,
    radiusMeters: ATTENDANCE_RADIUS_METERS,
    mayBypassCheckIn: can(session.role, { layer: 'attendance', permission: 'BYPASS_LOCATION_CHECK_IN' }),
    mayBypassCheckOut: can(session.role, { layer: 'attendance', permission: 'BYPASS_LOCATION_CHECK_OUT' }),
  };
}

export async function myFieldAttendance(deps: Deps, session: SessionInfo): Promise<AttendanceView | null> {
  const rows = await deps.db
    .select()
    .from(supportAttendance)
    .where(and(eq(supportAttendance.userId, session.user._id), ne(supportAttendance.status, 'ENDED')))
    .limit(1);
  return (await attendanceViews(deps.db, rows, deps.clock.now()))[0] ?? null;
}

/** Where the check happens, in one place for check-in and check-out. */
async function locationCheck(
  deps: Deps,
  session: SessionInfo,
  input: Position & { bypassLocation?: boolean | null },
  step: 'BYPASS_LOCATION_CHECK_IN' | 'BYPASS_LOCATION_CHECK_OUT',
) {
  const area = await attendanceArea(deps, session.user._id);
  const bypass = input.bypassLocation === true;
  if (!area && !bypass) throw new UserError(ATTENDANCE_POINT_MESSAGES.noArea);
  const result = checkAttendanceLocation({
    position: positionOf(input),
    point: area && area.lat !== null && area.lng !== null ? { lat: area.lat, lng: area.lng } : null,
    bypass,
    mayBypass: can(session.role, { layer: 'attendance', permission: step }),
  });
  if (!result.ok) throw new UserError(result.error);
  return { area, bypassed: result.bypassed };
}

/** checkInAtAttendancePoint: opens a field shift at the caller's area attendance point. */
export async function checkInAtAttendancePoint(
  deps: Deps,
  session: SessionInfo,
  input: Position & { bypassLocation?: boolean | null },
): Promise<AttendanceView> {
  const { area, bypassed } = await locationCheck(deps, session, input, 'BYPASS_LOCATION_CHECK_IN');
  const actor = actorOf(session);
  const now = deps.clock.now();
  try {
    const row = await inTransaction(deps, async (tx, out) => {
      if (await lockOpenAttendance(tx, actor._id)) throw new UserError(FIELD_MESSAGES.alreadyCheckedIn);
      const [created] = await tx
        .insert(supportAttendance)
        .values({
          id: newId(),
          userId: actor._id,
          status: 'ACTIVE',
          kind: 'field',
          areaId: area?.id ?? null,
          checkInDate: now,
          checkInLat: input.lat ?? null,
          checkInLong: input.lng ?? null,
          checkInBypassed: bypassed,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      emitAttendance(out, created!, actor, null, null);
      return created!;
    });
    return (await attendanceViews(deps.db, [row], now))[0]!;
  } catch (error) {
    // Two check-ins at once: the one-open-shift index lets one through.
    if (isUniqueViolation(error)) throw new UserError(FIELD_MESSAGES.alreadyCheckedIn);
    throw error;
  }
}

/** checkOutAtAttendancePoint: ends the caller's field shift, with an optional comment. */
export async function checkOutAtAttendancePoint(
  deps: Deps,
  session: SessionInfo,
  input: Position & { bypassLocation?: boolean | null; comment?: string | null },
): Promise<AttendanceView> {
  requireLength('comment', input.comment?.trim());
  const { bypassed } = await locationCheck(deps, session, input, 'BYPASS_LOCATION_CHECK_OUT');
  const actor = actorOf(session);
  const now = deps.clock.now();
  const row = await inTransaction(deps, async (tx, out) => {
    const open = await lockOpenAttendance(tx, actor._id);
    if (!open) throw codedRefusal('NOT_CHECKED_IN');
    if (open.kind !== 'field') throw new UserError(FIELD_MESSAGES.supportShift);
    const [ended] = await tx
      .update(supportAttendance)
      .set({
        status: 'ENDED',
        checkOutDate: now,
        checkOutComment: input.comment?.trim() || null,
        checkedOutBy: actor._id,
        checkOutLat: input.lat ?? null,
        checkOutLong: input.lng ?? null,
        checkOutBypassed: bypassed,
        updatedAt: now,
      })
      .where(eq(supportAttendance.id, open.id))
      .returning();
    emitAttendance(out, ended!, actor, null, null);
    return ended!;
  });
  return (await attendanceViews(deps.db, [row], now))[0]!;
}
