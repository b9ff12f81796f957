import { describe, expect, it } from 'vitest';
import { slidingWait } from './attempts';

const W = 15 * 60_000;

describe('slidingWait: the sign-in limits over a sliding window', () => {
  it('ten tries just before a quarter hour still count just after it (fixed windows let the eleventh in)', () => {
    expect(
      slidingWait({ previous: 10, current: 1, max: 10, windowMs: W, intoWindowMs: 5_000 }),
    ).toBeGreaterThan(0);
  });

  it('within the limit there is no wait', () => {
    expect(slidingWait({ previous: 0, current: 10, max: 10, windowMs: W, intoWindowMs: 60_000 })).toBe(0);
    // Half of the previous window's 10 still counts: 5 + 5 = 10.
    expect(slidingWait({ previous: 10, current: 5, max: 10, windowMs: W, intoWindowMs: W / 2 })).toBe(0);
  });

  it('over the limit in this window: until enough of it slides out of the next one', () => {
    // 14 min 30 s to the window's end, then 2/11 of a window for the next try (1 + 11 × (1 − x) ≤ 10).
    expect(slidingWait({ previous: 0, current: 11, max: 10, windowMs: W, intoWindowMs: 30_000 })).toBeCloseTo(
      W - 30_000 + (W * 2) / 11,
      6,
    );
  });

  it("over only with the previous window's share: until enough of that share has slid out", () => {
    // 10 × (1 − x) + 5 + 1 ≤ 10 → x ≥ 0.6 of the window; the try came at 0.4.
    expect(
      slidingWait({ previous: 10, current: 5, max: 10, windowMs: W, intoWindowMs: 0.4 * W }),
    ).toBeCloseTo(0.2 * W, 6);
  });
});
