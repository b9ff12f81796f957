import { clusterRadius } from './clusterSize';
import type { ClusterItem } from './clusterItem';
import { itemAt, type PackedItems } from './packedItems';

/**
 * The item under a container point, singles before clusters (they are drawn on top). Runs
 * on the main thread, which gets the map's events, from the newest answer and the newest
 * positions it keeps; the painting may be in a worker.
 */
export function hitItem(
  items: PackedItems,
  point: { x: number; y: number },
  toScreen: (lat: number, lng: number) => { x: number; y: number },
  position: (slot: number) => [number, number],
  pinRadius: number,
): ClusterItem | null {
  let best = -1;
  for (let i = items.length - 1; i >= 0; i--) {
    const slot = items.slot[i]!;
    const [lat, lng] = slot >= 0 ? position(slot) : [items.lat[i]!, items.lng[i]!];
    const at = toScreen(lat, lng);
    const radius = slot >= 0 ? pinRadius + 3 : clusterRadius(items.count[i]!);
    if (Math.hypot(at.x - point.x, at.y - point.y) > radius) continue;
    if (slot >= 0) return itemAt(items, i);
    if (best < 0) best = i;
  }
  return best < 0 ? null : itemAt(items, best);
}
