import { describe, expect, it, vi } from 'vitest';
import { withRetries, STARTUP_RETRIES, STARTUP_RETRY_DELAY_MS } from './retry';

describe('start-up retry schedule (03 §4, §9)', () => {
  it('is 3 retries, 2 seconds apart', () => {
    expect(STARTUP_RETRIES).toBe(3);
    expect(STARTUP_RETRY_DELAY_MS).toBe(2000);
  });

  it('tries once, then retries 3 times with 2 s sleeps, then fails with the last error', async () => {
    const sleeps: number[] = [];
    let calls = 0;
    const attempt = vi.fn(async () => {
      calls += 1;
      throw new Error(`fail ${calls}`);
    });
    await expect(withRetries(attempt, { sleep: async (ms) => void sleeps.push(ms) })).rejects.toThrow(
      'fail 4',
    );
    expect(attempt).toHaveBeenCalledTimes(4);
    expect(sleeps).toEqual([2000, 2000, 2000]);
  });

  it('stops at the first success', async () => {
    const sleeps: number[] = [];
    let calls = 0;
    const result = await withRetries(
      async () => {
        calls += 1;
        if (calls < 3) throw new Error('not yet');
        return 'user';
      },
      { sleep: async (ms) => void sleeps.push(ms) },
    );
    expect(result).toBe('user');
    expect(calls).toBe(3);
    expect(sleeps).toEqual([2000, 2000]);
  });

  it('does not sleep before the first attempt', async () => {
    const sleep = vi.fn(async () => undefined);
    await withRetries(async () => 1, { sleep });
    expect(sleep).not.toHaveBeenCalled();
  });

  it('gives up early when told to stop (signed out meanwhile)', async () => {
    let stop = false;
    const attempt = vi.fn(async () => {
      stop = true;
      throw new Error('x');
    });
    await expect(
      withRetries(attempt, { sleep: async () => undefined, shouldStop: () => stop }),
    ).rejects.toThrow('x');
    expect(attempt).toHaveBeenCalledTimes(1);
  });
});
