import type { BBox } from './clusterItem';
import type { PackedItems } from './packedItems';
import type { PainterStyle } from './clusterPainter';
import type { ViewFrame } from './viewFrame';

/** A view the map asks clusters for; answers carry its `seq` so stale ones can be dropped. */
export interface ClusterQuery {
  seq: number;
  bbox: BBox;
  zoom: number;
  /** Where the view is on screen: the worker paints for it when it holds the canvas. */
  frame?: ViewFrame;
}

/** What the map says to the cluster worker. Arrays and the canvas are transferred, not copied. */
export type ToClusterWorker =
  /**
   * First message: with a canvas, the worker paints every answer itself; `frame` is the
   * map's size then, so the canvas is sized and practised on before the fleet arrives.
   */
  | { type: 'init'; canvas?: OffscreenCanvas; style?: PainterStyle; frame?: ViewFrame }
  /**
   * Every point, each vehicle's pin colour (an index into the style's palette), and the
   * view: `answer` false when the map answered and drew it already (clusterEngine.ts).
   */
  | {
      type: 'load';
      lat: Float64Array;
      lng: Float64Array;
      colours: Uint8Array;
      view: ClusterQuery;
      answer: boolean;
    }
  | { type: 'move'; slots: Int32Array; lat: Float64Array; lng: Float64Array }
  | ({ type: 'query' } & ClusterQuery);

/** The worker's answer to a query (or a fresh one after a rebuild), with how long it took. */
export interface ClustersFromWorker {
  type: 'clusters';
  seq: number;
  /** The clusters and pins, as columns (packedItems.ts). */
  packed: PackedItems;
  computeMs: number;
  /** The worker's time painting this answer, when it paints (the benchmark reads it). */
  paintMs?: number;
  /** The index build this answer waited for, on the first answer after a load (the benchmark reads it). */
  indexMs?: number;
}

/** Sent once the worker has loaded and warmed up, and holds the canvas if it was given one. */
export interface WorkerReady {
  type: 'ready';
  warmMs: number;
}
