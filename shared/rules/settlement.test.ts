import { describe, expect, it } from 'vitest';
import { settlementPercent } from './settlement';

describe('settlementPercent', () => {
  it('counts settled, skipped and failed as handled, rounding down', () => {
    expect(settlementPercent({ total: 3, settled: 1, skipped: 0, failed: 0 })).toBe(33);
    expect(settlementPercent({ total: 4, settled: 1, skipped: 1, failed: 1 })).toBe(75);
    expect(settlementPercent({ total: 4, settled: 2, skipped: 1, failed: 1 })).toBe(100);
  });
  it('an empty run is done', () => {
    expect(settlementPercent({ total: 0, settled: 0, skipped: 0, failed: 0 })).toBe(100);
  });
});
