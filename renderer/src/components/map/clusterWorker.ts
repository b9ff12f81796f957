/// <reference lib="webworker" />
import { context2d } from './canvas2d';
import { ClusterPainter, fitCanvas } from './clusterPainter';
import type { ClustersFromWorker, ToClusterWorker, WorkerReady } from './clusterMessages';
import { ClusterWorkerCore, warmUp } from './clusterWorkerCore';
import type { FrameClock } from './paintScheduler';

/**
 * The cluster index off the main thread, and, when the map hands it the canvas
 * (transferControlToOffscreen), the painting too: the browser then rasterises the canvas on
 * this thread, not the page's, which was most of a tick's main-thread time
 * (bench/RESULTS.md, mapCluster). Logic in clusterWorkerCore.ts.
 */
const clock: FrameClock | undefined =
  typeof requestAnimationFrame === 'function' ? { request: (callback) => requestAnimationFrame(() => callback()), cancel: (handle) => cancelAnimationFrame(handle) } : undefined;
const core = new ClusterWorkerCore((answer: ClustersFromWorker) => postMessage(answer), clock);

onmessage = (event: MessageEvent<ToClusterWorker>) => {
  const message = event.data;
  if (message.type !== 'init') {
    core.handle(message);
    return;
  }
  const started = performance.now();
  const warm = warmUp();
  const { canvas, style, frame } = message;
  const ctx = canvas && context2d(canvas);
  if (canvas && ctx && style) {
    const painter = new ClusterPainter(style);
    const ratio = frame?.ratio ?? 1;
    painter.warm(ratio);
    if (frame) {
      // Sized now and painted once (then cleared): the first real paint allocates nothing
      // and stamps through code the engine has already compiled.
      fitCanvas(canvas, frame);
      painter.paint(ctx, warm.frame(frame.width, frame.height, ratio), warm.items, warm.position, () => 0);
      ctx.clearRect(0, 0, frame.width, frame.height);
    }
    core.paintWith({
      paint(view, items, position, colourOf) {
        fitCanvas(canvas, view);
        painter.paint(ctx, view, items, position, colourOf);
      },
    });
  }
  const ready: WorkerReady = { type: 'ready', warmMs: performance.now() - started };
  postMessage(ready);
};
