import type { AreaRow, LatLng } from '../areas';
import { pointInAnyPolygon, pointInPolygon } from '../areas';

export interface FenceStatus {
  isOutOfFence: boolean;
  inOpsFence: boolean;
}

/**
 * Where a point stands against its area's fences, from the polygons themselves (not the
 * stored flags, which the fleet feed refreshes only now and then). The outer fence is the
 * area's boundary; the legacy single geofence stands in when no outer fence is drawn. A
 * vehicle with no area is outside every fence.
 */
export function fenceStatus(
  point: LatLng,
  area: Pick<AreaRow, 'outerFence' | 'geofenceCoordinates' | 'opsFences'> | null,
): FenceStatus {
  if (!area) return { isOutOfFence: true, inOpsFence: false };
  const boundary = area.outerFence.length >= 3 ? area.outerFence : area.geofenceCoordinates;
  const isOutOfFence = boundary.length >= 3 ? !pointInPolygon(point, boundary) : false;
  return {
    isOutOfFence,
    inOpsFence: pointInAnyPolygon(
      point,
      area.opsFences.filter((ring) => ring.length >= 3),
    ),
  };
}
