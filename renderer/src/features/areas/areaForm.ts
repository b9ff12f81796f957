import type { AreaInput, MapAreaFragment } from '../../generated/graphql';
import type { FenceDraft } from '../../components/map/fenceDraft';

/** The area page's switches (03 §3 Area flags), in the spec's order, with their labels. */
export const AREA_FLAGS = [
  ['viewInOpsApp', 'View in ops app'],
  ['payBalanceOnly', 'Pay balance only'],
  ['forceIdVerification', 'Force ID verification'],
  ['isMultiLevel', 'Multi-level'],
  ['isGeofencingEnabled', 'Geofencing enabled'],
  ['isOpsFencingEnabled', 'Ops fencing enabled'],
  ['isEndingRideRestrictedinOuterFence', 'Ending ride restricted in outer fence'],
  ['isExpressArea', 'Express area'],
] as const;

export type AreaFlag = (typeof AREA_FLAGS)[number][0];
export type AreaFlags = Record<AreaFlag, boolean>;
export type PlanDraft = { minutes: number; cost: number };

export const flagsOf = (area: MapAreaFragment): AreaFlags =>
  Object.fromEntries(AREA_FLAGS.map(([key]) => [key, area[key]])) as AreaFlags;

/** updateArea's input from the page's three drafts. */
export function areaInput(flags: AreaFlags, plans: readonly PlanDraft[], fences: FenceDraft): AreaInput {
  return {
    ...flags,
    outerFence: fences.outerFence,
    restrictedFences: fences.restrictedFences,
    opsFences: fences.opsFences,
    attendanceCoordinatesLat: fences.attendance?.[0] ?? null,
    attendanceCoordinatesLong: fences.attendance?.[1] ?? null,
    reservationPlans: plans.map((plan) => ({ minutes: plan.minutes, cost: plan.cost })),
  };
}
