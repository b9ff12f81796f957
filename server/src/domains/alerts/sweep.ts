import { and, eq, gt, isNotNull, isNull, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { displayedBattery } from '@ops/shared/rules/battery';
import {
  EMPTY_WATCH,
  FIELD_CREW_METRES,
  FIELD_WORK_MINUTES,
  MOVE_BEEP_URGENT_MINUTES,
  NOT_UPDATING_AFTER_MINUTES,
  THEFT_OUTSIDE_FENCE_MINUTES,
  urgencyChange,
  urgencyOf,
  watchForTheft,
  type TheftKind,
  type TheftWatch,
} from '@ops/shared/rules/alerts';
import { REALTIME_EVENTS } from '@ops/shared/realtime/events';
import type {
  DelUrgentVehicleEvent,
  OutOfFenceVehicleEvent,
  UrgentVehicleEvent,
} from '@ops/shared/realtime/alertEvents';
import { emitNow } from '../../platform/db/outbox';
import type { Deps } from '../../platform/deps';
import { newId } from '../../platform/lib/ids';
import { opsTasks } from '../opsTasks';
import { rides } from '../rides';
import { staffLocations } from '../staffLocations';
import { vehicleLifeCycle, vehicles } from '../vehicles';
import { raiseTheftIncident } from './theft';
import { vehicleAlertWatch } from './tables';

type VehicleRow = typeof vehicles.$inferSelect;
type WatchRow = typeof vehicleAlertWatch.$inferSelect;

const MINUTE_MS = 60_000;

export interface SweepReport {
  looked: number;
  urgent: number;
  notUrgent: number;
  outOfFence: number;
  incidents: number;
}

const watchOf = (row: WatchRow | null): TheftWatch =>
  row
    ? {
        anchor:
          row.anchorLat !== null && row.anchorLong !== null && row.anchoredAt !== null
            ? { lat: row.anchorLat, long: row.anchorLong, at: row.anchoredAt }
            : null,
        last:
          row.lastLat !== null && row.lastLong !== null && row.lastAt !== null
            ? { lat: row.lastLat, long: row.lastLong, at: row.lastAt }
            : null,
        suspect: row.suspect,
        outsideSince: row.outsideSince,
        open: row.openIncidents.filter(
          (kind): kind is TheftKind => kind === 'MOVED_WHILE_LOCKED' || kind === 'OUTSIDE_FENCE',
        ),
      }
    : EMPTY_WATCH;

/** The previous fix is not compared: a vehicle that stands still is not written at every look. */
const sameWatch = (a: TheftWatch, b: TheftWatch): boolean =>
  a.suspect === b.suspect &&
  a.anchor?.lat === b.anchor?.lat &&
  a.anchor?.long === b.anchor?.long &&
  a.anchor?.at.getTime() === b.anchor?.at.getTime() &&
  a.outsideSince?.getTime() === b.outsideSince?.getTime() &&
  [...a.open].sort().join() === [...b.open].sort().join();

/**
 * The vehicles to look at: those written since the last look, and those whose state
 * changes with time alone (a device falling silent, a move beep growing old, a vehicle
 * outside its fence long enough). Only a candidate filter: the rules themselves are
 * shared/rules/alerts, applied below.
 */
async function candidates(
  deps: Deps,
  since: Date,
  now: Date,
): Promise<Array<{ v: VehicleRow; w: WatchRow | null; lastRideStartedAt: Date | null; fieldWork: boolean }>> {
  const fieldSince = new Date(now.getTime() - FIELD_WORK_MINUTES * MINUTE_MS);
  const staleBefore = new Date(now.getTime() - NOT_UPDATING_AFTER_MINUTES * MINUTE_MS);
  const beepBefore = new Date(now.getTime() - MOVE_BEEP_URGENT_MINUTES * MINUTE_MS);
  const fenceBefore = new Date(now.getTime() - THEFT_OUTSIDE_FENCE_MINUTES * MINUTE_MS);
  return deps.db
    .select({
      v: vehicles,
      w: vehicleAlertWatch,
      lastRideStartedAt:
        sql<Date | null>`(SELECT max(${rides.createdAt}) FROM ${rides} WHERE ${rides.vehicleId} = ${vehicles.id})`.mapWith(
          (value: string | Date | null) => (value === null ? null : new Date(value)),
        ),
      fieldWork: fieldWorkOn(fieldSince),
    })
    .from(vehicles)
    .leftJoin(vehicleAlertWatch, eq(vehicleAlertWatch.vehicleId, vehicles.id))
    .where(
      or(
        gt(vehicles.updatedAt, since),
        gt(vehicles.lastMoveBeep, since),
        and(
          lt(vehicles.lastUpdate, staleBefore),
          sql`${vehicles.urgencyType} IS DISTINCT FROM 'NOT_UPDATING'`,
          eq(vehicles.disabled, false),
          eq(vehicles.isInStorage, false),
        ),
        and(eq(vehicles.urgencyType, 'MOVE_BEEP'), lt(vehicles.lastMoveBeep, beepBefore)),
        and(
          isNotNull(vehicleAlertWatch.outsideSince),
          lt(vehicleAlertWatch.outsideSince, fenceBefore),
          sql`NOT ('OUTSIDE_FENCE' = ANY(${vehicleAlertWatch.openIncidents}))`,
        ),
      ),
    );
}

/** About FIELD_CREW_METRES in degrees of latitude (a box is enough: the rule is "beside it"). */
const FIELD_CREW_DEGREES = FIELD_CREW_METRES / 111_195;

/**
 * The field team has the vehicle in hand (shared/rules/alerts TheftObservation.fieldWork): an
 * ops task on it in progress or ended since `since` (an open task nobody has started moves
 * nothing), or a technician's app reporting
 * beside it (where it stands now or where the watch last anchored it) since `since`.
 */
export function fieldWorkOn(since: Date) {
  const near = (lat: SQL | AnyColumn, long: SQL | AnyColumn) =>
    sql`(${staffLocations.lat} BETWEEN ${lat} - ${FIELD_CREW_DEGREES} AND ${lat} + ${FIELD_CREW_DEGREES}
         AND ${staffLocations.lng} BETWEEN ${long} - ${FIELD_CREW_DEGREES} / cos(radians(${lat})) AND ${long} + ${FIELD_CREW_DEGREES} / cos(radians(${lat})))`;
  return sql<boolean>`(EXISTS (SELECT 1 FROM ${opsTasks} WHERE ${opsTasks.vehicleId} = ${vehicles.id}
      AND (${opsTasks.status} = 'inProgress' OR ${opsTasks.endedAt} >= ${since.toISOString()}))
    OR EXISTS (SELECT 1 FROM ${staffLocations} WHERE ${staffLocations.createdAt} >= ${since.toISOString()}
      AND (${near(vehicles.lat, vehicles.long)} OR (${vehicleAlertWatch.anchorLat} IS NOT NULL AND ${near(vehicleAlertWatch.anchorLat, vehicleAlertWatch.anchorLong)}))))`.mapWith(
    Boolean,
  );
}

/** Stores a new urgency type (compare-and-set, so two nodes never both announce it) and announces it. */
async function updateUrgency(deps: Deps, v: VehicleRow, now: Date, report: SweepReport): Promise<void> {
  const next = urgencyOf(
    {
      lockStatus: v.lockStatus,
      isInStorage: v.isInStorage,
      disabled: v.disabled,
      inRide: v.inRide,
      iotStatus: v.iotStatus,
      isOutOfFence: v.isOutOfFence,
      lastUpdate: v.lastUpdate,
      lastMoveBeep: v.lastMoveBeep,
      batteryPercent: displayedBattery({ realBatteryValue: v.realBatteryValue, battery: v.battery }),
    },
    now,
  );
  const event = urgencyChange(v.urgencyType, next);
  if (!event) return;
  const [stored] = await deps.db
    .update(vehicles)
    .set({ urgencyType: next, isUrgent: next !== null })
    .where(
      and(
        eq(vehicles.id, v.id),
        v.urgencyType === null ? isNull(vehicles.urgencyType) : eq(vehicles.urgencyType, v.urgencyType),
      ),
    )
    .returning({ id: vehicles.id });
  if (!stored) return;
  // Entering and leaving urgency are life-cycle events of the vehicle (02: ENTERED_URGENT, EXITED_URGENT).
  if ((v.urgencyType === null) !== (next === null)) {
    await deps.db.insert(vehicleLifeCycle).values({
      id: newId(),
      vehicleId: v.id,
      code: v.code,
      case: next ? 'ENTERED_URGENT' : 'EXITED_URGENT',
      service: 'alerts',
      createdAt: now,
    });
  }
  if (next !== null) {
    const payload: UrgentVehicleEvent = {
      _id: v.id,
      code: v.code,
      area: v.areaId,
      urgencyType: next,
      lockStatus: v.lockStatus,
      isInStorage: v.isInStorage,
      lat: v.lat,
      long: v.long,
    };
    emitNow(deps.events, (out) => out.toTopic(REALTIME_EVENTS.URGENT_VEHICLE, payload));
    report.urgent += 1;
  } else {
    const payload: DelUrgentVehicleEvent = { _id: v.id, code: v.code, area: v.areaId };
    emitNow(deps.events, (out) => out.toTopic(REALTIME_EVENTS.DEL_URGENT_VEHICLE, payload));
    report.notUrgent += 1;
  }
}

/** The fence exit (announced once per exit) and the theft watch of one vehicle. */
async function watch(
  deps: Deps,
  seen: { v: VehicleRow; w: WatchRow | null; lastRideStartedAt: Date | null; fieldWork: boolean },
  now: Date,
  report: SweepReport,
): Promise<void> {
  const { v, w, lastRideStartedAt, fieldWork } = seen;
  const before = watchOf(w);
  const { watch: after, raise } = watchForTheft(
    before,
    {
      lat: v.lat,
      long: v.long,
      lockStatus: v.lockStatus,
      inRide: v.inRide,
      isOutOfFence: v.isOutOfFence,
      isInStorage: v.isInStorage,
      lastRideStartedAt,
      fieldWork,
    },
    now,
  );
  const wasOut = w?.wasOutOfFence ?? false;
  if (w && sameWatch(before, after) && wasOut === v.isOutOfFence) return;
  const values = {
    anchorLat: after.anchor?.lat ?? null,
    anchorLong: after.anchor?.long ?? null,
    anchoredAt: after.anchor?.at ?? null,
    lastLat: after.last?.lat ?? null,
    lastLong: after.last?.long ?? null,
    lastAt: after.last?.at ?? null,
    suspect: after.suspect,
    outsideSince: after.outsideSince,
    openIncidents: after.open,
    wasOutOfFence: v.isOutOfFence,
  };
  await deps.db
    .insert(vehicleAlertWatch)
    .values({ vehicleId: v.id, ...values })
    .onConflictDoUpdate({ target: vehicleAlertWatch.vehicleId, set: values });
  if (v.isOutOfFence && !wasOut) {
    const payload: OutOfFenceVehicleEvent = {
      _id: v.id,
      code: v.code,
      area: v.areaId,
      lat: v.lat,
      long: v.long,
    };
    emitNow(deps.events, (out) => out.toTopic(REALTIME_EVENTS.OUT_OF_FENCE_VEHICLE, payload));
    report.outOfFence += 1;
  }
  for (const kind of raise) {
    await raiseTheftIncident(deps, v, kind);
    report.incidents += 1;
  }
}

/**
 * One look at the fleet: every vehicle that changed since `since` (or whose state moved
 * with time) gets its urgency recomputed and announced (URGENT_VEHICLE, DEL_URGENT_VEHICLE),
 * its fence exit announced (OUT_OF_FENCE_VEHICLE), and its theft watch advanced. Looking
 * twice at the same state changes and sends nothing, so overlapping windows are safe.
 */
export async function runAlertSweep(deps: Deps, since: Date): Promise<SweepReport> {
  const now = deps.clock.now();
  const report: SweepReport = { looked: 0, urgent: 0, notUrgent: 0, outOfFence: 0, incidents: 0 };
  for (const seen of await candidates(deps, since, now)) {
    const { v } = seen;
    report.looked += 1;
    try {
      await updateUrgency(deps, v, now, report);
      await watch(deps, seen, now, report);
    } catch (error) {
      // One vehicle's failure (a task engine refusal) must not stop the others.
      deps.log.warn({ err: error, code: v.code }, 'alert watcher: a vehicle could not be looked at');
    }
  }
  return report;
}
