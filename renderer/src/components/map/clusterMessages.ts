import type { BBox, ClusterItem } from './clusterIndex';

/** A view the map asks clusters for; answers carry its `seq` so stale ones can be dropped. */
export interface ClusterQuery {
  seq: number;
  bbox: BBox;
  zoom: number;
}

/** What the map says to the cluster worker. Arrays are transferred, not copied. */
export type ToClusterWorker =
  /** `view` was answered on the map's thread already (clusterEngine.ts): the worker only remembers it. */
  | { type: 'load'; lat: Float64Array; lng: Float64Array; view: ClusterQuery }
  | { type: 'move'; slots: Int32Array; lat: Float64Array; lng: Float64Array }
  | ({ type: 'query' } & ClusterQuery);

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
