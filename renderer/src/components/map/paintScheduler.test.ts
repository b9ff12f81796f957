import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PaintScheduler, type FrameClock } from './paintScheduler';

/** Frames that come when the test says. */
function manualFrames(): FrameClock & { flush(): void } {
  let pending = new Map<number, () => void>();
  let next = 1;
  return {
    request: (callback) => {
      pending.set(next, callback);
      return next++;
    },
    cancel: (handle) => void pending.delete(handle),
    flush: () => {
      const due = pending;
      pending = new Map();
      for (const callback of due.values()) callback();
    },
  };
}

describe('PaintScheduler', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('paints once a frame however often it is asked', () => {
    const frames = manualFrames();
    const paint = vi.fn();
    const scheduler = new PaintScheduler(paint, frames);
    scheduler.soonest();
    scheduler.soonest();
    scheduler.within(150);
    frames.flush();
    expect(paint).toHaveBeenCalledTimes(1);
  });

  it('moved pins wait for the deadline, and a paint before it (the new clusters) is the only one', () => {
    const frames = manualFrames();
    const paint = vi.fn();
    const scheduler = new PaintScheduler(paint, frames);
    scheduler.within(150);
    vi.advanceTimersByTime(100);
    // The worker's answer arrives and is painted at once.
    scheduler.cancel();
    paint();
    vi.advanceTimersByTime(200);
    frames.flush();
    expect(paint).toHaveBeenCalledTimes(1);
  });

  it('without an answer the moved pins paint at the deadline', () => {
    const frames = manualFrames();
    const paint = vi.fn();
    const scheduler = new PaintScheduler(paint, frames);
    scheduler.within(150);
    vi.advanceTimersByTime(149);
    frames.flush();
    expect(paint).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    frames.flush();
    expect(paint).toHaveBeenCalledTimes(1);
  });
});
