import { cairoDay, DEFAULT_TIME_UNIT, type TimeUnit } from '@ops/shared/analytics/buckets';
import { DATE_RANGE_MESSAGES } from '@ops/shared/rules/dateRange';
import { EXPORT_MESSAGES } from '@ops/shared/rules/exportRules';
import { UserError } from '../../platform/errors';
import { daysBetween } from '../../platform/aggregates/days';

/**
 * The words an analytics query refuses its range with: the date-range filter's (02 §5) for a
 * missing or unreadable bound, the export's for a backwards range; the span limit is ours (the
 * spec names none).
 */
export const ANALYTICS_RANGE_MESSAGES = {
  startMissing: DATE_RANGE_MESSAGES.startMissing,
  endMissing: DATE_RANGE_MESSAGES.endMissing,
  startAfterEnd: EXPORT_MESSAGES.order,
  tooLong: 'Please choose a range of at most 3 years',
} as const;

/** A series is one label per day at most: three years of days is a chart still worth drawing. */
export const MAX_ANALYTICS_DAYS = 3 * 366;

export interface AnalyticsRange {
  startDay: string;
  endDay: string;
  unit: TimeUnit;
}

const PLAIN_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * An analytics bound as a Cairo calendar day: a plain 'YYYY-MM-DD' is that day (the analytics
 * pages send these); an ISO instant (what the list pages send) is the Cairo day it falls on.
 * Null when it is neither.
 */
function dayOf(text: string): string | null {
  const trimmed = text.trim();
  if (PLAIN_DAY.test(trimmed)) {
    const ms = Date.parse(`${trimmed}T00:00:00Z`);
    return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== trimmed ? null : trimmed;
  }
  const ms = Date.parse(trimmed);
  return !trimmed || Number.isNaN(ms) ? null : cairoDay(new Date(ms));
}

/** The arguments every analytics query takes, checked: Cairo days, start ≤ end, a bounded span. */
export function analyticsRange(startDate: string, endDate: string, type?: TimeUnit | null): AnalyticsRange {
  const startDay = dayOf(startDate);
  if (!startDay) throw new UserError(ANALYTICS_RANGE_MESSAGES.startMissing);
  const endDay = dayOf(endDate);
  if (!endDay) throw new UserError(ANALYTICS_RANGE_MESSAGES.endMissing);
  if (startDay > endDay) throw new UserError(ANALYTICS_RANGE_MESSAGES.startAfterEnd);
  if (daysBetween(startDay, endDay) >= MAX_ANALYTICS_DAYS)
    throw new UserError(ANALYTICS_RANGE_MESSAGES.tooLong);
  return { startDay, endDay, unit: type ?? DEFAULT_TIME_UNIT };
}
