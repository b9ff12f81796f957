import { afterEach, describe, expect, it, vi } from 'vitest';
import { withDeadline } from './deadline';

describe('withDeadline', () => {
  afterEach(() => vi.useRealTimers());

  it('answers the work’s value when it comes in time', async () => {
    await expect(withDeadline(Promise.resolve('done'), 1_000)).resolves.toBe('done');
  });

  it('gives up on work that never answers once the time is up', async () => {
    vi.useFakeTimers();
    const never = new Promise<string>(() => undefined);
    const waiting = withDeadline(never, 5_000);
    let settled = false;
    void waiting.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(4_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(waiting).resolves.toBeUndefined();
  });
});
