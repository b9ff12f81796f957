/// <reference lib="webworker" />
import { ClusterIndex } from './clusterIndex';
import type { ClustersFromWorker, ToClusterWorker } from './clusterMessages';

/**
 * The cluster index off the main thread. Moves only change numbers; once a second, when
 * something moved, the index is rebuilt and the last view answered again so cluster counts
 * and pins follow the fleet without the map asking.
 */
const REBUILD_EVERY_MS = 1000;
const index = new ClusterIndex();
let lastQuery: { seq: number; bbox: [number, number, number, number]; zoom: number } | null = null;

function answer(seq: number, bbox: [number, number, number, number], zoom: number): void {
  const started = performance.now();
  const items = index.query(bbox, zoom);
  const message: ClustersFromWorker = { type: 'clusters', seq, items, computeMs: performance.now() - started };
  postMessage(message);
}

setInterval(() => {
  if (!index.needsRebuild) return;
  index.rebuild();
  if (lastQuery) answer(lastQuery.seq, lastQuery.bbox, lastQuery.zoom);
}, REBUILD_EVERY_MS);

// The map creates the worker before the fleet arrives; this says it is loaded and listening.
postMessage({ type: 'ready' });

onmessage = (event: MessageEvent<ToClusterWorker>) => {
  const message = event.data;
  if (message.type === 'load') {
    index.load(message.lat, message.lng);
    if (lastQuery) answer(lastQuery.seq, lastQuery.bbox, lastQuery.zoom);
  } else if (message.type === 'move') {
    index.move(message.slots, message.lat, message.lng);
  } else {
    lastQuery = { seq: message.seq, bbox: message.bbox, zoom: message.zoom };
    answer(message.seq, message.bbox, message.zoom);
  }
};
