import { z } from 'zod';
import { EXPORT_MESSAGES } from '../rules/exportRules';
import {
  canApplyDateRange,
  DATE_RANGE_MESSAGES,
  endOfDay,
  endOfDayIso,
  startOfDayIso,
  validateDateRangeFilter,
} from '../rules/dateRange';

/**
 * The date-range filter of every list (02 §5), as the panel shows it and as the server
 * reads it. The single-date rules (messages, start/end of day, Cairo time) live in
 * rules/dateRange.ts; this file puts them together into one filter value.
 */

/** 02 §5: "The ride filter with times uses Cairo time zone." */
export const CAIRO_TIME_ZONE = 'Africa/Cairo';

export const LAST_RIDE_IN_FUTURE_MESSAGE = 'Last-ride dates cannot be in the future';
export const BAD_DATE_MESSAGE = 'Dates must be ISO date-times';

/** What the filter sends: the first and the last instant of the chosen days, as ISO strings. */
export interface DateRangeValue {
  startDate: string;
  endDate: string;
}

/** What the pickers hold before Apply. */
export interface DateRangeDraft {
  start: Date | null;
  end: Date | null;
}

export interface DateRangeOptions {
  /** A zone for filters with times (CAIRO_TIME_ZONE); absent means the app's own zone. */
  timeZone?: string;
  /** Days after this instant's day are not offered (last-ride dates: now). */
  notAfter?: Date;
}

export const EMPTY_DATE_RANGE: DateRangeDraft = { start: null, end: null };

/** The state of the panel's buttons: "Apply and Reset are disabled while nothing is set." */
export function dateRangeButtons(draft: DateRangeDraft): { canApply: boolean; canReset: boolean } {
  const any = canApplyDateRange(draft.start, draft.end);
  return { canApply: any, canReset: any };
}

export type DateRangeApplyResult =
  { ok: true; value: DateRangeValue | undefined } | { ok: false; error: string };

/**
 * Apply pressed: nothing set clears the filter; one end gives the spec's message for the
 * other; both send start-of-day to end-of-day ISO times (in the zone, when one is given).
 * Ends given in the wrong order are swapped: the pickers do not forbid it, and the days
 * the person meant are clear.
 */
export function applyDateRange(draft: DateRangeDraft, options: DateRangeOptions = {}): DateRangeApplyResult {
  const error = validateDateRangeFilter(draft.start, draft.end);
  if (error) return { ok: false, error };
  if (!draft.start || !draft.end) return { ok: true, value: undefined };
  if (options.notAfter && (isDisabledDay(draft.start, options) || isDisabledDay(draft.end, options))) {
    return { ok: false, error: LAST_RIDE_IN_FUTURE_MESSAGE };
  }
  const [first, last] =
    draft.start.getTime() <= draft.end.getTime() ? [draft.start, draft.end] : [draft.end, draft.start];
  return {
    ok: true,
    value: {
      startDate: startOfDayIso(first, options.timeZone),
      endDate: endOfDayIso(last, options.timeZone),
    },
  };
}

/** For the picker's disabledDate: a day after `notAfter`'s day (in the filter's zone). */
export function isDisabledDay(day: Date, options: DateRangeOptions): boolean {
  if (!options.notAfter) return false;
  return day.getTime() > endOfDay(options.notAfter, options.timeZone).getTime();
}

/** The pickers' draft back from an applied value (the URL holds the value). */
export function draftFromValue(value: DateRangeValue | undefined): DateRangeDraft {
  if (!value) return EMPTY_DATE_RANGE;
  return { start: new Date(value.startDate), end: new Date(value.endDate) };
}

/** A day on the calendar, as a picker shows it (month 1-12). */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/**
 * The instant the filter reads for a picked day: noon, which is the same calendar day in
 * every zone within 11 hours of the one meant, so a picker in the runtime's zone and a
 * filter in Cairo agree on the day.
 */
export function instantOfDay(day: CalendarDay, timeZone?: string): Date {
  return timeZone
    ? new Date(Date.UTC(day.year, day.month - 1, day.day, 12))
    : new Date(day.year, day.month - 1, day.day, 12);
}

/** The calendar day an instant falls on, in the zone (or the runtime's own): what the picker shows for a sent value. */
export function dayOfInstant(instant: Date, timeZone?: string): CalendarDay {
  if (!timeZone)
    return { year: instant.getFullYear(), month: instant.getMonth() + 1, day: instant.getDate() };
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(instant);
  const get = (type: string): number => Number(parts.find((part) => part.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day') };
}

const isoDateTime = z.iso.datetime({ offset: true, error: BAD_DATE_MESSAGE });

/**
 * The server's reading of a range: both ends, ISO date-times, start not after end. The
 * messages are the panel's, so a hand-made request gets the words a person would.
 */
export const dateRangeSchema = z
  .strictObject({ startDate: isoDateTime.optional(), endDate: isoDateTime.optional() })
  .superRefine((range, ctx) => {
    const missing = validateDateRangeFilter(
      range.startDate ? new Date(range.startDate) : null,
      range.endDate ? new Date(range.endDate) : null,
    );
    if (missing) ctx.addIssue({ code: 'custom', message: missing });
    else if (!range.startDate) ctx.addIssue({ code: 'custom', message: DATE_RANGE_MESSAGES.startMissing });
    else if (range.endDate && new Date(range.startDate).getTime() > new Date(range.endDate).getTime()) {
      ctx.addIssue({ code: 'custom', message: EXPORT_MESSAGES.order });
    }
  })
  .transform((range) => range as DateRangeValue);

/** Server side of "Last-ride dates cannot be in the future": a range that starts after now. */
export function futureRangeError(range: DateRangeValue | undefined, now: Date): string | null {
  return range && new Date(range.startDate).getTime() > now.getTime() ? LAST_RIDE_IN_FUTURE_MESSAGE : null;
}
