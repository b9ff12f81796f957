import { describe, expect, it } from 'vitest';
import {
  checkEndRidePay,
  compensatedNotice,
  endRideBalance,
  formatEndRideBalance,
  minutesFromInput,
  remainingCompensation,
  sanitizeMinutesInput,
} from './endRidePay';

describe('End ride with pay (02 §5)', () => {
  it.each([
    ['"whole non-negative digits only"', '12', '12'],
    ['"negatives clamp to 0"', '-5', '0'],
    ['a decimal point ends the number', '12.7', '12'],
    ['letters are dropped', 'abc', ''],
    ['leading zeros', '007', '7'],
    ['zero', '0', '0'],
    ['empty', '', ''],
  ])('minutes input: %s (%j)', (_rule, raw, clean) => {
    expect(sanitizeMinutesInput(raw)).toBe(clean);
  });

  it.each([
    ['', 0],
    ['-3', 0],
    ['45', 45],
  ])('minutesFromInput(%j) = %i', (raw, minutes) => {
    expect(minutesFromInput(raw)).toBe(minutes);
  });

  it.each([
    ['"minutes times the price per minute"', 10, 1, 10],
    ['exact to the piaster', 10, 1.15, 11.5],
    ['no float drift', 3, 0.1, 0.3],
    ['zero minutes', 0, 1, 0],
  ])('balance: %s', (_rule, minutes, price, balance) => {
    expect(endRideBalance(minutes, price)).toBe(balance);
  });

  it('"shown with 2 decimals"', () => {
    expect(formatEndRideBalance(0.3)).toBe('0.30');
    expect(formatEndRideBalance(11.5)).toBe('11.50');
  });

  it.each([
    [
      'all good',
      { minutesInput: '10', minutePrice: 1, reason: 'Compensation', customComment: '', loading: false },
      { minutes: 10, balance: 10, error: null, canSubmit: true },
    ],
    [
      '"Same bounds and messages as above"',
      { minutesInput: '2000', minutePrice: 1, reason: 'Compensation', customComment: '', loading: false },
      { minutes: 2000, balance: 2000, error: 'Max balance amount to add is 1000', canSubmit: false },
    ],
    [
      '"A reason is required"',
      { minutesInput: '10', reason: null, customComment: '', loading: false },
      { minutes: 10, balance: 10, error: null, canSubmit: false },
    ],
    [
      '"a custom comment required for Other"',
      { minutesInput: '10', reason: 'Other', customComment: '', loading: false },
      { minutes: 10, balance: 10, error: null, canSubmit: false },
    ],
    [
      'Other with a comment',
      { minutesInput: '10', reason: 'Other', customComment: 'late', loading: false },
      { minutes: 10, balance: 10, error: null, canSubmit: true },
    ],
    [
      'while loading',
      { minutesInput: '10', reason: 'Refund', customComment: '', loading: true },
      { minutes: 10, balance: 10, error: null, canSubmit: false },
    ],
  ])('%s', (_rule, state, expected) => {
    expect(checkEndRidePay(state)).toEqual(expected);
  });

  it('the compensated notice, word for word', () => {
    expect(compensatedNotice(15)).toBe(
      'This user has already been compensated with a balance of 15. Additional compensation cannot exceed the total ride cost.',
    );
  });

  it.each([
    [20, 15, 5],
    [20, 25, 0],
    [10.3, 0.1, 10.2],
  ])('"cannot exceed the total ride cost": cost %s, given %s, left %s', (cost, given, left) => {
    expect(remainingCompensation(cost, given)).toBe(left);
  });
});
