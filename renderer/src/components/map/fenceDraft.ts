import type { AreaFences } from '@ops/shared/rules/fences';

export type FenceKind = 'outer' | 'restricted' | 'ops';

export const FENCE_KIND_LABELS: Record<FenceKind, string> = {
  outer: 'Outer fence',
  restricted: 'Restricted fence',
  ops: 'Ops fence',
};

/** What the fence editor holds: the three fence types and the attendance marker. */
export interface FenceDraft {
  outerFence: Array<[number, number]>;
  restrictedFences: Array<Array<[number, number]>>;
  opsFences: Array<Array<[number, number]>>;
  attendance: [number, number] | null;
}

const pair = (point: readonly number[]): [number, number] => [point[0] ?? 0, point[1] ?? 0];

export function draftOf(area: {
  outerFence: number[][];
  restrictedFences: number[][][];
  opsFences: number[][][];
  attendanceCoordinatesLat?: number | null;
  attendanceCoordinatesLong?: number | null;
}): FenceDraft {
  const lat = area.attendanceCoordinatesLat;
  const lng = area.attendanceCoordinatesLong;
  return {
    outerFence: area.outerFence.map(pair),
    restrictedFences: area.restrictedFences.map((ring) => ring.map(pair)),
    opsFences: area.opsFences.map((ring) => ring.map(pair)),
    attendance: lat !== null && lat !== undefined && lng !== null && lng !== undefined ? [lat, lng] : null,
  };
}

export const fencesOf = (draft: FenceDraft): AreaFences => ({
  outerFence: draft.outerFence,
  restrictedFences: draft.restrictedFences,
  opsFences: draft.opsFences,
});

/** Six decimals is about 10 cm: enough for a fence, and keeps the saved rings short. */
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;
export const ringFromLatLngs = (
  points: ReadonlyArray<{ lat: number; lng: number }>,
): Array<[number, number]> => points.map((p) => [round6(p.lat), round6(p.lng)]);
