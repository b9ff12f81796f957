import { ClusterIndex } from './clusterIndex';
import type { ClusterQuery, ClustersFromWorker, ToClusterWorker, WorkerReady } from './clusterMessages';
import { REBUILD_EVERY_MS, RebuildTimer } from './rebuildTimer';

/** Where the clustering runs: a Web Worker in the app, the same index inline where there is none. */
export interface ClusterEngine {
  /**
   * Replaces every point (the arrays are handed over) and answers `view` at once, on the
   * calling thread: the first drawing of a fleet waits for no worker.
   */
  load(lat: Float64Array, lng: Float64Array, view: ClusterQuery): ClustersFromWorker;
  move(slots: Int32Array, lat: Float64Array, lng: Float64Array): void;
  query(seq: number, bbox: ClusterQuery['bbox'], zoom: number): void;
  onClusters(listener: (answer: ClustersFromWorker) => void): void;
  /** Resolves when the engine can answer (a worker has loaded its script). */
  readonly ready: Promise<void>;
  destroy(): void;
}

function answerOf(index: ClusterIndex, { seq, bbox, zoom }: ClusterQuery): ClustersFromWorker {
  const started = performance.now();
  const items = index.query(bbox, zoom);
  return { type: 'clusters', seq, items, computeMs: performance.now() - started };
}

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
  load(lat: Float64Array, lng: Float64Array, view: ClusterQuery): ClustersFromWorker {
    // The worker's first answer for 10,000 points took 74–132 ms (a fresh worker's cold JIT,
    // then the round trip), as long as markercluster's whole addLayers; the same index built
    // here took 24 ms in that run (bench/RESULTS.md, mapCluster, 2026-11-27 23:31). The
    // worker builds its own copy for the moves and pans that follow; this one is dropped.
    const first = new ClusterIndex();
    first.load(lat, lng);
    const answer = answerOf(first, view);
    // After the query: transferring detaches the arrays the first index reads.
    this.send({ type: 'load', lat, lng, view }, [lat.buffer, lng.buffer]);
    return answer;
  }
  move(slots: Int32Array, lat: Float64Array, lng: Float64Array): void {
    this.send({ type: 'move', slots, lat, lng }, [slots.buffer, lat.buffer, lng.buffer]);
  }
  query(seq: number, bbox: ClusterQuery['bbox'], zoom: number): void {
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
  private last: ClusterQuery | null = null;
  private readonly rebuilds = new RebuildTimer(REBUILD_EVERY_MS, () => {
    this.index.rebuild();
    if (this.last) this.listener?.(answerOf(this.index, this.last));
  });
  load(lat: Float64Array, lng: Float64Array, view: ClusterQuery): ClustersFromWorker {
    this.index.load(lat, lng);
    this.rebuilds.built();
    this.last = view;
    return answerOf(this.index, view);
  }
  move(slots: Int32Array, lat: Float64Array, lng: Float64Array): void {
    this.index.move(slots, lat, lng);
    if (this.index.needsRebuild) this.rebuilds.moved();
  }
  query(seq: number, bbox: ClusterQuery['bbox'], zoom: number): void {
    this.last = { seq, bbox, zoom };
    this.listener?.(answerOf(this.index, this.last));
  }
  onClusters(listener: (answer: ClustersFromWorker) => void): void {
    this.listener = listener;
  }
  destroy(): void {
    this.rebuilds.stop();
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
