/** What the clustering answers with, apart from it: the separation, the painter and the worker messages read it too. */

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
