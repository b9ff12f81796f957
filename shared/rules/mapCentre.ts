import { MAP } from './constants';
import type { FenceRing } from './fences';

export interface LatLngLiteral {
  lat: number;
  lng: number;
}

/** The vertex mean of a ring: good enough to centre a map on an area a few kilometres wide. */
export function ringCentre(ring: FenceRing): LatLngLiteral | null {
  if (ring.length === 0) return null;
  let lat = 0;
  let lng = 0;
  for (const [a, b] of ring) {
    lat += a;
    lng += b;
  }
  return { lat: lat / ring.length, lng: lng / ring.length };
}

const usable = (point: LatLngLiteral | null | undefined): point is LatLngLiteral =>
  !!point &&
  Number.isFinite(point.lat) &&
  Number.isFinite(point.lng) &&
  !(point.lat === 0 && point.lng === 0);

/**
 * 03 §2.5: the centre comes from the given coordinates, else the area's outer-fence
 * centre, else the browser location; the fallback is central Cairo. (0, 0) is what a
 * vehicle that never reported sends, so it counts as no coordinates.
 */
export function mapCentre(input: {
  given?: LatLngLiteral | null;
  areaOuterFence?: FenceRing | null;
  browser?: LatLngLiteral | null;
}): { centre: LatLngLiteral; source: 'given' | 'area' | 'browser' | 'fallback' } {
  if (usable(input.given)) return { centre: input.given, source: 'given' };
  const fromArea = input.areaOuterFence ? ringCentre(input.areaOuterFence) : null;
  if (usable(fromArea)) return { centre: fromArea, source: 'area' };
  if (usable(input.browser)) return { centre: input.browser, source: 'browser' };
  return { centre: { ...MAP.fallbackCentre }, source: 'fallback' };
}
