/**
 * When the cluster index is rebuilt after moves: as soon as the last rebuild is
 * `everyMs` old, else when it will be. A fixed interval (as before) answered at a random
 * moment after each 1 Hz batch of moves, so every tick cost the main thread two repaints:
 * one for the moved pins and one for the new clusters. Rebuilding right after the batch
 * lets both land in one (vehicleClusterLayer.ts waits briefly for the answer).
 */
/** The index follows moves at most this often (clusters may be this old; single pins never are). */
export const REBUILD_EVERY_MS = 1000;

export class RebuildTimer {
  private last = Number.NEGATIVE_INFINITY;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly everyMs: number,
    private readonly rebuild: () => void,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Something moved: rebuild once, no sooner than `everyMs` after the last one. */
  moved(): void {
    if (this.timer) return;
    // Even when due, wait for the current task to end: move messages queued together are all applied first.
    const wait = Math.max(0, this.last + this.everyMs - this.now());
    this.timer = setTimeout(() => {
      this.timer = null;
      this.last = this.now();
      this.rebuild();
    }, wait);
  }

  /** A full load built the index: that counts as a rebuild, and pending moves are in it. */
  built(): void {
    this.last = this.now();
    this.stop();
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
