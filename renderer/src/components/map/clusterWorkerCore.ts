import { ClusterIndex } from './clusterIndex';
import type { BBox, ClusterItem } from './clusterItem';
import type { ClusterQuery, ClustersFromWorker, ToClusterWorker } from './clusterMessages';
import { pack, transferables } from './packedItems';
import { MOVE_REPAINT_WAIT_MS, PaintScheduler, type FrameClock } from './paintScheduler';
import { REBUILD_EVERY_MS, RebuildTimer } from './rebuildTimer';
import { project, type ViewFrame } from './viewFrame';

/** What paints the answers, when the worker holds the canvas (clusterWorker.ts makes it). */
export interface Painting {
  paint(
    frame: ViewFrame,
    items: readonly ClusterItem[],
    position: (slot: number) => [number, number],
    colourOf: (slot: number) => number,
  ): void;
}

/**
 * The cluster worker's logic without the worker's globals, so it can be tested in Node:
 * the index, its rebuilds after moves (at most once a second, then the last view answered
 * again), and, when it holds the canvas, the paint of each answer and of moved pins.
 */
export class ClusterWorkerCore {
  private readonly index = new ClusterIndex();
  private lastQuery: ClusterQuery | null = null;
  private colours: Uint8Array = new Uint8Array(0);
  private drawn: readonly ClusterItem[] = [];
  /** Slots of the single vehicles drawn now: a move of one of them repaints. */
  private singles = new Set<number>();
  private painting: Painting | null = null;
  private readonly scheduler: PaintScheduler;
  private readonly rebuilds = new RebuildTimer(REBUILD_EVERY_MS, () => {
    this.index.rebuild();
    if (this.lastQuery) this.answer(this.lastQuery);
  });
  private readonly position = (slot: number) => this.index.position(slot);
  private readonly colourOf = (slot: number) => this.colours[slot] ?? 0;

  constructor(
    private readonly post: (answer: ClustersFromWorker, transfer: Transferable[]) => void,
    clock?: FrameClock,
  ) {
    this.scheduler = new PaintScheduler(() => this.paint(), clock);
  }

  /** From now on every answer is painted before it is posted. */
  paintWith(painting: Painting): void {
    this.painting = painting;
  }

  handle(message: ToClusterWorker): void {
    if (message.type === 'load') {
      const started = performance.now();
      this.index.load(message.lat, message.lng);
      const indexMs = performance.now() - started;
      this.colours = message.colours;
      this.rebuilds.built();
      this.lastQuery = message.view;
      // Without `answer` the map drew this view from its own first index; answering it again would repaint the same.
      if (message.answer) this.answer(message.view, indexMs);
    } else if (message.type === 'move') {
      this.index.move(message.slots, message.lat, message.lng);
      if (this.index.needsRebuild) this.rebuilds.moved();
      if (this.painting && message.slots.some((slot) => this.singles.has(slot)))
        this.scheduler.within(MOVE_REPAINT_WAIT_MS);
    } else if (message.type === 'query') {
      this.lastQuery = { seq: message.seq, bbox: message.bbox, zoom: message.zoom, frame: message.frame };
      this.answer(this.lastQuery);
    }
  }

  /** Warms the index up on a made-up fleet (see `warmUp`); it is empty again after. */
  warmUp(): WarmView {
    return warmUp(this.index);
  }

  destroy(): void {
    this.rebuilds.stop();
    this.scheduler.cancel();
  }

  private answer({ seq, bbox, zoom }: ClusterQuery, indexMs?: number): void {
    const started = performance.now();
    const items = this.index.query(bbox, zoom);
    const computeMs = performance.now() - started;
    this.drawn = items;
    this.singles = new Set();
    for (const item of items) if (item.slot >= 0) this.singles.add(item.slot);
    // Painted before it is posted: the answer tells the map its frame is on screen.
    let paintMs: number | undefined;
    if (this.painting) {
      this.scheduler.cancel();
      const painted = performance.now();
      this.paint();
      paintMs = performance.now() - painted;
    }
    const packed = pack(items);
    this.post(
      { type: 'clusters', seq, packed, computeMs, paintMs, ...(indexMs === undefined ? {} : { indexMs }) },
      transferables(packed),
    );
  }

  private paint(): void {
    const frame = this.lastQuery?.frame;
    if (this.painting && frame) this.painting.paint(frame, this.drawn, this.position, this.colourOf);
  }
}

/** A made-up fleet's size and box for `warmUp`: like the real one, so the same code paths get hot. */
const WARM_POINTS = 10_000;
const WARM_BOX: BBox = [31.0, 29.8, 31.5, 30.3];
const WARM_ZOOM = 10;
/**
 * Builds of the made-up fleet: a fresh worker's first index of 10,000 points took 74–132 ms
 * against ~8 once its code was optimised, which took five or so builds (bench/RESULTS.md,
 * mapCluster, 2026-11-28 "the index's memory").
 */
const WARM_ROUNDS = 6;

export interface WarmView {
  items: ClusterItem[];
  position: (slot: number) => [number, number];
  /** Where the made-up fleet's view lies at WARM_ZOOM, for a practice paint of `width` × `height`. */
  frame: (width: number, height: number, ratio: number) => ViewFrame;
}

/**
 * Indexes a made-up fleet in `index` while the real one is still being fetched, so that its
 * code is optimised and its arrays are allocated and touched when the fleet arrives, then
 * empties it. Returns a view of the made-up fleet for a practice paint.
 */
export function warmUp(index: ClusterIndex): WarmView {
  let seed = 1;
  // A fixed linear congruential stream: the same points every time, no Math.random state.
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const lat = new Float64Array(WARM_POINTS);
  const lng = new Float64Array(WARM_POINTS);
  for (let i = 0; i < WARM_POINTS; i++) {
    lng[i] = WARM_BOX[0] + next() * (WARM_BOX[2] - WARM_BOX[0]);
    lat[i] = WARM_BOX[1] + next() * (WARM_BOX[3] - WARM_BOX[1]);
  }
  let items: ClusterItem[] = [];
  for (let round = 0; round < WARM_ROUNDS; round++) {
    index.load(lat, lng);
    for (const zoom of [16, 13, WARM_ZOOM]) items = index.query(WARM_BOX, zoom);
  }
  const positions = items.map((item) =>
    item.slot >= 0 ? index.position(item.slot) : ([0, 0] as [number, number]),
  );
  const slots = new Map(items.map((item, n) => [item.slot, n]));
  index.load(new Float64Array(0), new Float64Array(0));
  return {
    items,
    position: (slot) => positions[slots.get(slot) ?? -1] ?? [0, 0],
    frame: (width, height, ratio) => {
      const [x, y] = project((WARM_BOX[1] + WARM_BOX[3]) / 2, (WARM_BOX[0] + WARM_BOX[2]) / 2, WARM_ZOOM);
      return {
        zoom: WARM_ZOOM,
        originX: Math.round(x - width / 2),
        originY: Math.round(y - height / 2),
        width,
        height,
        ratio,
      };
    },
  };
}
