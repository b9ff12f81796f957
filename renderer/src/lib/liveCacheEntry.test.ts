import { describe, expect, it, vi } from 'vitest';
import { liveFromAdded, type HoldUntilLoaded } from './liveCacheEntry';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<unknown>((res, rej) => {
    resolve = () => res(undefined);
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A room of one event: who listens, and what it says to them. */
function room() {
  const handlers = new Set<(payload: string) => void>();
  return {
    join(handler: (payload: string) => void) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    say: (payload: string) => handlers.forEach((handler) => handler(payload)),
    size: () => handlers.size,
  };
}

const tick = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

describe('liveFromAdded: a cache entry live from the moment it is added', () => {
  it('joins before the first answer and applies what it heard meanwhile, in order, once the answer is in', async () => {
    const loaded = deferred();
    const removed = deferred();
    const events = room();
    const applied: string[] = [];
    const running = liveFromAdded(
      { cacheDataLoaded: loaded.promise, cacheEntryRemoved: removed.promise },
      (hold: HoldUntilLoaded) => [events.join(hold((payload: string) => applied.push(payload)))],
      { kind: 'replay' },
    );
    expect(events.size()).toBe(1);
    events.say('raised during the load');
    events.say('and another');
    // Nothing to patch yet: the answer is not in.
    expect(applied).toEqual([]);
    loaded.resolve();
    await tick();
    expect(applied).toEqual(['raised during the load', 'and another']);
    events.say('after');
    expect(applied).toEqual(['raised during the load', 'and another', 'after']);
    removed.resolve();
    await running;
    expect(events.size()).toBe(0);
  });

  it('refetch: what was heard during the load reads the entry again, once; a quiet load reads nothing again', async () => {
    for (const heard of [2, 0]) {
      const loaded = deferred();
      const removed = deferred();
      const events = room();
      const refetch = vi.fn();
      const patch = vi.fn();
      const running = liveFromAdded(
        { cacheDataLoaded: loaded.promise, cacheEntryRemoved: removed.promise },
        (hold) => [events.join(hold(patch))],
        { kind: 'refetch', refetch },
      );
      for (let i = 0; i < heard; i += 1) events.say(`change ${i}`);
      loaded.resolve();
      await tick();
      expect(refetch).toHaveBeenCalledTimes(heard > 0 ? 1 : 0);
      // Not patched as well: the fresh read holds the change.
      expect(patch).not.toHaveBeenCalled();
      events.say('after');
      expect(patch).toHaveBeenCalledWith('after');
      removed.resolve();
      await running;
    }
  });

  it('an entry gone before its first answer leaves its rooms, applies nothing and cancels its timers', async () => {
    const loaded = deferred();
    const events = room();
    const patch = vi.fn();
    const leave = vi.fn();
    const running = liveFromAdded(
      { cacheDataLoaded: loaded.promise, cacheEntryRemoved: new Promise(() => undefined) },
      (hold) => [events.join(hold(patch))],
      { kind: 'replay' },
      leave,
    );
    events.say('heard');
    loaded.reject(new Error('removed'));
    await running;
    expect(events.size()).toBe(0);
    expect(patch).not.toHaveBeenCalled();
    expect(leave).toHaveBeenCalledTimes(1);
  });
});
