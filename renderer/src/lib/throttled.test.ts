import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttled } from './throttled';

describe('a live list reads again at once, then at most once a second while events keep coming', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('first call at once; a storm gives one call per window and one after the last', () => {
    const run = vi.fn();
    const refetch = throttled(run, 1000);
    refetch.call();
    expect(run).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 30; i += 1) {
      refetch.call();
      vi.advanceTimersByTime(100);
    }
    // 3 s of events: the first call, then one per second.
    expect(run).toHaveBeenCalledTimes(4);
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(4);
    refetch.call();
    expect(run).toHaveBeenCalledTimes(5);
  });

  it('cancel drops what waits', () => {
    const run = vi.fn();
    const refetch = throttled(run, 1000);
    refetch.call();
    refetch.call();
    refetch.cancel();
    vi.advanceTimersByTime(5000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
