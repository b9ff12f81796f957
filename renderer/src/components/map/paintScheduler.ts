/**
 * When the vehicle canvas repaints, on whichever thread paints it: at most once a frame
 * however many changes arrive, and live moves wait up to a deadline for the clusters they
 * change (the index follows them right after the batch), so a tick paints once, not twice.
 */
/**
 * How long moved pins wait for the index's new clusters before repainting alone. The worker
 * answers a batch in ~10–40 ms; one repaint instead of two halves a tick's paint, and
 * 150 ms is well inside the one-second spacing of positions.
 */
export const MOVE_REPAINT_WAIT_MS = 150;

export interface FrameClock {
  request(callback: () => void): number;
  cancel(handle: number): void;
}

export const animationFrames: FrameClock = {
  request: (callback) => requestAnimationFrame(() => callback()),
  cancel: (handle) => cancelAnimationFrame(handle),
};

export class PaintScheduler {
  private frame = 0;
  private soon: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly paint: () => void,
    private readonly clock: FrameClock = animationFrames,
  ) {}

  /** One paint on the next frame, however many changes arrive before it. */
  soonest(): void {
    this.clearSoon();
    if (!this.frame) this.frame = this.clock.request(() => this.run());
  }

  /** A paint within `ms`, or sooner if something asks for one. */
  within(ms: number): void {
    if (this.frame || this.soon) return;
    this.soon = setTimeout(() => {
      this.soon = null;
      this.soonest();
    }, ms);
  }

  /** Forgets what was asked: the caller has just painted. */
  cancel(): void {
    this.clearSoon();
    if (this.frame) this.clock.cancel(this.frame);
    this.frame = 0;
  }

  private run(): void {
    this.frame = 0;
    this.paint();
  }

  private clearSoon(): void {
    if (this.soon) clearTimeout(this.soon);
    this.soon = null;
  }
}
