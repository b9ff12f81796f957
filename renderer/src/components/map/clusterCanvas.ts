import L from 'leaflet';
import { BoundedCache } from './boundedCache';
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

/** A pre-drawn pin or cluster disc, stamped with `drawImage` at its centre. */
interface Sprite {
  image: HTMLCanvasElement;
  /** Half the sprite's side in CSS pixels: the centre's offset. */
  half: number;
}

/**
 * Distinct cluster counts kept drawn. A view shows a few hundred clusters at most; the
 * limit keeps the bitmaps (≤ 48 × 48 px each) to a few MB while a moving fleet keeps
 * producing new counts.
 */
const CLUSTER_SPRITES = 256;
/** Pin colours come from the caller; a handful is expected, the limit guards the rest. */
const PIN_SPRITES = 16;

function makeSprite(half: number, ratio: number, draw: (ctx: CanvasRenderingContext2D) => void): Sprite {
  const image = document.createElement('canvas');
  image.width = image.height = Math.ceil(half * 2 * ratio);
  const ctx = image.getContext('2d');
  if (ctx) {
    ctx.setTransform(ratio, 0, 0, ratio, half * ratio, half * ratio);
    draw(ctx);
  }
  return { image, half };
}

/** Frees the bitmap now rather than when the element is collected. */
const releaseSprite = (sprite: Sprite) => {
  sprite.image.width = sprite.image.height = 0;
};

/**
 * One canvas over the map that draws every cluster (counted disc) and every single vehicle
 * (dot) of the current view in one pass. Thousands of Leaflet markers cost a DOM node each
 * and were most of the time of a redraw; a canvas pass over a few hundred items is a
 * millisecond or two. Each pin and each cluster count is drawn once into a small sprite and
 * stamped with `drawImage` at whole pixels: rasterising ~900 anti-aliased arcs with strokes
 * and ~300 labels on every repaint cost more main-thread time in the browser's commit than
 * all our JavaScript (bench/RESULTS.md, mapCluster, 2026-11-27). The canvas takes no
 * pointer events: the layer hit-tests map events.
 */
export class ClusterCanvas {
  private readonly canvas = document.createElement('canvas');
  private items: ClusterItem[] = [];
  private position: (slot: number) => [number, number] = () => [0, 0];
  private frame = 0;
  private soon: ReturnType<typeof setTimeout> | null = null;
  private spriteRatio = 0;
  private readonly pinSprites = new BoundedCache<string, Sprite>(PIN_SPRITES, releaseSprite);
  private readonly clusterSprites = new BoundedCache<number, Sprite>(CLUSTER_SPRITES, releaseSprite);
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
    this.pinSprites.clear();
    this.clusterSprites.clear();
    this.canvas.remove();
  }

  private draw(): void {
    this.frame = 0;
    const started = performance.now();
    this.paint();
    this.style.onPaint?.(performance.now() - started);
  }

  private clusterSprite(count: number, ratio: number): Sprite {
    return this.clusterSprites.get(count, () => {
      const r = clusterRadius(count);
      return makeSprite(r + 4, ratio, (ctx) => {
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
      });
    });
  }

  private pinSprite(colour: string, ratio: number): Sprite {
    return this.pinSprites.get(colour, () =>
      makeSprite(this.style.pinRadius + 2, ratio, (ctx) => {
        ctx.beginPath();
        ctx.arc(0, 0, this.style.pinRadius, 0, Math.PI * 2);
        ctx.fillStyle = colour;
        ctx.fill();
        ctx.lineWidth = 2;
        ctx.strokeStyle = '#ffffff';
        ctx.stroke();
      }),
    );
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
    if (ratio !== this.spriteRatio) {
      // Sprites are drawn at the screen's pixel ratio: moving to another screen redraws them.
      this.pinSprites.clear();
      this.clusterSprites.clear();
      this.spriteRatio = ratio;
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
    // Whole pixels: a sprite stamped between pixels is resampled (slower and blurred).
    const stamp = (sprite: Sprite, at: L.Point) => {
      const side = sprite.half * 2;
      ctx.drawImage(sprite.image, Math.round(at.x - sprite.half), Math.round(at.y - sprite.half), side, side);
    };
    for (const item of this.items) {
      if (item.slot >= 0) continue;
      stamp(this.clusterSprite(item.count, ratio), this.map.latLngToContainerPoint([item.lat, item.lng]));
    }
    for (const item of this.items) {
      if (item.slot < 0) continue;
      const [lat, lng] = this.position(item.slot);
      stamp(this.pinSprite(this.style.pinColour(item.slot), ratio), this.map.latLngToContainerPoint([lat, lng]));
    }
  }
}
