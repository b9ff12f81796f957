import { dayOfInstant, instantOfDay } from '../lists/dateRangeFilter';
import { startOfDay } from './dateRange';

/** 02 §7 getTopRidersLastMonth: the calendar month before the one `now` is in, on the zone's calendar. */
export interface MonthRange {
  /** 'yyyy-MM'. */
  month: string;
  /** The month's first instant. */
  start: Date;
  /** The first instant after the month. */
  end: Date;
}

function firstInstant(year: number, month: number, timeZone: string): Date {
  return startOfDay(instantOfDay({ year, month, day: 1 }, timeZone), timeZone);
}

export function lastMonthRange(now: Date, timeZone: string): MonthRange {
  const today = dayOfInstant(now, timeZone);
  const year = today.month === 1 ? today.year - 1 : today.year;
  const month = today.month === 1 ? 12 : today.month - 1;
  return {
    month: `${year}-${String(month).padStart(2, '0')}`,
    start: firstInstant(year, month, timeZone),
    end: firstInstant(today.year, today.month, timeZone),
  };
}

export const TOP_RIDERS_DEFAULT_LIMIT = 20;
export const TOP_RIDERS_MAX_LIMIT = 100;
export const TOP_RIDERS_LIMIT_MESSAGE = `Limit must be a whole number from 1 to ${TOP_RIDERS_MAX_LIMIT}`;

/** The ranking's length: 20 unless given, 1-100, or the message. */
export function topRidersLimit(
  limit: number | null | undefined,
): { ok: true; value: number } | { ok: false; error: string } {
  const value = limit ?? TOP_RIDERS_DEFAULT_LIMIT;
  return Number.isInteger(value) && value >= 1 && value <= TOP_RIDERS_MAX_LIMIT
    ? { ok: true, value }
    : { ok: false, error: TOP_RIDERS_LIMIT_MESSAGE };
}
