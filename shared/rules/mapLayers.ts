import { can, type RoleLike } from './permissions/can';
import { gate, type Gate } from './permissions/catalogue';

/** 03 §2.5 'Displayed Data', in the spec's order and words. */
export const DISPLAYED_DATA = [
  'Distributions',
  'User Ops Location',
  'Scooters',
  'Areas',
  'Rides',
  'Ops Fences',
] as const;
export type DisplayedData = (typeof DISPLAYED_DATA)[number];

/** Layers whose data needs a permission (the server refuses the same calls). */
export const LAYER_GATES: Partial<Record<DisplayedData, Gate>> = {
  'User Ops Location': gate('onGroundTeam.VIEW_PAGE'),
  Scooters: gate('vehicles.VIEW_PAGE'),
};

export const OPS_FENCE_ALWAYS_VISIBLE = gate('areas.OPS_FENCE_ALWAYS_VISIBLE');

/** The layers a role may turn on among those a map offers, in the spec's order. */
export function layersFor(
  role: RoleLike | null | undefined,
  offered: readonly DisplayedData[],
): DisplayedData[] {
  return DISPLAYED_DATA.filter(
    (layer) => offered.includes(layer) && (!LAYER_GATES[layer] || can(role, LAYER_GATES[layer])),
  );
}

/** 03 §2.5: ops fences show unless hidden, and always with the always-visible permission. */
export function opsFencesShown(
  role: RoleLike | null | undefined,
  selected: readonly DisplayedData[],
): boolean {
  return selected.includes('Ops Fences') || can(role, OPS_FENCE_ALWAYS_VISIBLE);
}
