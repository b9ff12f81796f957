import { describe, expect, it } from 'vitest';
import {
  canApplyDateRange,
  endOfDay,
  endOfDayIso,
  isFutureDate,
  plainDate,
  startOfDay,
  startOfDayIso,
  validateDateRangeFilter,
  validateExpirationDate,
  validateStartDate,
} from './dateRange';

const a = new Date('2026-03-01T10:00:00Z');
const b = new Date('2026-03-05T10:00:00Z');

describe('date-range filters (02 §5)', () => {
  it.each([
    ['"Only an end chosen gives \'Please select start date!\'"', null, b, 'Please select start date!'],
    ['"only a start gives \'Please select end date!\'"', a, null, 'Please select end date!'],
    ['both ends', a, b, null],
    ['nothing set', null, null, null],
  ])('%s', (_rule, start, end, expected) => {
    expect(validateDateRangeFilter(start, end)).toBe(expected);
  });

  it.each([
    ['"Apply and Reset are disabled while nothing is set"', null, null, false],
    ['one end set', a, undefined, true],
    ['both set', a, b, true],
  ])('%s', (_rule, start, end, expected) => {
    expect(canApplyDateRange(start, end)).toBe(expected);
  });
});

describe('start and expiration pickers (03 §5)', () => {
  it.each([
    [
      "start later than expiration: 'Start date cannot be later than the expiration date.'",
      b,
      a,
      'Start date cannot be later than the expiration date.',
    ],
    ['start before expiration', a, b, null],
    ['the same moment', a, a, null],
    ['no expiration yet', a, null, null],
  ])('%s', (_rule, start, expiration, expected) => {
    expect(validateStartDate(start, expiration)).toBe(expected);
  });

  it.each([
    [
      "expiration earlier than start: 'Expiration date cannot be earlier than the start date.'",
      a,
      b,
      'Expiration date cannot be earlier than the start date.',
    ],
    ['expiration after start', b, a, null],
    ['no start yet', a, null, null],
  ])('%s', (_rule, expiration, start, expected) => {
    expect(validateExpirationDate(expiration, start)).toBe(expected);
  });

  it('"Last-ride dates cannot be in the future"', () => {
    expect(isFutureDate(b, a)).toBe(true);
    expect(isFutureDate(a, a)).toBe(false);
  });
});

describe('"Ranges are sent as start-of-day to end-of-day ISO times" ("The ride filter with times uses Cairo time zone")', () => {
  it.each([
    ['winter (UTC+2)', '2026-01-15T10:00:00Z', '2026-01-14T22:00:00.000Z', '2026-01-15T21:59:59.999Z'],
    [
      'already the next day in Cairo',
      '2026-01-15T23:30:00Z',
      '2026-01-15T22:00:00.000Z',
      '2026-01-16T21:59:59.999Z',
    ],
    ['summer time (UTC+3)', '2026-07-15T10:00:00Z', '2026-07-14T21:00:00.000Z', '2026-07-15T20:59:59.999Z'],
    [
      'the spring-forward day starts at 01:00',
      '2026-04-24T12:00:00Z',
      '2026-04-23T22:00:00.000Z',
      '2026-04-24T20:59:59.999Z',
    ],
  ])('Africa/Cairo, %s', (_case, instant, start, end) => {
    expect(startOfDayIso(new Date(instant), 'Africa/Cairo')).toBe(start);
    expect(endOfDayIso(new Date(instant), 'Africa/Cairo')).toBe(end);
  });

  it('UTC', () => {
    expect(startOfDayIso(new Date('2026-01-15T10:00:00Z'), 'UTC')).toBe('2026-01-15T00:00:00.000Z');
    expect(endOfDayIso(new Date('2026-01-15T10:00:00Z'), 'UTC')).toBe('2026-01-15T23:59:59.999Z');
  });

  it("without a zone, the runtime's own day", () => {
    const date = new Date(2026, 2, 5, 14, 30);
    const start = startOfDay(date);
    const end = endOfDay(date);
    expect([
      start.getFullYear(),
      start.getMonth(),
      start.getDate(),
      start.getHours(),
      start.getMinutes(),
    ]).toEqual([2026, 2, 5, 0, 0]);
    expect([
      end.getDate(),
      end.getHours(),
      end.getMinutes(),
      end.getSeconds(),
      end.getMilliseconds(),
    ]).toEqual([5, 23, 59, 59, 999]);
    expect(plainDate(date)).toBe('2026-03-05');
  });
});
