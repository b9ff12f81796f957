import { calendarDateIn, startOfDay } from '../../shared/rules/dateRange';
import { CAIRO_TIME_ZONE } from '../../shared/lists/dateRangeFilter';

/** The end of the template's seeded history, as an ISO time (set by the global setup for every file). */
export const E2E_SEED_NOW_ENV = 'OPS_E2E_SEED_NOW';

const DAY_MS = 86_400_000;

/**
 * Where the e2e demo data's history ends: the start of today in Cairo (issue 23 item 7: demo
 * data lives in the present). A day, not the minute: a template built on one day serves that
 * day's files, and their dates are computed from this, never written out.
 */
export function e2eSeedNow(): Date {
  const set = process.env[E2E_SEED_NOW_ENV];
  return set ? new Date(set) : startOfDay(new Date(), CAIRO_TIME_ZONE);
}

/** The Cairo calendar day (YYYY-MM-DD) `days` from the seed's day (negative: before it). Noon keeps a DST shift from moving the day. */
export function seedDay(days = 0): string {
  return calendarDateIn(new Date(e2eSeedNow().getTime() + 12 * 3_600_000 + days * DAY_MS), CAIRO_TIME_ZONE);
}

/** The Cairo month (YYYY-MM) `months` from the seed's month. */
export function seedMonth(months = 0): string {
  const [y, m] = seedDay().split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The first and last calendar days (YYYY-MM-DD) of a month (YYYY-MM). */
export function monthDays(month: string): { first: string; last: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { first: `${month}-01`, last: `${month}-${String(last).padStart(2, '0')}` };
}

/** The Monday on or before a calendar day (YYYY-MM-DD): the analytics' 'Week of'. */
export function mondayOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

/** An instant as the date-time pickers show it in Cairo: MM/DD/YYYY HH:mm. */
export function cairoWallTime(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: CAIRO_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(iso));
  const get = (type: string): string => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('month')}/${get('day')}/${get('year')} ${get('hour')}:${get('minute')}`;
}
