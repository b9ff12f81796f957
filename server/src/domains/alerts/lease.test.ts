import { beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../../platform/deps';
import { openDatabase, type DatabaseHandle } from '../../platform/db/client';
import { migrate } from '../../platform/db/migrate';
import { holdWatchLease, LEASE_MS } from './lease';

class StepClock implements Clock {
  at = Date.UTC(2026, 10, 23, 9, 0, 0);
  now(): Date {
    return new Date(this.at);
  }
}

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://' });
  await migrate(handle);
});

describe('one watcher at a time across API processes', () => {
  it('the holder renews; another takes over only once the lease lapses', async () => {
    const clock = new StepClock();
    const deps = { db: handle.db, clock };
    expect(await holdWatchLease(deps, 'node-a')).toBe(true);
    expect(await holdWatchLease(deps, 'node-b')).toBe(false);
    clock.at += LEASE_MS - 1000;
    expect(await holdWatchLease(deps, 'node-a')).toBe(true);
    clock.at += LEASE_MS - 1000;
    expect(await holdWatchLease(deps, 'node-b')).toBe(false);
    // node-a stops (its process died): after the lease, node-b watches and node-a stands by.
    clock.at += LEASE_MS + 1;
    expect(await holdWatchLease(deps, 'node-b')).toBe(true);
    expect(await holdWatchLease(deps, 'node-a')).toBe(false);
  });
});
