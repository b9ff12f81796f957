import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { cairoToday, isAfterCairoToday } from './cairoToday';

describe('cairoToday', () => {
  it('is Cairo’s date, not UTC’s, in the first hours after Cairo midnight', () => {
    // 22:30 UTC on 27 November is 00:30 on 28 November in Cairo (UTC+2).
    const now = new Date('2026-11-27T22:30:00Z');
    expect(cairoToday(now).format('YYYY-MM-DD')).toBe('2026-11-28');
    expect(isAfterCairoToday(dayjs('2026-11-28'), now)).toBe(false);
    expect(isAfterCairoToday(dayjs('2026-11-29'), now)).toBe(true);
  });
  it('is the same date as UTC’s at noon', () => {
    expect(cairoToday(new Date('2026-11-27T10:00:00Z')).format('YYYY-MM-DD')).toBe('2026-11-27');
  });
});
