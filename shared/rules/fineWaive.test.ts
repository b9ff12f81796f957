import { describe, expect, it } from 'vitest';
import { WAIVE_NO_LOG_RECEIVED, canWaiveFine, shouldPrependWaiveEntry } from './fineWaive';

const fine = { isWaived: false, difference: -50, type: 'FINE', additionalReason: null };
const ok = { entry: fine, canUpdateBalance: true, waiveInProgress: false };

describe('canWaiveFine (01 §5, 02 §5 "button shown only if ...")', () => {
  it.each([
    ['every condition holds', ok, true],
    ['"the entry is not already waived"', { ...ok, entry: { ...fine, isWaived: true } }, false],
    ['"the user may update balances"', { ...ok, canUpdateBalance: false }, false],
    ['"the difference is negative": positive', { ...ok, entry: { ...fine, difference: 50 } }, false],
    ['"the difference is negative": zero', { ...ok, entry: { ...fine, difference: 0 } }, false],
    [
      '"the type is FINE or the reason is penalty/fine": neither',
      { ...ok, entry: { ...fine, type: 'MANUAL_INPUT', additionalReason: 'Refund' } },
      false,
    ],
    [
      'reason Penalty on a manual entry',
      { ...ok, entry: { ...fine, type: 'MANUAL_INPUT', additionalReason: 'Penalty' } },
      true,
    ],
    [
      'reason fine, any case',
      { ...ok, entry: { ...fine, type: 'MANUAL_INPUT', additionalReason: ' FINE ' } },
      true,
    ],
    [
      'reason Penalty/Fine',
      { ...ok, entry: { ...fine, type: 'MANUAL_INPUT', additionalReason: 'Penalty/Fine' } },
      true,
    ],
    ['"no waive is in progress"', { ...ok, waiveInProgress: true }, false],
    ['isWaived missing counts as not waived', { ...ok, entry: { difference: -1, type: 'FINE' } }, true],
  ])('%s', (_rule, input, expected) => {
    expect(canWaiveFine(input)).toBe(expected);
  });

  it.each([
    [undefined, true],
    ['', true],
    ['FINE_WAIVE', true],
    ['FINE', false],
  ])('02 §4 prepend the new entry when the type filter is %j: %s', (filter, expected) => {
    expect(shouldPrependWaiveEntry(filter)).toBe(expected);
  });

  it('02 §8 text', () => {
    expect(WAIVE_NO_LOG_RECEIVED).toBe('Something went wrong, no wallet log was received!');
  });
});
