import { booleanWithin, kinks, polygon } from '@turf/turf';

/** [lat, lng], the order the spec and the map use. */
export type FencePoint = readonly [number, number];
export type FenceRing = readonly FencePoint[];

export interface AreaFences {
  outerFence: FenceRing;
  restrictedFences: readonly FenceRing[];
  opsFences: readonly FenceRing[];
}

export const FENCE_MESSAGES = {
  tooFewPoints: (fence: string) => `The ${fence} needs at least 3 points.`,
  crossesItself: (fence: string) => `The ${fence} crosses itself. Redraw it so that its edges do not cross.`,
  opsOutsideOuter: (n: number) => `Ops fence ${n} is outside the outer fence. Ops fences must lie inside the outer fence.`,
  opsWithoutOuter: 'Draw the outer fence before adding ops fences.',
  staleVersion: 'This area was changed by someone else since you opened it. Reload the area and make your changes again.',
} as const;

/** A ring in GeoJSON order ([lng, lat]) and closed, as turf wants it. */
function toPolygon(ring: FenceRing) {
  const positions = ring.map(([lat, lng]) => [lng, lat]);
  const first = positions[0]!;
  const last = positions[positions.length - 1]!;
  if (first[0] !== last[0] || first[1] !== last[1]) positions.push([first[0]!, first[1]!]);
  return polygon([positions]);
}

/** Drops a closing point that repeats the first, so the point count is the drawn corners. */
function openRing(ring: FenceRing): FenceRing {
  const first = ring[0];
  const last = ring[ring.length - 1];
  return ring.length > 1 && first && last && first[0] === last[0] && first[1] === last[1] ? ring.slice(0, -1) : ring;
}

/** The problem with one polygon, or null. */
export function polygonProblem(ring: FenceRing, fence: string): string | null {
  const open = openRing(ring);
  if (open.length < 3) return FENCE_MESSAGES.tooFewPoints(fence);
  if (kinks(toPolygon(open)).features.length > 0) return FENCE_MESSAGES.crossesItself(fence);
  return null;
}

/**
 * Every fence of an area, checked before it is saved (03 §2.5 edit mode): each polygon
 * must be simple (no edge crossing another), and each ops fence must lie inside the outer
 * fence. The same function runs in the editor (the save button says why it cannot save)
 * and on the server (which refuses the call). An empty outer fence is allowed: an area
 * may have none yet. Returns the first problem in drawing order, or null.
 */
export function fenceProblem(fences: AreaFences): string | null {
  const outer = openRing(fences.outerFence);
  if (outer.length > 0) {
    const problem = polygonProblem(outer, 'outer fence');
    if (problem) return problem;
  }
  for (const [i, ring] of fences.restrictedFences.entries()) {
    const problem = polygonProblem(ring, `restricted fence ${i + 1}`);
    if (problem) return problem;
  }
  for (const [i, ring] of fences.opsFences.entries()) {
    const problem = polygonProblem(ring, `ops fence ${i + 1}`);
    if (problem) return problem;
    if (outer.length === 0) return FENCE_MESSAGES.opsWithoutOuter;
    if (!booleanWithin(toPolygon(openRing(ring)), toPolygon(outer))) return FENCE_MESSAGES.opsOutsideOuter(i + 1);
  }
  return null;
}
