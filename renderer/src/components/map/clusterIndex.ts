import { MAP } from '@ops/shared/rules/constants';
import { ClusterLevels } from './clusterLevels';
import type { BBox, ClusterItem } from './clusterItem';
import { separateClusters } from './clusterSeparation';

/**
 * The vehicle clustering of the live map, without Leaflet or the DOM, so it runs in a Web
 * Worker (clusterWorker.ts), inline where no worker exists (tests), and in the benchmark.
 * Points are kept in typed arrays by slot; a move changes two numbers, and the index
 * (supercluster's clustering, clusterLevels.ts) is rebuilt from them only when asked (the
 * worker does it at most once a second), so a tick of a thousand moves costs microseconds
 * and pans query an index that is ready.
 */

export const CLUSTER_OPTIONS = {
  // Supercluster's radius is in pixels of a 512-px tile; the spec's 10 is Leaflet's 256-px radius.
  radius: MAP.scooterClusterRadius * 2,
  extent: 512,
  minZoom: 0,
  // Clusters stop at zoom 16: from 17 on every vehicle is its own pin.
  maxZoom: MAP.disableClusteringAtZoom,
  minPoints: 2,
} as const;

export class ClusterIndex {
  private lat: Float64Array = new Float64Array(0);
  private lng: Float64Array = new Float64Array(0);
  private size = 0;
  private readonly levels = new ClusterLevels(CLUSTER_OPTIONS);
  private built = false;
  private dirty = false;

  /** Replaces every point; slot i is the i-th of `lat`/`lng`. */
  load(lat: Float64Array, lng: Float64Array): void {
    this.lat = lat;
    this.lng = lng;
    this.size = lat.length;
    this.rebuild();
  }

  /** Moves some points; the clusters follow at the next rebuild. */
  move(slots: Int32Array, lat: Float64Array, lng: Float64Array): void {
    for (let i = 0; i < slots.length; i++) {
      const slot = slots[i]!;
      if (slot < 0 || slot >= this.size) continue;
      this.lat[slot] = lat[i]!;
      this.lng[slot] = lng[i]!;
    }
    if (slots.length > 0) this.dirty = true;
  }

  /** A point's newest position: single pins are drawn there, not where the last rebuild saw them. */
  position(slot: number): [lat: number, lng: number] {
    return slot >= 0 && slot < this.size ? [this.lat[slot]!, this.lng[slot]!] : [0, 0];
  }

  get needsRebuild(): boolean {
    return this.dirty;
  }

  rebuild(): void {
    this.levels.load(this.lat, this.lng, this.size);
    this.built = true;
    this.dirty = false;
  }

  /** What to draw in a box at a zoom; each vehicle at its newest position; no two clusters drawn over each other. */
  query(bbox: BBox, zoom: number): ClusterItem[] {
    if (!this.built) return [];
    const z = Math.round(zoom);
    const found = this.levels.query(bbox, z);
    const items: ClusterItem[] = new Array(found.length);
    for (let i = 0; i < found.length; i++) {
      const { id, count, lat, lng } = found[i]!;
      if (count > 1) {
        items[i] = {
          key: `c${id}`,
          lat,
          lng,
          count,
          slot: -1,
          expansionZoom: Math.min(this.levels.expansionZoom(id), CLUSTER_OPTIONS.maxZoom + 1),
        };
      } else {
        // The index may be a second old; a single vehicle is drawn where it is now.
        items[i] = {
          key: `v${id}`,
          lat: this.lat[id]!,
          lng: this.lng[id]!,
          count: 1,
          slot: id,
          expansionZoom: z,
        };
      }
    }
    return z > CLUSTER_OPTIONS.maxZoom ? items : separateClusters(items, zoom);
  }
}
