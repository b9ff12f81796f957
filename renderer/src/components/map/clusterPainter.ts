import type { Context2D } from './canvas2d';
import type { ClusterItem } from './clusterItem';
import { CLUSTER_HALO_PX, clusterRadius } from './clusterSize';
import { SpriteAtlas } from './spriteAtlas';
import { toContainer, type ViewFrame } from './viewFrame';

export interface PainterStyle {
  pinRadius: number;
  clusterColour: string;
  /** Pin colours; a vehicle's colour is an index into this (green, red in storage). */
  palette: readonly string[];
}

/**
 * Sprites kept drawn: a view shows a few hundred clusters with far fewer distinct counts.
 * 16 × 16 cells of 48 px: 2.4 MB at a pixel ratio of 1, 9.4 MB at 2, however long the
 * fleet moves and keeps producing new counts (least recently used cells are redrawn).
 */
const ATLAS_CELL = 48;
const ATLAS_SIDE = 16;

/** Counts drawn ahead by `warm`: a 10,000-vehicle fleet's view at zoom 10 is mostly these. */
const WARM_COUNTS = 120;

/**
 * Draws every cluster (counted disc) and every single vehicle (dot) of a view in one pass,
 * on whichever thread holds the canvas (the worker, or the main thread's fallback). Each pin
 * colour and each cluster count is drawn once into a sprite atlas (spriteAtlas.ts) and
 * stamped with `drawImage` at whole pixels: rasterising ~500 anti-aliased discs with labels
 * on every repaint cost more than everything else a tick does (bench/RESULTS.md, mapCluster).
 */
export class ClusterPainter {
  /** Keys: a cluster's count (≥ 1), or −1 − a pin colour's index in the palette. */
  private readonly atlas = new SpriteAtlas<number>(ATLAS_CELL, ATLAS_SIDE, ATLAS_SIDE);

  constructor(private readonly style: PainterStyle) {}

  /**
   * Draws the pins and the small counts before the fleet arrives, so the first view's
   * paint mostly stamps (drawing text the first time is the slow part of a sprite).
   */
  warm(ratio: number): void {
    this.atlas.prepare(ratio);
    this.style.palette.forEach((colour, i) => this.atlas.get(-1 - i, (ctx) => this.drawPin(ctx, colour)));
    for (let count = 2; count <= WARM_COUNTS; count++)
      this.atlas.get(count, (ctx) => this.drawCluster(ctx, count));
  }

  /**
   * Paints `items` over the whole of `ctx`'s canvas, which is sized to `frame`; single
   * vehicles are drawn where `position` says they are now.
   */
  paint(
    ctx: Context2D,
    frame: ViewFrame,
    items: readonly ClusterItem[],
    position: (slot: number) => [number, number],
    colourOf: (slot: number) => number,
  ): void {
    const { ratio } = frame;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    ctx.clearRect(0, 0, frame.width, frame.height);
    this.atlas.prepare(ratio);
    // Clusters first, pins on top. Every key is resolved before the first stamp: drawing
    // into the atlas after stamping from it makes the browser copy it again.
    const order = items.filter((item) => item.slot < 0).concat(items.filter((item) => item.slot >= 0));
    const keys = order.map((item) =>
      item.slot >= 0 ? -1 - this.colourIndex(colourOf(item.slot)) : item.count,
    );
    const at = order.map((item) =>
      item.slot >= 0 ? toContainer(frame, ...position(item.slot)) : toContainer(frame, item.lat, item.lng),
    );
    if (new Set(keys).size > this.atlas.capacity) {
      // More distinct sprites than cells in one view: each would push out one still needed.
      order.forEach((item, i) => {
        ctx.save();
        ctx.translate(at[i]![0], at[i]![1]);
        if (item.slot >= 0) this.drawPin(ctx, this.style.palette[-1 - keys[i]!]!);
        else this.drawCluster(ctx, item.count);
        ctx.restore();
      });
      return;
    }
    const slots = keys.map((key) =>
      this.atlas.get(key, (c) =>
        key < 0 ? this.drawPin(c, this.style.palette[-1 - key]!) : this.drawCluster(c, key),
      ),
    );
    const image = this.atlas.image;
    if (!image) return;
    const cellCentre = (ATLAS_CELL / 2) * ratio;
    order.forEach((item, i) => {
      const half = item.slot >= 0 ? this.style.pinRadius + 2 : clusterRadius(item.count) + 4;
      const slot = slots[i]!;
      const side = half * 2;
      const [x, y] = at[i]!;
      // Whole pixels: a sprite stamped between pixels is resampled (slower and blurred).
      ctx.drawImage(
        image,
        this.atlas.x(slot) + cellCentre - half * ratio,
        this.atlas.y(slot) + cellCentre - half * ratio,
        side * ratio,
        side * ratio,
        Math.round(x - half),
        Math.round(y - half),
        side,
        side,
      );
    });
  }

  destroy(): void {
    this.atlas.destroy();
  }

  private colourIndex(index: number): number {
    return index >= 0 && index < this.style.palette.length ? index : 0;
  }

  private drawCluster(ctx: Context2D, count: number): void {
    const r = clusterRadius(count);
    ctx.beginPath();
    ctx.arc(0, 0, r + CLUSTER_HALO_PX, 0, Math.PI * 2);
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

  private drawPin(ctx: Context2D, colour: string): void {
    ctx.beginPath();
    ctx.arc(0, 0, this.style.pinRadius, 0, Math.PI * 2);
    ctx.fillStyle = colour;
    ctx.fill();
    ctx.lineWidth = 2;
    ctx.strokeStyle = '#ffffff';
    ctx.stroke();
  }
}

/** Sizes a canvas's bitmap to a frame (device pixels); false when it already was. */
export function fitCanvas(canvas: { width: number; height: number }, frame: ViewFrame): boolean {
  const width = Math.round(frame.width * frame.ratio);
  const height = Math.round(frame.height * frame.ratio);
  if (canvas.width === width && canvas.height === height) return false;
  canvas.width = width;
  canvas.height = height;
  return true;
}
