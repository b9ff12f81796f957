import { describe, expect, it } from 'vitest';
import {
  applyDateRange,
  CAIRO_TIME_ZONE,
  dateRangeButtons,
  dateRangeSchema,
  dayOfInstant,
  draftFromValue,
  instantOfDay,
  futureRangeError,
  isDisabledDay,
  LAST_RIDE_IN_FUTURE_MESSAGE,
} from './dateRangeFilter';

const day = (iso: string) => new Date(iso);
const jan15 = day('2026-01-15T10:00:00Z');
const jan20 = day('2026-01-20T10:00:00Z');

describe('the date-range filter panel (02 §5)', () => {
  it.each([
    ['"Apply and Reset are disabled while nothing is set"', null, null, false],
    ['a start alone enables both', jan15, null, true],
    ['an end alone enables both', null, jan20, true],
    ['both ends', jan15, jan20, true],
  ])('%s', (_rule, start, end, enabled) => {
    expect(dateRangeButtons({ start, end })).toEqual({ canApply: enabled, canReset: enabled });
  });

  it.each([
    [
      '"Only an end chosen gives \'Please select start date!\'"',
      null,
      jan20,
      { ok: false, error: 'Please select start date!' },
    ],
    [
      '"only a start gives \'Please select end date!\'"',
      jan15,
      null,
      { ok: false, error: 'Please select end date!' },
    ],
    ['nothing set clears the filter', null, null, { ok: true, value: undefined }],
  ])('%s', (_rule, start, end, expected) => {
    expect(applyDateRange({ start, end })).toEqual(expected);
  });

  it.each([
    [
      '"start-of-day to end-of-day ISO" in Cairo winter (UTC+2)',
      jan15,
      jan20,
      '2026-01-14T22:00:00.000Z',
      '2026-01-20T21:59:59.999Z',
    ],
    [
      'Cairo summer time (UTC+3)',
      day('2026-07-01T10:00:00Z'),
      day('2026-07-02T10:00:00Z'),
      '2026-06-30T21:00:00.000Z',
      '2026-07-02T20:59:59.999Z',
    ],
    [
      'ends chosen in the wrong order are swapped',
      jan20,
      jan15,
      '2026-01-14T22:00:00.000Z',
      '2026-01-20T21:59:59.999Z',
    ],
    ['one day', jan15, jan15, '2026-01-14T22:00:00.000Z', '2026-01-15T21:59:59.999Z'],
  ])('"The ride filter with times uses Cairo time zone": %s', (_rule, start, end, startDate, endDate) => {
    expect(applyDateRange({ start, end }, { timeZone: CAIRO_TIME_ZONE })).toEqual({
      ok: true,
      value: { startDate, endDate },
    });
  });

  it("without a zone the days are the runtime's own", () => {
    const result = applyDateRange({ start: new Date(2026, 0, 15, 13), end: new Date(2026, 0, 16, 9) });
    expect(result).toEqual({
      ok: true,
      value: {
        startDate: new Date(2026, 0, 15).toISOString(),
        endDate: new Date(2026, 0, 16, 23, 59, 59, 999).toISOString(),
      },
    });
  });

  const now = day('2026-01-15T10:00:00Z');
  it.each([
    ['today is offered', day('2026-01-15T21:00:00Z'), false],
    ['tomorrow (Cairo) is not', day('2026-01-15T22:30:00Z'), true],
    ['yesterday is offered', day('2026-01-14T12:00:00Z'), false],
  ])('"Last-ride dates cannot be in the future": %s', (_rule, date, disabled) => {
    expect(isDisabledDay(date, { notAfter: now, timeZone: CAIRO_TIME_ZONE })).toBe(disabled);
  });

  it('a future last-ride day is refused on Apply too', () => {
    expect(
      applyDateRange({ start: jan15, end: jan20 }, { notAfter: now, timeZone: CAIRO_TIME_ZONE }),
    ).toEqual({
      ok: false,
      error: LAST_RIDE_IN_FUTURE_MESSAGE,
    });
    expect(
      applyDateRange({ start: jan15, end: jan15 }, { notAfter: now, timeZone: CAIRO_TIME_ZONE }).ok,
    ).toBe(true);
  });

  it('the draft comes back from an applied value', () => {
    expect(draftFromValue(undefined)).toEqual({ start: null, end: null });
    expect(
      draftFromValue({ startDate: '2026-01-14T22:00:00.000Z', endDate: '2026-01-20T21:59:59.999Z' }),
    ).toEqual({
      start: day('2026-01-14T22:00:00.000Z'),
      end: day('2026-01-20T21:59:59.999Z'),
    });
  });
});

describe('the server reading of a range', () => {
  const message = (value: unknown) => {
    const result = dateRangeSchema.safeParse(value);
    return result.success ? null : result.error.issues[0]?.message;
  };
  it.each([
    ['both ends', { startDate: '2026-01-14T22:00:00.000Z', endDate: '2026-01-20T21:59:59.999Z' }, null],
    [
      'an offset is fine',
      { startDate: '2026-01-15T00:00:00+02:00', endDate: '2026-01-15T23:59:59+02:00' },
      null,
    ],
    ['end only', { endDate: '2026-01-20T21:59:59.999Z' }, 'Please select start date!'],
    ['start only', { startDate: '2026-01-20T21:59:59.999Z' }, 'Please select end date!'],
    [
      'start after end',
      { startDate: '2026-01-21T00:00:00Z', endDate: '2026-01-20T00:00:00Z' },
      'Start Date must be smaller than End Date',
    ],
    [
      'not a date',
      { startDate: 'yesterday', endDate: '2026-01-20T00:00:00Z' },
      'Dates must be ISO date-times',
    ],
    [
      'a date without a time',
      { startDate: '2026-01-14', endDate: '2026-01-20' },
      'Dates must be ISO date-times',
    ],
    [
      'an unknown key',
      { startDate: '2026-01-14T00:00:00Z', endDate: '2026-01-20T00:00:00Z', tz: 'x' },
      expect.stringContaining('tz'),
    ],
  ])('%s', (_case, value, expected) => {
    expect(message(value)).toEqual(expected);
  });

  it('a range starting after now is in the future', () => {
    const now = day('2026-01-15T10:00:00Z');
    expect(
      futureRangeError({ startDate: '2026-01-16T00:00:00Z', endDate: '2026-01-17T00:00:00Z' }, now),
    ).toBe(LAST_RIDE_IN_FUTURE_MESSAGE);
    expect(
      futureRangeError({ startDate: '2026-01-14T22:00:00Z', endDate: '2026-01-15T21:59:59Z' }, now),
    ).toBeNull();
    expect(futureRangeError(undefined, now)).toBeNull();
  });
});

describe('picked days and sent instants agree on the day', () => {
  it.each([
    ['a Cairo start of day', '2026-01-14T22:00:00.000Z', { year: 2026, month: 1, day: 15 }],
    ['a Cairo end of day', '2026-01-20T21:59:59.999Z', { year: 2026, month: 1, day: 20 }],
    ['summer', '2026-06-30T21:00:00.000Z', { year: 2026, month: 7, day: 1 }],
  ])('%s is shown as its Cairo day', (_case, iso, expected) => {
    expect(dayOfInstant(new Date(iso), CAIRO_TIME_ZONE)).toEqual(expected);
  });

  it.each([
    { year: 2026, month: 1, day: 15 },
    { year: 2026, month: 3, day: 27 },
    { year: 2026, month: 12, day: 31 },
  ])('a picked day %o comes back as the same day and sends that day', (picked) => {
    const instant = instantOfDay(picked, CAIRO_TIME_ZONE);
    expect(dayOfInstant(instant, CAIRO_TIME_ZONE)).toEqual(picked);
    const sent = applyDateRange({ start: instant, end: instant }, { timeZone: CAIRO_TIME_ZONE });
    expect(sent.ok && sent.value && dayOfInstant(new Date(sent.value.startDate), CAIRO_TIME_ZONE)).toEqual(
      picked,
    );
    expect(sent.ok && sent.value && dayOfInstant(new Date(sent.value.endDate), CAIRO_TIME_ZONE)).toEqual(
      picked,
    );
  });

  it("without a zone, the runtime's own day", () => {
    expect(dayOfInstant(instantOfDay({ year: 2026, month: 5, day: 9 }))).toEqual({
      year: 2026,
      month: 5,
      day: 9,
    });
  });
});
