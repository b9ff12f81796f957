import { ClusterIndex } from './clusterIndex';
import type { ClusterQuery, ClustersFromWorker, ToClusterWorker, WorkerReady } from './clusterMessages';
import type { PainterStyle } from './clusterPainter';
import { pack } from './packedItems';
import { REBUILD_EVERY_MS, RebuildTimer } from './rebuildTimer';
import type { ViewFrame } from './viewFrame';

/** Where the clustering runs: a Web Worker in the app, the same index inline where there is none. */
export interface ClusterEngine {
  /** True when the engine paints its answers too (a worker holding the canvas). */
  readonly paints: boolean;
  /**
   * Replaces every point (the arrays are handed over) with each one's pin colour. An engine
   * that does not paint answers `view` at once, on the calling thread, and returns it; one
   * that paints returns null and answers through `onClusters` once the view is painted.
   */
  load(
    lat: Float64Array,
    lng: Float64Array,
    colours: Uint8Array,
    view: ClusterQuery,
  ): ClustersFromWorker | null;
  move(slots: Int32Array, lat: Float64Array, lng: Float64Array): void;
  query(view: ClusterQuery): void;
  onClusters(listener: (answer: ClustersFromWorker) => void): void;
  /** Resolves when the engine can answer (a worker has loaded and warmed up). */
  readonly ready: Promise<void>;
  destroy(): void;
}

/** The worker's canvas, handed over with transferControlToOffscreen, and how to paint on it. */
export interface WorkerCanvas {
  canvas: OffscreenCanvas;
  style: PainterStyle;
  /** The map's view when the layer is made: its size and pixel ratio. */
  frame: ViewFrame;
}

function answerOf(index: ClusterIndex, { seq, bbox, zoom }: ClusterQuery): ClustersFromWorker {
  const started = performance.now();
  const packed = pack(index.query(bbox, zoom));
  return { type: 'clusters', seq, packed, computeMs: performance.now() - started };
}

export class WorkerEngine implements ClusterEngine {
  private listener: ((answer: ClustersFromWorker) => void) | null = null;
  readonly ready: Promise<void>;
  readonly paints: boolean;
  /** How long the worker took to warm up (the benchmark reports it). */
  warmMs = 0;

  constructor(
    private readonly worker: Worker,
    canvas?: WorkerCanvas,
  ) {
    this.paints = !!canvas;
    let loaded: () => void = () => undefined;
    this.ready = new Promise((resolve) => (loaded = resolve));
    worker.onmessage = (event: MessageEvent<ClustersFromWorker | WorkerReady>) => {
      if (event.data.type === 'ready') {
        this.warmMs = event.data.warmMs;
        loaded();
      } else this.listener?.(event.data);
    };
    if (canvas)
      this.send({ type: 'init', canvas: canvas.canvas, style: canvas.style, frame: canvas.frame }, [
        canvas.canvas,
      ]);
    else this.send({ type: 'init' });
  }

  private send(message: ToClusterWorker, transfer: Transferable[] = []): void {
    this.worker.postMessage(message, transfer);
  }

  load(
    lat: Float64Array,
    lng: Float64Array,
    colours: Uint8Array,
    view: ClusterQuery,
  ): ClustersFromWorker | null {
    if (this.paints) {
      // The worker (warmed up while the fleet was fetched) indexes and paints the first view
      // itself: nothing of the first drawing is left on this thread but copying the arrays.
      this.send({ type: 'load', lat, lng, colours, view, answer: true }, [
        lat.buffer,
        lng.buffer,
        colours.buffer,
      ]);
      return null;
    }
    // Painting here: the first index is built here too, so the first drawing waits for no
    // worker (a fresh worker's first answer took 74–132 ms against 24 ms here in the
    // 2026-11-27 23:31 run). The worker builds its own copy for what follows.
    const first = new ClusterIndex();
    first.load(lat, lng);
    const answer = answerOf(first, view);
    // After the query: transferring detaches the arrays the first index reads.
    this.send({ type: 'load', lat, lng, colours, view, answer: false }, [
      lat.buffer,
      lng.buffer,
      colours.buffer,
    ]);
    return answer;
  }

  move(slots: Int32Array, lat: Float64Array, lng: Float64Array): void {
    this.send({ type: 'move', slots, lat, lng }, [slots.buffer, lat.buffer, lng.buffer]);
  }

  query(view: ClusterQuery): void {
    this.send({ type: 'query', ...view });
  }

  onClusters(listener: (answer: ClustersFromWorker) => void): void {
    this.listener = listener;
  }

  destroy(): void {
    this.worker.terminate();
  }
}

/** The same behaviour on the calling thread: tests, and browsers that refuse the worker. */
export class InlineEngine implements ClusterEngine {
  readonly ready = Promise.resolve();
  readonly paints = false;
  private readonly index = new ClusterIndex();
  private listener: ((answer: ClustersFromWorker) => void) | null = null;
  private last: ClusterQuery | null = null;
  private readonly rebuilds = new RebuildTimer(REBUILD_EVERY_MS, () => {
    this.index.rebuild();
    if (this.last) this.listener?.(answerOf(this.index, this.last));
  });
  load(lat: Float64Array, lng: Float64Array, _colours: Uint8Array, view: ClusterQuery): ClustersFromWorker {
    this.index.load(lat, lng);
    this.rebuilds.built();
    this.last = view;
    return answerOf(this.index, view);
  }
  move(slots: Int32Array, lat: Float64Array, lng: Float64Array): void {
    this.index.move(slots, lat, lng);
    if (this.index.needsRebuild) this.rebuilds.moved();
  }
  query(view: ClusterQuery): void {
    this.last = view;
    this.listener?.(answerOf(this.index, this.last));
  }
  onClusters(listener: (answer: ClustersFromWorker) => void): void {
    this.listener = listener;
  }
  destroy(): void {
    this.rebuilds.stop();
  }
}

/** The cluster worker, or null where the browser has none or refuses it. */
export function createClusterWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return new Worker(new URL('./clusterWorker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
}

/** Can a canvas element be handed to a worker to paint (Electron's Chromium can)? */
export function canPaintInWorker(): boolean {
  return (
    typeof OffscreenCanvas !== 'undefined' &&
    typeof HTMLCanvasElement !== 'undefined' &&
    'transferControlToOffscreen' in HTMLCanvasElement.prototype
  );
}
