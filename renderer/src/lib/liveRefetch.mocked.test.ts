import { afterEach, describe, expect, it, vi } from 'vitest';
import { REALTIME_EVENTS } from '@ops/shared/realtime/events';

const listeners = new Map<string, Array<() => void>>();
vi.mock('../features/shell/realtime', () => ({
  onRealtime: (event: string, handler: () => void) => {
    listeners.set(event, [...(listeners.get(event) ?? []), handler]);
    return () =>
      listeners.set(
        event,
        (listeners.get(event) ?? []).filter((h) => h !== handler),
      );
  },
}));
const { refetchOn } = await import('./liveRefetch');

const emit = (event: string) => (listeners.get(event) ?? []).forEach((handler) => handler());

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<unknown>((res, rej) => {
    resolve = () => res(undefined);
    reject = rej;
  });
  return { promise, resolve, reject };
}

afterEach(() => listeners.clear());

describe('refetchOn: a list kept live by its events', () => {
  it('listens from the moment its entry exists: a change during the first load reads the list again once it is in', async () => {
    const loaded = deferred();
    const removed = deferred();
    const invalidate = vi.fn();
    const running = refetchOn(
      [REALTIME_EVENTS.TASKS],
      invalidate,
      1000,
    )(undefined, {
      cacheDataLoaded: loaded.promise,
      cacheEntryRemoved: removed.promise,
    });
    // The room is joined before the first answer, so nothing raised meanwhile is missed...
    expect(listeners.get(REALTIME_EVENTS.TASKS)).toHaveLength(1);
    emit(REALTIME_EVENTS.TASKS);
    // ...and the invalidation waits for the entry's data (there is nothing to invalidate yet).
    expect(invalidate).not.toHaveBeenCalled();
    loaded.resolve();
    await Promise.resolve();
    await Promise.resolve();
    expect(invalidate).toHaveBeenCalledTimes(1);
    removed.resolve();
    await running;
    expect(listeners.get(REALTIME_EVENTS.TASKS)).toEqual([]);
  });

  it('a first load with no change in between reads nothing again; later events do (throttled)', async () => {
    vi.useFakeTimers();
    try {
      const loaded = deferred();
      const removed = deferred();
      const invalidate = vi.fn();
      const running = refetchOn(
        [REALTIME_EVENTS.TASKS],
        invalidate,
        1000,
      )(undefined, {
        cacheDataLoaded: loaded.promise,
        cacheEntryRemoved: removed.promise,
      });
      loaded.resolve();
      await vi.advanceTimersByTimeAsync(0);
      expect(invalidate).not.toHaveBeenCalled();
      emit(REALTIME_EVENTS.TASKS);
      emit(REALTIME_EVENTS.TASKS);
      expect(invalidate).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1000);
      expect(invalidate).toHaveBeenCalledTimes(2);
      removed.resolve();
      await running;
    } finally {
      vi.useRealTimers();
    }
  });

  it('an entry gone before its first answer leaves its rooms', async () => {
    const loaded = deferred();
    const invalidate = vi.fn();
    const running = refetchOn([REALTIME_EVENTS.TASKS], invalidate)(undefined, {
      cacheDataLoaded: loaded.promise,
      cacheEntryRemoved: new Promise(() => undefined),
    });
    loaded.reject(new Error('removed'));
    await running;
    expect(listeners.get(REALTIME_EVENTS.TASKS)).toEqual([]);
    expect(invalidate).not.toHaveBeenCalled();
  });
});
