import Supercluster from 'supercluster';
import type { Feature, Point } from 'geojson';
import { MAP } from '@ops/shared/rules/constants';

/**
 * The vehicle clustering of the live map, without Leaflet or the DOM, so it runs in a Web
 * Worker (clusterWorker.ts), inline where no worker exists (tests), and in the benchmark.
 * Points are kept in typed arrays by slot; a move changes two numbers, and the supercluster
 * index is rebuilt from them only when asked (the worker does it at most once a second),
 * so a tick of a thousand moves costs microseconds and pans query an index that is ready.
 */

export type BBox = [west: number, south: number, east: number, north: number];

/** A cluster, or a single vehicle (`slot` >= 0, count 1), as the map draws it. */
export interface ClusterItem {
  /** Stable while the thing is on screen: `c<id>` for a cluster, `v<slot>` for a vehicle. */
  key: string;
  lat: number;
  lng: number;
  count: number;
  slot: number;
  /** The zoom at which a cluster falls apart (clicking it zooms there). */
  expansionZoom: number;
}

export const CLUSTER_OPTIONS = {
  // Supercluster's radius is in pixels of a 512-px tile; the spec's 10 is Leaflet's 256-px radius.
  radius: MAP.scooterClusterRadius * 2,
  // Clusters stop at zoom 16: from 17 on every vehicle is its own pin.
  maxZoom: MAP.disableClusteringAtZoom,
  minPoints: 2,
} as const;

export class ClusterIndex {
  private lat: Float64Array = new Float64Array(0);
  private lng: Float64Array = new Float64Array(0);
  private size = 0;
  private index: Supercluster<{ slot: number }> | null = null;
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
    const features: Array<Feature<Point, { slot: number }>> = new Array(this.size);
    for (let slot = 0; slot < this.size; slot++) {
      features[slot] = { type: 'Feature', properties: { slot }, geometry: { type: 'Point', coordinates: [this.lng[slot]!, this.lat[slot]!] } };
    }
    const index = new Supercluster<{ slot: number }>(CLUSTER_OPTIONS);
    index.load(features);
    this.index = index;
    this.dirty = false;
  }

  /** What to draw in a box at a zoom; each vehicle at its newest position. */
  query(bbox: BBox, zoom: number): ClusterItem[] {
    if (!this.index) return [];
    const z = Math.round(zoom);
    const found = this.index.getClusters(bbox, z);
    const items: ClusterItem[] = new Array(found.length);
    for (let i = 0; i < found.length; i++) {
      const feature = found[i]!;
      const props = feature.properties as { cluster?: boolean; cluster_id?: number; point_count?: number; slot?: number };
      if (props.cluster && props.cluster_id !== undefined) {
        const [lng, lat] = feature.geometry.coordinates as [number, number];
        items[i] = { key: `c${props.cluster_id}`, lat, lng, count: props.point_count ?? 0, slot: -1, expansionZoom: Math.min(this.index.getClusterExpansionZoom(props.cluster_id), CLUSTER_OPTIONS.maxZoom + 1) };
      } else {
        const slot = props.slot ?? -1;
        // The index may be a second old; a single vehicle is drawn where it is now.
        items[i] = { key: `v${slot}`, lat: this.lat[slot]!, lng: this.lng[slot]!, count: 1, slot, expansionZoom: z };
      }
    }
    return items;
  }
}
