import { ClusterIndex, type BBox } from './clusterIndex';
import type { ClustersFromWorker, ToClusterWorker, WorkerReady } from './clusterMessages';

/** Where the clustering runs: a Web Worker in the app, the same index inline where there is none. */
export interface ClusterEngine {
  load(lat: Float64Array, lng: Float64Array): void;
  move(slots: Int32Array, lat: Float64Array, lng: Float64Array): void;
  query(seq: number, bbox: BBox, zoom: number): void;
  onClusters(listener: (answer: ClustersFromWorker) => void): void;
  /** Resolves when the engine can answer (a worker has loaded its script). */
  readonly ready: Promise<void>;
  destroy(): void;
}

const REBUILD_EVERY_MS = 1000;

class WorkerEngine implements ClusterEngine {
  private listener: ((answer: ClustersFromWorker) => void) | null = null;
  readonly ready: Promise<void>;
  constructor(private readonly worker: Worker) {
    let loaded: () => void = () => undefined;
    this.ready = new Promise((resolve) => (loaded = resolve));
    worker.onmessage = (event: MessageEvent<ClustersFromWorker | WorkerReady>) => {
      if (event.data.type === 'ready') loaded();
      else this.listener?.(event.data);
    };
  }
  private send(message: ToClusterWorker, transfer: Transferable[] = []): void {
    this.worker.postMessage(message, transfer);
  }
  load(lat: Float64Array, lng: Float64Array): void {
    this.send({ type: 'load', lat, lng }, [lat.buffer, lng.buffer]);
  }
  move(slots: Int32Array, lat: Float64Array, lng: Float64Array): void {
    this.send({ type: 'move', slots, lat, lng }, [slots.buffer, lat.buffer, lng.buffer]);
  }
  query(seq: number, bbox: BBox, zoom: number): void {
    this.send({ type: 'query', seq, bbox, zoom });
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
  private readonly index = new ClusterIndex();
  private listener: ((answer: ClustersFromWorker) => void) | null = null;
  private last: { seq: number; bbox: BBox; zoom: number } | null = null;
  private readonly timer: ReturnType<typeof setInterval>;
  constructor() {
    this.timer = setInterval(() => {
      if (!this.index.needsRebuild) return;
      this.index.rebuild();
      if (this.last) this.answer(this.last.seq, this.last.bbox, this.last.zoom);
    }, REBUILD_EVERY_MS);
  }
  private answer(seq: number, bbox: BBox, zoom: number): void {
    const started = performance.now();
    const items = this.index.query(bbox, zoom);
    this.listener?.({ type: 'clusters', seq, items, computeMs: performance.now() - started });
  }
  load(lat: Float64Array, lng: Float64Array): void {
    this.index.load(lat, lng);
    if (this.last) this.answer(this.last.seq, this.last.bbox, this.last.zoom);
  }
  move(slots: Int32Array, lat: Float64Array, lng: Float64Array): void {
    this.index.move(slots, lat, lng);
  }
  query(seq: number, bbox: BBox, zoom: number): void {
    this.last = { seq, bbox, zoom };
    this.answer(seq, bbox, zoom);
  }
  onClusters(listener: (answer: ClustersFromWorker) => void): void {
    this.listener = listener;
  }
  destroy(): void {
    clearInterval(this.timer);
  }
}

export function createClusterEngine(): ClusterEngine {
  if (typeof Worker === 'undefined') return new InlineEngine();
  try {
    return new WorkerEngine(new Worker(new URL('./clusterWorker.ts', import.meta.url), { type: 'module' }));
  } catch {
    return new InlineEngine();
  }
}
