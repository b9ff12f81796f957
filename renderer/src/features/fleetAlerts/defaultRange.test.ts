import { describe, expect, it } from 'vitest';
import { lastPlainDays } from './defaultRange';

describe('the counter sends plain dates (02 §4)', () => {
  it('gives the last days as yyyy-MM-dd in Cairo', () => {
    // 23:30 UTC on the 22nd is already the 23rd in Cairo.
    expect(lastPlainDays(new Date('2026-11-22T23:30:00Z'), 7)).toEqual({
      startDate: '2026-11-17',
      endDate: '2026-11-23',
    });
  });
});
