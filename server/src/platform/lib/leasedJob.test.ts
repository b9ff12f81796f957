import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { migrate } from '../db/migrate';
import { startLeasedJob } from './lease';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://' });
  await migrate(handle);
});
afterAll(async () => {
  await handle.close();
});

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a leased background job (the SLA sweep, the runaway-ride sweep)', () => {
  it('only the lease holder runs it, passes never overlap, and stop waits for the pass in progress', async () => {
    const deps = { db: handle.db, clock: { now: () => new Date() } };
    let passes = 0;
    let inside = 0;
    let overlapped = false;
    let finished = 0;
    const job = (onDone: () => void) => ({
      lease: 'test-job',
      leaseMs: 60_000,
      intervalMs: 20,
      run: async () => {
        passes += 1;
        inside += 1;
        if (inside > 1) overlapped = true;
        await wait(100);
        inside -= 1;
        onDone();
      },
      onError: (error: unknown) => {
        throw error;
      },
    });
    const stopA = startLeasedJob(
      deps,
      job(() => (finished += 1)),
      'node-a',
    );
    let otherPasses = 0;
    const stopB = startLeasedJob(
      deps,
      job(() => (otherPasses += 1)),
      'node-b',
    );
    await wait(450);
    await stopB();
    await stopA();
    expect(passes).toBeGreaterThanOrEqual(2);
    expect(otherPasses).toBe(0);
    expect(overlapped).toBe(false);
    expect(finished).toBe(passes);
    const after = passes;
    await wait(100);
    expect(passes).toBe(after);
  });
});
