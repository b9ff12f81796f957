import type { LatLng, Ring } from '../../domains/areas/tables';
import { pointInPolygon, polygonBounds, randomPointInPolygon } from '../../domains/areas/geometry';

/** About 50 m in Cairo: one tick of a ride at scooter speed with a few seconds per tick. */
export const STEP_DEGREES = 0.0005;

/**
 * One step of a random walk. Inside the fence it stays inside (a step that would cross is
 * retried, then skipped); `leave` lets a rider wander out on purpose, as riders do.
 */
export function stepWithin(point: LatLng, fence: Ring, random: () => number, leave = false): LatLng {
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const angle = random() * 2 * Math.PI;
    const distance = STEP_DEGREES * (0.5 + random());
    const next: LatLng = [point[0] + Math.sin(angle) * distance, point[1] + Math.cos(angle) * distance];
    if (fence.length < 3 || leave || pointInPolygon(next, fence)) return next;
  }
  return point;
}

/** A step straight out of the fence: just beyond its bounding box on the nearest side. */
export function stepOutside(point: LatLng, fence: Ring): LatLng {
  if (fence.length < 3) return point;
  const b = polygonBounds(fence);
  const margin = STEP_DEGREES * 2;
  const options: Array<[number, LatLng]> = [
    [point[0] - b.minLat, [b.minLat - margin, point[1]]],
    [b.maxLat - point[0], [b.maxLat + margin, point[1]]],
    [point[1] - b.minLng, [point[0], b.minLng - margin]],
    [b.maxLng - point[1], [point[0], b.maxLng + margin]],
  ];
  options.sort((a, c) => a[0] - c[0]);
  return options[0]![1];
}

/** Field work brings a vehicle back: a random spot inside the fence. */
export function pointInside(fence: Ring, random: () => number, fallback: LatLng): LatLng {
  if (fence.length < 3) return fallback;
  try {
    return randomPointInPolygon(fence, random);
  } catch {
    return fallback;
  }
}

/** Battery percent after a tick: riding drains it faster than standing. */
export function drain(percent: number, riding: boolean, random: () => number): number {
  // A look every ~40 s: a 12-minute ride uses about 10 %, a parked vehicle's IoT about 1 % an hour.
  const loss = riding ? 0.3 + random() * 0.6 : random() * 0.02;
  return Math.max(0, Math.round((percent - loss) * 100) / 100);
}
