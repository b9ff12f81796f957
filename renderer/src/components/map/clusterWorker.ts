/// <reference lib="webworker" />
import { context2d } from './canvas2d';
import { ClusterPainter, fitCanvas } from './clusterPainter';
import type { ClustersFromWorker, ToClusterWorker, WorkerReady } from './clusterMessages';
import { ClusterWorkerCore } from './clusterWorkerCore';
import type { FrameClock } from './paintScheduler';

/**
 * The cluster index off the main thread, and, when the map hands it the canvas
 * (transferControlToOffscreen), the painting too: the browser then rasterises the canvas on
 * this thread, not the page's, which was most of a tick's main-thread time
 * (bench/RESULTS.md, mapCluster). Logic in clusterWorkerCore.ts.
 */
const clock: FrameClock | undefined =
  typeof requestAnimationFrame === 'function'
    ? {
        request: (callback) => requestAnimationFrame(() => callback()),
        cancel: (handle) => cancelAnimationFrame(handle),
      }
    : undefined;
const READY_AT_MOST_MS = 100;
const core = new ClusterWorkerCore(
  (answer: ClustersFromWorker, transfer: Transferable[]) => postMessage(answer, transfer),
  clock,
);

onmessage = (event: MessageEvent<ToClusterWorker>) => {
  const message = event.data;
  if (message.type !== 'init') {
    core.handle(message);
    return;
  }
  const started = performance.now();
  const warm = core.warmUp();
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
  let sent = false;
  const ready = () => {
    if (sent) return;
    sent = true;
    postMessage({ type: 'ready', warmMs: performance.now() - started } satisfies WorkerReady);
  };
  // The canvas's first frame goes to the compositor after this task: that cost 15–30 ms of
  // this thread here, and a fleet arriving meanwhile waited for it (bench/RESULTS.md,
  // mapCluster, 2026-11-28 "the index's memory"). Ready once that frame is out, or after
  // READY_AT_MOST_MS where frames are not produced (a hidden window).
  if (canvas && ctx && style && frame && clock) {
    clock.request(ready);
    setTimeout(ready, READY_AT_MOST_MS);
  } else ready();
};
