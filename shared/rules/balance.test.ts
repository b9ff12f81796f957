import { describe, expect, it } from 'vitest';
import {
  BALANCE_MAX,
  BALANCE_MIN,
  BALANCE_MODIFICATION_REASONS,
  modificationReasonError,
  canSaveBalanceDialog,
  newBalance,
  parseBalanceAmount,
  validateBalanceAmount,
} from './balance';

describe('validateBalanceAmount (01 §5, 02 §5)', () => {
  it.each([
    ['"must be a valid number, else \'Balance is not valid!\'"', 'abc', undefined, 'Balance is not valid!'],
    ['empty is not a number', '', undefined, 'Balance is not valid!'],
    ['exponent notation is not typed by people', '1e3', undefined, 'Balance is not valid!'],
    ['fractions of a piaster cannot be stored', '12.345', undefined, 'Balance is not valid!'],
    ['NaN', Number.NaN, undefined, 'Balance is not valid!'],
    ['a plain amount', '50', undefined, null],
    ['two decimals', ' 12.50 ', undefined, null],
    ['a negative amount', '-20', undefined, null],
    ['zero is a number (Save decides about it)', '0', undefined, null],
    ['the maximum itself', '1000', undefined, null],
    ['"\'Max balance amount to add is {max}\'"', '1000.01', undefined, 'Max balance amount to add is 1000'],
    ['the minimum itself', '-1000', undefined, null],
    [
      '"\'Max (-ve) balance amount to add is {min}\'"',
      '-1000.5',
      undefined,
      'Max (-ve) balance amount to add is -1000',
    ],
    ['a number input', 1001, undefined, 'Max balance amount to add is 1000'],
    ['other bounds', '201', { max: 200, min: -50 }, 'Max balance amount to add is 200'],
    ['other bounds, below', '-51', { max: 200, min: -50 }, 'Max (-ve) balance amount to add is -50'],
  ])('%s', (_rule, input, bounds, expected) => {
    expect(validateBalanceAmount(input, bounds)).toBe(expected);
  });

  it('02 §9 "a pair of 1000 and -1000 constants"', () => {
    expect([BALANCE_MAX, BALANCE_MIN]).toEqual([1000, -1000]);
  });

  it.each([
    ['12.5', 12.5],
    ['.5', 0.5],
    ['+3', 3],
    ['1,000', null],
  ])('parseBalanceAmount(%j) = %s', (input, expected) => {
    expect(parseBalanceAmount(input)).toBe(expected);
  });
});

describe('canSaveBalanceDialog (02 §5 "Save is disabled when ...")', () => {
  const ok = { amount: '50', reason: 'Compensation', customComment: '', loading: false };
  it.each([
    ['all filled', ok, true],
    ['a negative amount', { ...ok, amount: '-20' }, true],
    ['"the amount is empty"', { ...ok, amount: '' }, false],
    ['"or zero"', { ...ok, amount: '0' }, false],
    ['zero written with decimals', { ...ok, amount: '0.00' }, false],
    ['"no reason is chosen"', { ...ok, reason: null }, false],
    ['"reason is Other with an empty custom comment"', { ...ok, reason: 'Other', customComment: '' }, false],
    ['Other with only spaces', { ...ok, reason: 'Other', customComment: '   ' }, false],
    ['Other with a comment', { ...ok, reason: 'Other', customComment: 'goodwill' }, true],
    ['"a request is loading"', { ...ok, loading: true }, false],
    ['"the amount is out of bounds"', { ...ok, amount: '1001' }, false],
    ['not a number', { ...ok, amount: '5x' }, false],
  ])('%s', (_rule, state, expected) => {
    expect(canSaveBalanceDialog(state)).toBe(expected);
  });

  it('"New balance equals current balance plus the amount"', () => {
    expect(newBalance(10.1, 0.2)).toBe(10.3);
    expect(newBalance(-5, 7.25)).toBe(2.25);
  });

  it("the reasons end with 'Other' and include the fine reason", () => {
    expect(BALANCE_MODIFICATION_REASONS.at(-1)).toBe('Other');
    expect(BALANCE_MODIFICATION_REASONS).toContain('Penalty/Fine');
  });

  it.each([
    ['no reason', undefined, undefined, 'Please choose a reason!'],
    ['spaces only', '  ', undefined, 'Please choose a reason!'],
    [
      'a reason the dialog does not offer',
      'Because I can',
      undefined,
      'Please choose one of the listed reasons!',
    ],
    ['a listed reason', 'Refund', undefined, null],
    ['a listed reason with a comment', 'Compensation', 'late ride', null],
    ["'Other' without a comment", 'Other', '', 'Please add a comment for the Other reason!'],
    ["'Other' with a comment", 'Other', 'goodwill', null],
    ['a comment of 500 characters', 'Other', 'x'.repeat(500), null],
    ['a comment of 501 characters', 'Refund', 'x'.repeat(501), 'Reason must be at most 500 characters'],
  ])('server reason rule: %s', (_rule, reason, comment, expected) => {
    expect(modificationReasonError(reason, comment)).toBe(expected);
  });

  it('the dialog cannot save a reason the server refuses', () => {
    expect(
      canSaveBalanceDialog({ amount: '5', reason: 'Refund', customComment: 'x'.repeat(501), loading: false }),
    ).toBe(false);
  });
});
