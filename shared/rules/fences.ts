import { ringCrossesItself, ringWithin } from './ringCrossing';

/** [lat, lng], the order the spec and the map use. */
export type FencePoint = readonly [number, number];
export type FenceRing = readonly FencePoint[];

export interface AreaFences {
  outerFence: FenceRing;
  restrictedFences: readonly FenceRing[];
  opsFences: readonly FenceRing[];
}

/**
 * The most points one area's fences may hold in all (issue 22 finding 5). Cairo's drawn areas
 * have a few hundred; every client loads every fence at start, and a save checks and stores them
 * within 200 ms up to this size. Counted before any geometry, so an oversized save costs nothing.
 */
export const FENCE_POINT_LIMIT = 2_000;

/** Fences as they arrive, before each point is checked to be a pair: what the size check reads. */
export interface RawFences {
  outerFence: ReadonlyArray<ArrayLike<number>>;
  restrictedFences: ReadonlyArray<ReadonlyArray<ArrayLike<number>>>;
  opsFences: ReadonlyArray<ReadonlyArray<ArrayLike<number>>>;
}

export const FENCE_MESSAGES = {
  tooManyPoints: (count: number) =>
    `An area's fences may have at most ${FENCE_POINT_LIMIT.toLocaleString('en-US')} points in all; these have ${count.toLocaleString('en-US')}. Simplify the fences and save again.`,
  tooFewPoints: (fence: string) => `The ${fence} needs at least 3 points.`,
  crossesItself: (fence: string) => `The ${fence} crosses itself. Redraw it so that its edges do not cross.`,
  opsOutsideOuter: (n: number) =>
    `Ops fence ${n} is outside the outer fence. Ops fences must lie inside the outer fence.`,
  opsWithoutOuter: 'Draw the outer fence before adding ops fences.',
  staleVersion:
    'This area was changed by someone else since you opened it. Reload the area and make your changes again.',
} as const;

/** Drops a closing point that repeats the first, so the point count is the drawn corners. */
function openRing(ring: FenceRing): FenceRing {
  const first = ring[0];
  const last = ring[ring.length - 1];
  return ring.length > 1 && first && last && first[0] === last[0] && first[1] === last[1]
    ? ring.slice(0, -1)
    : ring;
}

/** Every point the area's fences hold, closing repeats not counted: what the limit is about. */
export function fencePointCount(fences: RawFences): number {
  let count = 0;
  for (const ring of [fences.outerFence, ...fences.restrictedFences, ...fences.opsFences]) {
    const first = ring[0];
    const last = ring[ring.length - 1];
    const closed = ring.length > 1 && first && last && first[0] === last[0] && first[1] === last[1];
    count += closed ? ring.length - 1 : ring.length;
  }
  return count;
}

/** The problem with one polygon, or null. */
export function polygonProblem(ring: FenceRing, fence: string): string | null {
  const open = openRing(ring);
  if (open.length < 3) return FENCE_MESSAGES.tooFewPoints(fence);
  if (ringCrossesItself(open)) return FENCE_MESSAGES.crossesItself(fence);
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
  const points = fencePointCount(fences);
  if (points > FENCE_POINT_LIMIT) return FENCE_MESSAGES.tooManyPoints(points);
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
    if (!ringWithin(openRing(ring), outer)) return FENCE_MESSAGES.opsOutsideOuter(i + 1);
  }
  return null;
}
