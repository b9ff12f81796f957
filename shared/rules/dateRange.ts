export const DATE_RANGE_MESSAGES = {
  startMissing: 'Please select start date!',
  endMissing: 'Please select end date!',
  startAfterExpiration: 'Start date cannot be later than the expiration date.',
  expirationBeforeStart: 'Expiration date cannot be earlier than the start date.',
} as const;

type MaybeDate = Date | null | undefined;

/** 02 §5: both ends are needed; nothing set is not an error (Apply is simply disabled). */
export function validateDateRangeFilter(start: MaybeDate, end: MaybeDate): string | null {
  if (!start && end) return DATE_RANGE_MESSAGES.startMissing;
  if (start && !end) return DATE_RANGE_MESSAGES.endMissing;
  return null;
}

/** "Apply and Reset are disabled while nothing is set." */
export function canApplyDateRange(start: MaybeDate, end: MaybeDate): boolean {
  return !!start || !!end;
}

/** 03 §5: message for the start picker; equal dates are fine. */
export function validateStartDate(start: MaybeDate, expiration: MaybeDate): string | null {
  return start && expiration && start.getTime() > expiration.getTime()
    ? DATE_RANGE_MESSAGES.startAfterExpiration
    : null;
}

/** 03 §5: message for the expiration picker. */
export function validateExpirationDate(expiration: MaybeDate, start: MaybeDate): string | null {
  return start && expiration && expiration.getTime() < start.getTime()
    ? DATE_RANGE_MESSAGES.expirationBeforeStart
    : null;
}

/** 02 §5: "Last-ride dates cannot be in the future." */
export function isFutureDate(date: Date, now: Date): boolean {
  return date.getTime() > now.getTime();
}

function zonedParts(
  instant: number,
  timeZone: string,
): { y: number; m: number; d: number; offsetMs: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const get = (type: string): number => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return { y: get('year'), m: get('month'), d: get('day'), offsetMs: asUtc - (instant - (instant % 1000)) };
}

/** The first instant of `date`'s calendar day in the zone (twice, because the offset at midnight may differ). */
function zonedStartOfDay(date: Date, timeZone: string): Date {
  const { y, m, d } = zonedParts(date.getTime(), timeZone);
  const midnightUtc = Date.UTC(y, m - 1, d);
  let guess = midnightUtc - zonedParts(midnightUtc, timeZone).offsetMs;
  guess = midnightUtc - zonedParts(guess, timeZone).offsetMs;
  // Where midnight is skipped by a DST jump (Cairo in spring), the day starts at the first later instant.
  if (zonedParts(guess, timeZone).d !== d) guess += 3_600_000;
  return new Date(guess);
}

/**
 * 02 §5: ranges are sent as start-of-day to end-of-day ISO times. Without a zone the
 * runtime's own zone is used (the app's time zone defaults to the browser's); the ride
 * filter with times passes 'Africa/Cairo'.
 */
export function startOfDay(date: Date, timeZone?: string): Date {
  if (timeZone) return zonedStartOfDay(date, timeZone);
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

export function endOfDay(date: Date, timeZone?: string): Date {
  if (timeZone) {
    const start = zonedStartOfDay(date, timeZone);
    // Next day's start minus 1 ms; 26 h lands inside the next day whatever the DST shift.
    return new Date(zonedStartOfDay(new Date(start.getTime() + 26 * 3_600_000), timeZone).getTime() - 1);
  }
  return new Date(date.getFullYear(), date.getMonth(), date.getDate(), 23, 59, 59, 999);
}

export function startOfDayIso(date: Date, timeZone?: string): string {
  return startOfDay(date, timeZone).toISOString();
}

export function endOfDayIso(date: Date, timeZone?: string): string {
  return endOfDay(date, timeZone).toISOString();
}

/** Counter sends plain dates (02 §5): the calendar day, no time. */
export function plainDate(date: Date): string {
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The calendar day (YYYY-MM-DD) an instant falls on in a zone: a Cairo day rental's date. */
export function calendarDateIn(date: Date, timeZone: string): string {
  const { y, m, d } = zonedParts(date.getTime(), timeZone);
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${y}-${pad(m)}-${pad(d)}`;
}
