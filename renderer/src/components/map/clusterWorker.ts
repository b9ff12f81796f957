/// <reference lib="webworker" />
import { ClusterIndex } from './clusterIndex';
import type { ClusterQuery, ClustersFromWorker, ToClusterWorker } from './clusterMessages';
import { REBUILD_EVERY_MS, RebuildTimer } from './rebuildTimer';

/**
 * The cluster index off the main thread. Moves only change numbers; after moves, at most
 * once a second (rebuildTimer.ts), the index is rebuilt and the last view answered again
 * so cluster counts and pins follow the fleet without the map asking.
 */
const index = new ClusterIndex();
let lastQuery: ClusterQuery | null = null;

function answer({ seq, bbox, zoom }: ClusterQuery): void {
  const started = performance.now();
  const items = index.query(bbox, zoom);
  const message: ClustersFromWorker = { type: 'clusters', seq, items, computeMs: performance.now() - started };
  postMessage(message);
}

const rebuilds = new RebuildTimer(REBUILD_EVERY_MS, () => {
  index.rebuild();
  if (lastQuery) answer(lastQuery);
});

// The map creates the worker before the fleet arrives; this says it is loaded and listening.
postMessage({ type: 'ready' });

onmessage = (event: MessageEvent<ToClusterWorker>) => {
  const message = event.data;
  if (message.type === 'load') {
    index.load(message.lat, message.lng);
    rebuilds.built();
    // The map drew this view from its own first index; answering it again would repaint the same.
    lastQuery = message.view;
  } else if (message.type === 'move') {
    index.move(message.slots, message.lat, message.lng);
    if (index.needsRebuild) rebuilds.moved();
  } else {
    lastQuery = { seq: message.seq, bbox: message.bbox, zoom: message.zoom };
    answer(lastQuery);
  }
};
