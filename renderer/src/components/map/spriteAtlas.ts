import { BoundedCache } from './boundedCache';
import { context2d, makeCanvas, type AnyCanvas, type Context2D } from './canvas2d';

/**
 * Slots of a fixed grid handed out by key, least recently used first when all are taken.
 * Kept apart from the canvas so its bound can be tested without a DOM.
 */
export class AtlasSlots<K> {
  private readonly free: number[] = [];
  private next = 0;
  private readonly slots: BoundedCache<K, number>;

  constructor(readonly capacity: number) {
    this.slots = new BoundedCache<K, number>(capacity, (slot) => this.free.push(slot));
  }

  get size(): number {
    return this.slots.size;
  }

  /** The slot of `key`; `fill` runs only when the key got a slot it did not have. */
  get(key: K, fill: (slot: number) => void): number {
    return this.slots.get(key, () => {
      // A new key takes a fresh slot while there are any; once full, the evicted one's.
      const slot = this.next < this.capacity ? this.next++ : this.free.pop();
      if (slot === undefined) throw new Error('AtlasSlots: no slot after eviction');
      fill(slot);
      return slot;
    });
  }

  clear(): void {
    this.slots.clear();
    this.free.length = 0;
    this.next = 0;
  }
}

/**
 * One canvas holding every pre-drawn pin and cluster disc of the map in square cells.
 * One canvas rather than one per sprite: a canvas and its 2D context per cluster count cost
 * ~0.2 ms each to create, ~30 ms on a first view of 10,000 vehicles; drawing a sprite into
 * a cell costs what drawing it on the map would.
 */
export class SpriteAtlas<K> {
  private canvas: AnyCanvas | null = null;
  private readonly slots: AtlasSlots<K>;
  private ratio = 0;

  constructor(
    /** Side of a cell in CSS pixels: the largest sprite's. */
    readonly cell: number,
    readonly columns: number,
    readonly rows: number,
  ) {
    this.slots = new AtlasSlots<K>(columns * rows);
  }

  get capacity(): number {
    return this.slots.capacity;
  }

  get image(): AnyCanvas | null {
    return this.canvas;
  }

  /** Starts over at a pixel ratio (a window moved to another screen redraws every sprite). */
  prepare(ratio: number): void {
    if (ratio === this.ratio && this.canvas) return;
    this.ratio = ratio;
    this.slots.clear();
    const width = Math.ceil(this.cell * this.columns * ratio);
    const height = Math.ceil(this.cell * this.rows * ratio);
    if (this.canvas) {
      this.canvas.width = width;
      this.canvas.height = height;
    } else this.canvas = makeCanvas(width, height);
  }

  /** The slot of `key`, drawn by `draw` (origin at the cell's centre, CSS pixels) when new. */
  get(key: K, draw: (ctx: Context2D) => void): number {
    const side = this.cell * this.ratio;
    return this.slots.get(key, (slot) => {
      const ctx = this.canvas && context2d(this.canvas);
      if (!ctx) return;
      const x = this.x(slot);
      const y = this.y(slot);
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.clearRect(x, y, side, side);
      ctx.setTransform(this.ratio, 0, 0, this.ratio, x + side / 2, y + side / 2);
      draw(ctx);
    });
  }

  /** A slot's left edge in the atlas, device pixels. */
  x(slot: number): number {
    return (slot % this.columns) * this.cell * this.ratio;
  }

  /** A slot's top edge in the atlas, device pixels. */
  y(slot: number): number {
    return Math.floor(slot / this.columns) * this.cell * this.ratio;
  }

  /** Forgets every sprite (they are drawn again when asked for). */
  reset(): void {
    this.slots.clear();
  }

  destroy(): void {
    this.slots.clear();
    if (this.canvas) this.canvas.width = this.canvas.height = 0;
    this.canvas = null;
  }
}
