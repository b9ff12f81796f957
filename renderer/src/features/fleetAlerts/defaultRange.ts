import { endOfDayIso, startOfDayIso } from '@ops/shared/rules/dateRange';

const DAY_MS = 86_400_000;

/** The last `days` days up to today, as start-of-day to end-of-day ISO times (02 §4). */
export function lastDaysRange(now: Date, days: number): { startDate: string; endDate: string } {
  return {
    startDate: startOfDayIso(new Date(now.getTime() - (days - 1) * DAY_MS)),
    endDate: endOfDayIso(now),
  };
}

/** The Counter's plain dates (yyyy-MM-dd, 02 §4), the last `days` days up to today in Cairo. */
export function lastPlainDays(now: Date, days: number): { startDate: string; endDate: string } {
  const plain = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(date);
  return { startDate: plain(new Date(now.getTime() - (days - 1) * DAY_MS)), endDate: plain(now) };
}
