import type { LatLng, Ring } from './tables';

/**
 * Plane geometry on [lat, lng] pairs. Areas span a few kilometres, so treating degrees as
 * flat coordinates is accurate enough for "inside or outside a fence".
 */

/** Even-odd ray casting; a point exactly on an edge may land either side. */
export function pointInPolygon(point: LatLng, ring: Ring): boolean {
  const [y, x] = point;
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [yi, xi] = ring[i]!;
    const [yj, xj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

export function pointInAnyPolygon(point: LatLng, rings: readonly Ring[]): boolean {
  return rings.some((ring) => pointInPolygon(point, ring));
}

export interface Bounds {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

export function polygonBounds(ring: Ring): Bounds {
  if (ring.length === 0) throw new Error('polygonBounds: empty ring');
  let minLat = Infinity;
  let maxLat = -Infinity;
  let minLng = Infinity;
  let maxLng = -Infinity;
  for (const [lat, lng] of ring) {
    minLat = Math.min(minLat, lat);
    maxLat = Math.max(maxLat, lat);
    minLng = Math.min(minLng, lng);
    maxLng = Math.max(maxLng, lng);
  }
  return { minLat, maxLat, minLng, maxLng };
}

/** Area-weighted centroid (the map centres on it); the vertex mean for a degenerate ring. */
export function polygonCentre(ring: Ring): LatLng {
  if (ring.length === 0) throw new Error('polygonCentre: empty ring');
  let twiceArea = 0;
  let cLat = 0;
  let cLng = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [latI, lngI] = ring[i]!;
    const [latJ, lngJ] = ring[j]!;
    const cross = lngJ * latI - lngI * latJ;
    twiceArea += cross;
    cLng += (lngJ + lngI) * cross;
    cLat += (latJ + latI) * cross;
  }
  if (Math.abs(twiceArea) < 1e-15) {
    const n = ring.length;
    return [ring.reduce((s, p) => s + p[0], 0) / n, ring.reduce((s, p) => s + p[1], 0) / n];
  }
  return [cLat / (3 * twiceArea), cLng / (3 * twiceArea)];
}

/**
 * A uniformly random point inside the ring (rejection sampling in its bounding box),
 * optionally outside every ring of `avoid`. `random` returns [0, 1) like Math.random.
 */
export function randomPointInPolygon(
  ring: Ring,
  random: () => number,
  avoid: readonly Ring[] = [],
  maxTries = 10_000,
): LatLng {
  const b = polygonBounds(ring);
  for (let i = 0; i < maxTries; i++) {
    const point: LatLng = [
      b.minLat + random() * (b.maxLat - b.minLat),
      b.minLng + random() * (b.maxLng - b.minLng),
    ];
    if (pointInPolygon(point, ring) && !pointInAnyPolygon(point, avoid)) return point;
  }
  throw new Error('randomPointInPolygon: no point found (ring too thin or fully avoided)');
}

/** GeoJSON positions are [lng, lat]; ours are [lat, lng]. Drops the closing repeat of the first point. */
export function ringFromGeoJson(coordinates: ReadonlyArray<readonly number[]>): Ring {
  const ring: Ring = coordinates.map((position) => {
    const [lng, lat] = position;
    if (lng === undefined || lat === undefined) throw new Error('ringFromGeoJson: position needs [lng, lat]');
    return [lat, lng];
  });
  const first = ring[0];
  const last = ring[ring.length - 1];
  if (ring.length > 1 && first && last && first[0] === last[0] && first[1] === last[1]) ring.pop();
  return ring;
}
