import { clusterRadius } from './clusterPainter';
import type { ClusterItem } from './clusterIndex';

/**
 * The item under a container point, singles before clusters (they are drawn on top). Runs
 * on the main thread, which gets the map's events, from the newest answer and the newest
 * positions it keeps; the painting may be in a worker.
 */
export function hitItem(
  items: readonly ClusterItem[],
  point: { x: number; y: number },
  toScreen: (lat: number, lng: number) => { x: number; y: number },
  position: (slot: number) => [number, number],
  pinRadius: number,
): ClusterItem | null {
  let best: ClusterItem | null = null;
  for (let i = items.length - 1; i >= 0; i--) {
    const item = items[i]!;
    const [lat, lng] = item.slot >= 0 ? position(item.slot) : [item.lat, item.lng];
    const at = toScreen(lat, lng);
    const radius = item.slot >= 0 ? pinRadius + 3 : clusterRadius(item.count);
    if (Math.hypot(at.x - point.x, at.y - point.y) > radius) continue;
    if (item.slot >= 0) return item;
    best ??= item;
  }
  return best;
}
