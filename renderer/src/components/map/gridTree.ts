/**
 * A hashed uniform grid over one zoom level's points (clusterLevels.ts): which points lie
 * within r of a point (`withinInto`), and which lie in a box (`range`). Built in one
 * linear pass; a radius query looks at the 1–4 cells the circle touches. Supercluster uses
 * a KD-tree, which sorts; the answers are the same (same integer coordinates, same `<= r²`
 * test), only listed in another order, which the clustering does not depend on.
 *
 * Cells are hashed, not laid out over the points' bounding box: a few vehicles reporting
 * 0,0 would stretch such a box over half the globe and put the whole of Cairo in one cell.
 *
 * `build` reuses the arrays of the previous build when they are big enough: touching
 * freshly allocated memory is what a build mostly cost in the browser here (a first write
 * to a new page costs tens of microseconds on these virtual machines; bench/RESULTS.md,
 * mapCluster, 2026-11-28 "the index's memory").
 */

/** A level's points: x at `k * stride`, y at `k * stride + 1`, integers. */
export interface FlatPoints {
  readonly data: Int32Array;
  readonly count: number;
  readonly stride: number;
}

/** Cells are numbered from 1: a zeroed head slot is empty without a fill. */
const EMPTY = 0;

export class GridTree {
  private data: Int32Array = new Int32Array(0);
  private count = 0;
  private stride = 1;
  private inverse = 1;
  private mask = 0;
  /** Open addressing: slot h holds cell (keyX[h], keyY[h]) and its first point + 1, head[h]. */
  private keyX: Int32Array = new Int32Array(0);
  private keyY: Int32Array = new Int32Array(0);
  private head: Int32Array = new Int32Array(0);
  /** The next point of the same cell + 1, in ascending order. */
  private next: Int32Array = new Int32Array(0);

  get numItems(): number {
    return this.count;
  }

  /** Indexes the points for radius queries of up to `cell / 2`, which then touch at most 2 × 2 cells. */
  build({ data, count, stride }: FlatPoints, cell: number): this {
    this.data = data;
    this.count = count;
    this.stride = stride;
    this.inverse = 1 / Math.max(cell, 1);
    let capacity = 16;
    while (capacity < count * 2) capacity *= 2;
    if (this.head.length < capacity) {
      this.keyX = new Int32Array(capacity);
      this.keyY = new Int32Array(capacity);
      this.head = new Int32Array(capacity);
    } else {
      this.head.fill(EMPTY, 0, capacity);
    }
    if (this.next.length < count) this.next = new Int32Array(Math.ceil(count * 1.25));
    this.mask = capacity - 1;
    const { keyX, keyY, head, next, mask, inverse } = this;
    for (let i = count - 1; i >= 0; i--) {
      const cx = Math.floor(data[i * stride]! * inverse);
      const cy = Math.floor(data[i * stride + 1]! * inverse);
      let h = hash(cx, cy) & mask;
      while (head[h] !== EMPTY && (keyX[h] !== cx || keyY[h] !== cy)) h = (h + 1) & mask;
      if (head[h] === EMPTY) {
        keyX[h] = cx;
        keyY[h] = cy;
      }
      next[i] = head[h]!;
      head[h] = i + 1;
    }
    return this;
  }

  /** The first point of a cell + 1, or EMPTY. */
  private first(cx: number, cy: number): number {
    const { head, keyX, keyY, mask } = this;
    let h = hash(cx, cy) & mask;
    while (head[h] !== EMPTY) {
      if (keyX[h] === cx && keyY[h] === cy) return head[h]!;
      h = (h + 1) & mask;
    }
    return EMPTY;
  }

  /** Writes the indexes of the points within r of (qx, qy) into `out`; returns how many. */
  withinInto(qx: number, qy: number, r: number, out: Int32Array): number {
    const { data, stride, next, inverse } = this;
    const r2 = r * r;
    const x0 = Math.floor((qx - r) * inverse);
    const x1 = Math.floor((qx + r) * inverse);
    const y0 = Math.floor((qy - r) * inverse);
    const y1 = Math.floor((qy + r) * inverse);
    let count = 0;
    // A radius far wider than the cells (a level kept for the zooms below it, where nothing
    // clustered): one pass over the points is cheaper than the cells it covers.
    if ((x1 - x0 + 1) * (y1 - y0 + 1) > this.count) {
      for (let i = 0; i < this.count; i++) {
        const dx = data[i * stride]! - qx;
        const dy = data[i * stride + 1]! - qy;
        if (dx * dx + dy * dy <= r2) out[count++] = i;
      }
      return count;
    }
    for (let cy = y0; cy <= y1; cy++) {
      for (let cx = x0; cx <= x1; cx++) {
        for (let p = this.first(cx, cy); p !== EMPTY; p = next[p - 1]!) {
          const i = p - 1;
          const dx = data[i * stride]! - qx;
          const dy = data[i * stride + 1]! - qy;
          if (dx * dx + dy * dy <= r2) out[count++] = i;
        }
      }
    }
    return count;
  }

  /** The indexes of the points in the box, edges included. */
  range(minX: number, minY: number, maxX: number, maxY: number): number[] {
    const { data, stride, next, inverse } = this;
    const x0 = Math.floor(minX * inverse);
    const x1 = Math.floor(maxX * inverse);
    const y0 = Math.floor(minY * inverse);
    const y1 = Math.floor(maxY * inverse);
    const out: number[] = [];
    const inBox = (i: number) => {
      const x = data[i * stride]!;
      const y = data[i * stride + 1]!;
      return x >= minX && x <= maxX && y >= minY && y <= maxY;
    };
    // A box wider than the points are many (zoomed far out): one pass over them is cheaper.
    if ((x1 - x0 + 1) * (y1 - y0 + 1) > this.count) {
      for (let i = 0; i < this.count; i++) if (inBox(i)) out.push(i);
      return out;
    }
    for (let cy = y0; cy <= y1; cy++) {
      for (let cx = x0; cx <= x1; cx++) {
        for (let p = this.first(cx, cy); p !== EMPTY; p = next[p - 1]!) if (inBox(p - 1)) out.push(p - 1);
      }
    }
    return out;
  }
}

function hash(cx: number, cy: number): number {
  return Math.imul(cx, 0x9e3779b1) ^ Math.imul(cy, 0x85ebca6b);
}
