/**
 * How big the map draws its vehicles: the painter, the hit test and the separation of
 * clusters (clusterSeparation.ts) must agree, or a click misses or discs overlap.
 */

/** A single vehicle's dot (px), without its 1-px white ring. */
export const PIN_RADIUS = 7;

/** The pale ring drawn around a cluster's disc (px). */
export const CLUSTER_HALO_PX = 3;

/** A cluster's disc radius by its count (px): wide enough for its count in 11-px digits. */
export const clusterRadius = (count: number): number =>
  count < 10 ? 11 : count < 100 ? 14 : count < 1000 ? 17 : 20;

/** The whole of a cluster as drawn, halo included (px). */
export const clusterDiscRadius = (count: number): number => clusterRadius(count) + CLUSTER_HALO_PX;
