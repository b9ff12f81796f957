import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RebuildTimer } from './rebuildTimer';

describe('RebuildTimer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('rebuilds right after the first moves, then at most once a second however many batches arrive', () => {
    const rebuilt: number[] = [];
    const timer = new RebuildTimer(
      1000,
      () => rebuilt.push(Date.now()),
      () => Date.now(),
    );
    const start = Date.now();
    timer.moved();
    timer.moved();
    vi.advanceTimersByTime(0);
    expect(rebuilt.map((t) => t - start)).toEqual([0]);
    // Moves streaming in every 100 ms: one rebuild per second, not ten.
    for (let i = 0; i < 25; i++) {
      vi.advanceTimersByTime(100);
      timer.moved();
    }
    vi.advanceTimersByTime(1000);
    expect(rebuilt.map((t) => t - start)).toEqual([0, 1000, 2000, 3000]);
  });

  it('a 1 Hz batch is answered at once, not up to a second later', () => {
    const rebuilt: number[] = [];
    const timer = new RebuildTimer(
      1000,
      () => rebuilt.push(Date.now()),
      () => Date.now(),
    );
    const start = Date.now();
    for (let tick = 0; tick < 3; tick++) {
      timer.moved();
      vi.advanceTimersByTime(1000);
    }
    expect(rebuilt.map((t) => t - start)).toEqual([0, 1000, 2000]);
  });

  it('nothing moved, nothing rebuilt; a load counts as a rebuild and drops pending moves', () => {
    const rebuild = vi.fn();
    const timer = new RebuildTimer(1000, rebuild, () => Date.now());
    vi.advanceTimersByTime(5000);
    expect(rebuild).not.toHaveBeenCalled();
    timer.built();
    timer.moved();
    timer.built();
    vi.advanceTimersByTime(5000);
    expect(rebuild).not.toHaveBeenCalled();
  });
});
