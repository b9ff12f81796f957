import { describe, expect, it } from 'vitest';
import {
  canSetPending,
  MAX_CUSTOM_PENDING_MINUTES,
  parseCustomPendingTime,
  validateCustomPendingTime,
} from './pendingTime';

describe('custom pending time (03 §5 "number of minutes, not negative, else \'Invalid custom pending time\'")', () => {
  it.each([
    ['optional: empty', '', null],
    ['optional: null', null, null],
    ['minutes', '30', null],
    ['zero is not negative', '0', null],
    ['a number', 15, null],
    ['negative', '-1', 'Invalid custom pending time'],
    ['negative number', -3, 'Invalid custom pending time'],
    ['the call takes an integer', '1.5', 'Invalid custom pending time'],
    ['fractional number', 2.5, 'Invalid custom pending time'],
    ['not a number', 'abc', 'Invalid custom pending time'],
    ['7 days (10,080 minutes) is the most', '10080', null],
    ['7 days as a number', 10080, null],
    ['over 7 days', '10081', 'Invalid custom pending time'],
    ['over 7 days as a number', 10081, 'Invalid custom pending time'],
    ['a year', 525600, 'Invalid custom pending time'],
  ])('%s', (_rule, input, expected) => {
    expect(validateCustomPendingTime(input)).toBe(expected);
  });

  it('the limit is 7 days in minutes', () => {
    expect(MAX_CUSTOM_PENDING_MINUTES).toBe(10_080);
  });

  it('parses to minutes', () => {
    expect(parseCustomPendingTime(' 45 ')).toEqual({ ok: true, minutes: 45 });
    expect(parseCustomPendingTime('')).toEqual({ ok: true, minutes: undefined });
  });

  it.each([
    ['"needs a comment"', '', '10', false],
    ['a comment of spaces', '  ', '', false],
    ['comment and no time', 'waiting for FT', '', true],
    ['comment and a bad time', 'waiting', '-2', false],
  ])('set pending: %s', (_rule, comment, time, expected) => {
    expect(canSetPending(comment, time)).toBe(expected);
  });
});
