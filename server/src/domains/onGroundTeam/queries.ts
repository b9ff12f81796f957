import { and, count, desc, eq, gte, inArray } from 'drizzle-orm';
import { startOfDay } from '@ops/shared/rules/dateRange';
import { CAIRO_TIME_ZONE } from '@ops/shared/lists/dateRangeFilter';
import { isOnShift } from '@ops/shared/rules/onGroundTeam';
import type { Deps } from '../../platform/deps';
import { namesFor, type AreaRef, type PersonRef } from '../users/index';
import { fieldTechnicians, opsTaskViews, type OpsTaskView, opsTasks } from '../opsTasks';
import { staffLocations } from '../staffLocations';
import { users } from '../../platform/session/tables';

export interface StaffLastLocation {
  lat: number;
  lng: number;
  createdAt: string;
  errorCode: string | null;
  errorMessage: string | null;
}

export interface OnGroundStaffView {
  user: PersonRef;
  area: AreaRef | null;
  onShift: boolean;
  currentTask: OpsTaskView | null;
  resolvedToday: number;
  failedToday: number;
  lastLocation: StaffLastLocation | null;
}

/**
 * onGroundTeam (onGroundTeam.VIEW_PAGE): every field technician with the task they hold, what
 * they finished today (Cairo) and their last reported location. A handful of queries for the
 * whole team, each on an index (staff_locations by user and time, ops_tasks by holder).
 */
export async function onGroundTeam(deps: Pick<Deps, 'db' | 'clock'>): Promise<OnGroundStaffView[]> {
  const now = deps.clock.now();
  const team = await fieldTechnicians(deps);
  if (team.length === 0) return [];
  const ids = team.map((member) => member._id);
  const dayStart = startOfDay(now, CAIRO_TIME_ZONE);
  const [homes, held, finished, lastSeen] = await Promise.all([
    deps.db.select({ id: users.id, areaId: users.areaId }).from(users).where(inArray(users.id, ids)),
    deps.db
      .select()
      .from(opsTasks)
      .where(and(inArray(opsTasks.holderId, ids), eq(opsTasks.status, 'inProgress'))),
    deps.db
      .select({ holderId: opsTasks.holderId, status: opsTasks.status, n: count() })
      .from(opsTasks)
      .where(
        and(
          inArray(opsTasks.holderId, ids),
          inArray(opsTasks.status, ['resolved', 'failed']),
          gte(opsTasks.endedAt, dayStart),
        ),
      )
      .groupBy(opsTasks.holderId, opsTasks.status),
    // The newest row per technician: DISTINCT ON walks staff_locations_user_idx once per person.
    deps.db
      .selectDistinctOn([staffLocations.userId])
      .from(staffLocations)
      .where(inArray(staffLocations.userId, ids))
      .orderBy(staffLocations.userId, desc(staffLocations.createdAt)),
  ]);
  const areaOf = new Map(homes.map((h) => [h.id, h.areaId]));
  const names = await namesFor(
    deps.db,
    [],
    homes.map((h) => h.areaId),
  );
  const taskViews = await opsTaskViews(deps.db, held);
  const taskOf = new Map(taskViews.map((view) => [view.holder!._id, view]));
  const doneOf = (id: string, status: string) =>
    Number(finished.find((f) => f.holderId === id && f.status === status)?.n ?? 0);
  const locationOf = new Map(lastSeen.map((row) => [row.userId, row]));
  return team.map((member) => {
    const location = locationOf.get(member._id) ?? null;
    const currentTask = taskOf.get(member._id) ?? null;
    return {
      user: member,
      area: names.area(areaOf.get(member._id) ?? null),
      onShift: isOnShift(location?.createdAt ?? null, currentTask !== null, now),
      currentTask,
      resolvedToday: doneOf(member._id, 'resolved'),
      failedToday: doneOf(member._id, 'failed'),
      lastLocation: location
        ? {
            lat: location.lat,
            lng: location.lng,
            createdAt: location.createdAt.toISOString(),
            errorCode: location.errorCode,
            errorMessage: location.errorMessage,
          }
        : null,
    };
  });
}
