import { and, eq, sql } from 'drizzle-orm';
import { FENCE_MESSAGES, FENCE_POINT_LIMIT, fencePointCount, fenceProblem } from '@ops/shared/rules/fences';
import type { Deps } from '../../platform/deps';
import { codedRefusal, UserError } from '../../platform/errors';
import { fenceStatus, vehicles } from '../vehicles';
import { announceAreaSaved } from './changes';
import { getArea, type PresentedArea } from './queries';
import { areas, type LatLng, type Ring } from './tables';

export interface AreaInput {
  viewInOpsApp: boolean;
  payBalanceOnly: boolean;
  forceIdVerification: boolean;
  isMultiLevel: boolean;
  isGeofencingEnabled: boolean;
  isOpsFencingEnabled: boolean;
  isEndingRideRestrictedinOuterFence: boolean;
  isExpressArea: boolean;
  outerFence: number[][];
  restrictedFences: number[][][];
  opsFences: number[][][];
  attendanceCoordinatesLat?: number | null;
  attendanceCoordinatesLong?: number | null;
  reservationPlans: Array<{ minutes: number; cost: number }>;
}

export const AREA_MESSAGES = {
  notFound: 'Area not found',
  point: 'Every fence point needs a latitude (-90 to 90) and a longitude (-180 to 180).',
  attendance: 'The attendance marker needs both a latitude and a longitude.',
  plan: 'A reservation plan needs whole minutes above 0 and a cost of 0 or more.',
  staleVersion: FENCE_MESSAGES.staleVersion,
} as const;

function toRing(points: number[][]): Ring {
  return points.map((point) => {
    const [lat, lng] = point;
    if (
      point.length !== 2 ||
      lat === undefined ||
      lng === undefined ||
      !Number.isFinite(lat) ||
      !Number.isFinite(lng) ||
      Math.abs(lat) > 90 ||
      Math.abs(lng) > 180
    ) {
      throw new UserError(AREA_MESSAGES.point);
    }
    return [lat, lng] as LatLng;
  });
}

/**
 * Saves the area page (flags, plans, fences, attendance marker). The fences pass the same
 * rule as the editor (shared/rules/fences); the save is refused unless it was made on the
 * area's latest version, so of two editors the later one reloads instead of erasing the
 * first one's fence. In the same transaction every vehicle of the area is checked against
 * the new fences (out of fence, in an ops fence), so lists and rules see them at once.
 */
export async function updateArea(
  deps: Deps,
  args: { _id: string; version: number; input: AreaInput },
): Promise<PresentedArea> {
  const { input } = args;
  // Before any per-point work: an oversized save is refused in the time it takes to count.
  const points = fencePointCount(input);
  if (points > FENCE_POINT_LIMIT) throw new UserError(FENCE_MESSAGES.tooManyPoints(points));
  const outerFence = toRing(input.outerFence);
  const restrictedFences = input.restrictedFences.map(toRing);
  const opsFences = input.opsFences.map(toRing);
  const problem = fenceProblem({ outerFence, restrictedFences, opsFences });
  if (problem) throw new UserError(problem);
  const lat = input.attendanceCoordinatesLat ?? null;
  const long = input.attendanceCoordinatesLong ?? null;
  if ((lat === null) !== (long === null)) throw new UserError(AREA_MESSAGES.attendance);
  if (lat !== null && long !== null) toRing([[lat, long]]);
  for (const plan of input.reservationPlans) {
    if (!Number.isInteger(plan.minutes) || plan.minutes <= 0 || !Number.isFinite(plan.cost) || plan.cost < 0)
      throw new UserError(AREA_MESSAGES.plan);
  }

  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const saved = await tx
      .update(areas)
      .set({
        viewInOpsApp: input.viewInOpsApp,
        payBalanceOnly: input.payBalanceOnly,
        forceIdVerification: input.forceIdVerification,
        isMultiLevel: input.isMultiLevel,
        isGeofencingEnabled: input.isGeofencingEnabled,
        isOpsFencingEnabled: input.isOpsFencingEnabled,
        isEndingRideRestrictedInOuterFence: input.isEndingRideRestrictedinOuterFence,
        isExpressArea: input.isExpressArea,
        outerFence,
        restrictedFences,
        opsFences,
        attendanceLat: lat,
        attendanceLong: long,
        reservationPlans: input.reservationPlans.map((plan) => ({
          minutes: plan.minutes,
          costPiasters: Math.round(plan.cost * 100),
        })),
        version: sql`${areas.version} + 1`,
        updatedAt: now,
      })
      // The version check and the write are one statement: of two saves on version n, the
      // second finds version n + 1 (it waited on the first's row lock) and updates nothing.
      .where(and(eq(areas.id, args._id), eq(areas.version, args.version)))
      .returning({
        id: areas.id,
        outerFence: areas.outerFence,
        geofenceCoordinates: areas.geofenceCoordinates,
        opsFences: areas.opsFences,
      });
    const area = saved[0];
    if (!area) {
      const [exists] = await tx.select({ id: areas.id }).from(areas).where(eq(areas.id, args._id));
      throw exists ? codedRefusal('AREA_CHANGED') : new UserError(AREA_MESSAGES.notFound);
    }
    const inArea = await tx
      .select({
        id: vehicles.id,
        lat: vehicles.lat,
        long: vehicles.long,
        isOutOfFence: vehicles.isOutOfFence,
        inOpsFence: vehicles.inOpsFence,
      })
      .from(vehicles)
      .where(eq(vehicles.areaId, area.id));
    for (const vehicle of inArea) {
      const status = fenceStatus([vehicle.lat, vehicle.long], area);
      if (status.isOutOfFence === vehicle.isOutOfFence && status.inOpsFence === vehicle.inOpsFence) continue;
      await tx
        .update(vehicles)
        .set({ isOutOfFence: status.isOutOfFence, inOpsFence: status.inOpsFence })
        .where(eq(vehicles.id, vehicle.id));
    }
  });
  announceAreaSaved(args._id);
  const area = await getArea(deps, args._id);
  if (!area) throw new UserError(AREA_MESSAGES.notFound);
  return area;
}
