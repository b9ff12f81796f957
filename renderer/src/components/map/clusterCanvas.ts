import type L from 'leaflet';
import { context2d } from './canvas2d';
import type { ClusterItem } from './clusterItem';
import { ClusterPainter, fitCanvas, type PainterStyle } from './clusterPainter';
import { cornerOf, frameOf } from './leafletFrame';
import { MapCanvasElement } from './mapCanvasElement';
import { PaintScheduler } from './paintScheduler';

/**
 * The fallback: the vehicle canvas painted on the main thread, for a browser that cannot
 * hand a canvas to a worker (no OffscreenCanvas). The app's Electron paints in the worker
 * (clusterWorker.ts); both use the same painter and sprites.
 */
export class ClusterCanvas {
  private readonly element: MapCanvasElement;
  private readonly painter: ClusterPainter;
  private readonly scheduler = new PaintScheduler(() => this.draw());
  private items: readonly ClusterItem[] = [];
  private position: (slot: number) => [number, number] = () => [0, 0];
  private colourOf: (slot: number) => number = () => 0;
  private readonly onView = () => this.scheduler.soonest();

  constructor(
    private readonly map: L.Map,
    style: PainterStyle,
    /** Main-thread time of each paint (the benchmark adds it up). */
    private readonly onPaint?: (ms: number) => void,
  ) {
    this.element = new MapCanvasElement(map);
    this.painter = new ClusterPainter(style);
    map.on('moveend zoomend resize viewreset', this.onView);
  }

  /** What to draw; single vehicles are drawn where `position` says they are now. */
  setItems(
    items: readonly ClusterItem[],
    position: (slot: number) => [number, number],
    colourOf: (slot: number) => number,
  ): void {
    this.items = items;
    this.position = position;
    this.colourOf = colourOf;
    this.scheduler.soonest();
  }

  /** Live moves wait up to `ms` for the clusters they change, so a tick paints once. */
  scheduleWithin(ms: number): void {
    this.scheduler.within(ms);
  }

  destroy(): void {
    this.scheduler.cancel();
    this.map.off('moveend zoomend resize viewreset', this.onView);
    this.painter.destroy();
    this.element.destroy();
  }

  private draw(): void {
    const started = performance.now();
    const frame = frameOf(this.map);
    fitCanvas(this.element.canvas, frame);
    this.element.show(cornerOf(this.map), frame);
    const ctx = context2d(this.element.canvas);
    if (ctx) this.painter.paint(ctx, frame, this.items, this.position, this.colourOf);
    this.onPaint?.(performance.now() - started);
  }
}
