import dayjs, { type Dayjs } from 'dayjs';
import { cairoDay } from '@ops/shared/analytics/buckets';

/**
 * Today's date in Cairo as a dayjs at local midnight, for pickers of plain Cairo days
 * (yyyy-MM-dd the server reads as Cairo days). `dayjs()` alone is the computer's own day,
 * which differs from Cairo's for up to three hours a night on a computer set to UTC.
 */
export function cairoToday(now: Date = new Date()): Dayjs {
  return dayjs(cairoDay(now));
}

/** For a picker's `disabledDate`: days after today in Cairo. */
export function isAfterCairoToday(day: Dayjs, now: Date = new Date()): boolean {
  return day.isAfter(cairoToday(now), 'day');
}
