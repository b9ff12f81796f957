import L from 'leaflet';
import { SpriteAtlas } from './spriteAtlas';
import type { ClusterItem } from './clusterIndex';

export interface CanvasStyle {
  /** Main-thread time of each paint (the benchmark adds it up). */
  onPaint?: (ms: number) => void;
  pinRadius: number;
  pinColour: (slot: number) => string;
  clusterColour: string;
}

/** A cluster's drawn radius by its count (px). */
export const clusterRadius = (count: number): number => (count < 10 ? 11 : count < 100 ? 14 : count < 1000 ? 17 : 20);

/**
 * Sprites kept drawn: a view shows a few hundred clusters with far fewer distinct counts.
 * 16 × 16 cells of 48 px: 2.4 MB at a pixel ratio of 1, 9.4 MB at 2, however long the
 * fleet moves and keeps producing new counts (least recently used cells are redrawn).
 */
const ATLAS_CELL = 48;
const ATLAS_SIDE = 16;
/** Pin colours come from the caller's palette; past this many the atlas starts over. */
const MAX_PIN_COLOURS = 32;

/**
 * One canvas over the map that draws every cluster (counted disc) and every single vehicle
 * (dot) of the current view in one pass. Thousands of Leaflet markers cost a DOM node each
 * and were most of the time of a redraw; a canvas pass over a few hundred items is a
 * millisecond or two. Each pin colour and each cluster count is drawn once into a sprite
 * atlas (spriteAtlas.ts) and stamped with `drawImage` at whole pixels: rasterising ~500
 * anti-aliased discs with labels on every repaint cost more main-thread time, in the
 * browser's commit of the canvas, than all our JavaScript (bench/RESULTS.md, mapCluster,
 * 2026-11-27). The canvas takes no pointer events: the layer hit-tests map events.
 */
export class ClusterCanvas {
  private readonly canvas = document.createElement('canvas');
  private items: ClusterItem[] = [];
  private position: (slot: number) => [number, number] = () => [0, 0];
  private frame = 0;
  private soon: ReturnType<typeof setTimeout> | null = null;
  /** Keys: a cluster's count (≥ 1), or −1 − a pin colour's number. */
  private readonly atlas = new SpriteAtlas<number>(ATLAS_CELL, ATLAS_SIDE, ATLAS_SIDE);
  private readonly colourIds = new Map<string, number>();
  private placed: { x: number; y: number } | null = null;
  private readonly onView = () => this.schedule();
  private readonly onZoomStart = () => {
    this.canvas.style.visibility = 'hidden';
  };

  constructor(
    private readonly map: L.Map,
    private readonly style: CanvasStyle,
  ) {
    this.canvas.className = 'ops-cluster-canvas leaflet-zoom-hide';
    this.canvas.style.position = 'absolute';
    this.canvas.style.pointerEvents = 'none';
    map.getPanes().overlayPane.appendChild(this.canvas);
    map.on('moveend zoomend resize viewreset', this.onView);
    map.on('zoomstart', this.onZoomStart);
  }

  /** What to draw; single vehicles are drawn where `position` says they are now. */
  setItems(items: ClusterItem[], position: (slot: number) => [number, number]): void {
    this.items = items;
    this.position = position;
    this.schedule();
  }

  /** One redraw on the next frame, however many changes arrive before it. */
  schedule(): void {
    if (this.soon) clearTimeout(this.soon);
    this.soon = null;
    if (!this.frame) this.frame = requestAnimationFrame(() => this.draw());
  }

  /**
   * A redraw within `ms`, or sooner if something schedules one: live moves wait briefly
   * for the clusters they change, so a tick paints once rather than twice.
   */
  scheduleWithin(ms: number): void {
    if (this.frame || this.soon) return;
    this.soon = setTimeout(() => this.schedule(), ms);
  }

  /** The item under a container point, singles before clusters (they are drawn on top). */
  hit(point: L.Point): ClusterItem | null {
    let best: ClusterItem | null = null;
    for (let i = this.items.length - 1; i >= 0; i--) {
      const item = this.items[i]!;
      const [lat, lng] = item.slot >= 0 ? this.position(item.slot) : [item.lat, item.lng];
      const at = this.map.latLngToContainerPoint([lat, lng]);
      const radius = item.slot >= 0 ? this.style.pinRadius + 3 : clusterRadius(item.count);
      if (at.distanceTo(point) > radius) continue;
      if (item.slot >= 0) return item;
      best ??= item;
    }
    return best;
  }

  destroy(): void {
    if (this.frame) cancelAnimationFrame(this.frame);
    if (this.soon) clearTimeout(this.soon);
    this.map.off('moveend zoomend resize viewreset', this.onView);
    this.map.off('zoomstart', this.onZoomStart);
    this.atlas.destroy();
    this.canvas.remove();
  }

  private draw(): void {
    this.frame = 0;
    const started = performance.now();
    this.paint();
    this.style.onPaint?.(performance.now() - started);
  }

  private pinKey(colour: string): number {
    let id = this.colourIds.get(colour);
    if (id === undefined) {
      if (this.colourIds.size >= MAX_PIN_COLOURS) {
        this.colourIds.clear();
        this.atlas.reset();
      }
      id = this.colourIds.size;
      this.colourIds.set(colour, id);
    }
    return -1 - id;
  }

  private drawCluster(ctx: CanvasRenderingContext2D, count: number): void {
    const r = clusterRadius(count);
    ctx.beginPath();
    ctx.arc(0, 0, r + 3, 0, Math.PI * 2);
    ctx.fillStyle = 'rgba(46, 125, 50, 0.25)';
    ctx.fill();
    ctx.beginPath();
    ctx.arc(0, 0, r, 0, Math.PI * 2);
    ctx.fillStyle = this.style.clusterColour;
    ctx.fill();
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.font = '600 11px system-ui, sans-serif';
    ctx.fillStyle = '#ffffff';
    ctx.fillText(String(count), 0, 0);
  }

  private drawPin(ctx: CanvasRenderingContext2D, colour: string): void {
    ctx.beginPath();
    ctx.arc(0, 0, this.style.pinRadius, 0, Math.PI * 2);
    ctx.fillStyle = colour;
    ctx.fill();
    ctx.lineWidth = 2;
    ctx.strokeStyle = '#ffffff';
    ctx.stroke();
  }

  private paint(): void {
    const size = this.map.getSize();
    const ratio = window.devicePixelRatio || 1;
    if (this.canvas.width !== size.x * ratio || this.canvas.height !== size.y * ratio) {
      this.canvas.width = size.x * ratio;
      this.canvas.height = size.y * ratio;
      this.canvas.style.width = `${size.x}px`;
      this.canvas.style.height = `${size.y}px`;
    }
    // The overlay pane moves with the map; the canvas sits at the container's top-left.
    // Style is written only when it changes: each write costs the page a style pass.
    const origin = this.map.containerPointToLayerPoint([0, 0]);
    if (!this.placed || this.placed.x !== origin.x || this.placed.y !== origin.y) {
      L.DomUtil.setPosition(this.canvas, origin);
      this.placed = { x: origin.x, y: origin.y };
    }
    if (this.canvas.style.visibility !== 'visible') this.canvas.style.visibility = 'visible';
    const ctx = this.canvas.getContext('2d');
    if (!ctx) return;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    ctx.clearRect(0, 0, size.x, size.y);
    this.atlas.prepare(ratio);
    // Clusters first, pins on top. Every key is resolved before the first stamp: drawing
    // into the atlas after stamping from it makes the browser copy it again.
    const order = this.items.filter((item) => item.slot < 0).concat(this.items.filter((item) => item.slot >= 0));
    const colours = order.map((item) => (item.slot >= 0 ? this.style.pinColour(item.slot) : ''));
    const keys = order.map((item, i) => (item.slot >= 0 ? this.pinKey(colours[i]!) : item.count));
    if (new Set(keys).size > this.atlas.capacity) {
      // More distinct sprites than cells in one view: each would push out one still needed.
      this.paintDirect(ctx, order, colours);
      return;
    }
    const slots = keys.map((key, i) => this.atlas.get(key, (c) => (key < 0 ? this.drawPin(c, colours[i]!) : this.drawCluster(c, key))));
    const image = this.atlas.image;
    if (!image) return;
    const cellCentre = (ATLAS_CELL / 2) * ratio;
    order.forEach((item, i) => {
      const half = item.slot >= 0 ? this.style.pinRadius + 2 : clusterRadius(item.count) + 4;
      const [lat, lng] = item.slot >= 0 ? this.position(item.slot) : [item.lat, item.lng];
      const at = this.map.latLngToContainerPoint([lat, lng]);
      const slot = slots[i]!;
      const side = half * 2;
      // Whole pixels: a sprite stamped between pixels is resampled (slower and blurred).
      ctx.drawImage(image, this.atlas.x(slot) + cellCentre - half * ratio, this.atlas.y(slot) + cellCentre - half * ratio, side * ratio, side * ratio, Math.round(at.x - half), Math.round(at.y - half), side, side);
    });
  }

  /** Each item drawn as a path: the way when the view needs more sprites than the atlas holds. */
  private paintDirect(ctx: CanvasRenderingContext2D, order: ClusterItem[], colours: string[]): void {
    order.forEach((item, i) => {
      const [lat, lng] = item.slot >= 0 ? this.position(item.slot) : [item.lat, item.lng];
      const at = this.map.latLngToContainerPoint([lat, lng]);
      ctx.save();
      ctx.translate(at.x, at.y);
      if (item.slot >= 0) this.drawPin(ctx, colours[i]!);
      else this.drawCluster(ctx, item.count);
      ctx.restore();
    });
  }
}
