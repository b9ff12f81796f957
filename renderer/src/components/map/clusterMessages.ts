import type { BBox, ClusterItem } from './clusterIndex';

/** What the map says to the cluster worker. Arrays are transferred, not copied. */
export type ToClusterWorker =
  | { type: 'load'; lat: Float64Array; lng: Float64Array }
  | { type: 'move'; slots: Int32Array; lat: Float64Array; lng: Float64Array }
  | { type: 'query'; seq: number; bbox: BBox; zoom: number };

/** The worker's answer to a query (or a fresh one after a rebuild), with how long it took. */
export interface ClustersFromWorker {
  type: 'clusters';
  seq: number;
  items: ClusterItem[];
  computeMs: number;
}

/** Sent once when the worker has loaded. */
export interface WorkerReady {
  type: 'ready';
}
