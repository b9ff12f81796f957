import { describe, expect, it } from 'vitest';
import { batteriesCountError, CUSTODY_MESSAGES, isBatteryMismatch, needsSupervisorTask } from './custody';

describe('custody transfer rules', () => {
  it.each([
    [{ status: 'accepted', batteriesCountGiver: 6, batteriesCountReceiver: 6 }, false],
    [{ status: 'accepted', batteriesCountGiver: 6, batteriesCountReceiver: 5 }, true],
    [{ status: 'accepted', batteriesCountGiver: 0, batteriesCountReceiver: 1 }, true],
    [{ status: 'pending', batteriesCountGiver: 6, batteriesCountReceiver: null }, false],
    [{ status: 'accepted', batteriesCountGiver: 6, batteriesCountReceiver: null }, false],
  ] as const)('mismatch %o -> %s', (transfer, expected) =>
    expect(isBatteryMismatch(transfer)).toBe(expected),
  );

  it.each([
    [false, 5, true],
    [true, 5, false],
    [false, 6, false],
  ])(
    'ignoreValidation %s, receiver counted %i of 6 -> supervisor task %s',
    (ignoreValidation, received, expected) =>
      expect(
        needsSupervisorTask({
          status: 'accepted',
          batteriesCountGiver: 6,
          batteriesCountReceiver: received,
          ignoreValidation,
        }),
      ).toBe(expected),
  );

  it.each([
    [0, null],
    [1000, null],
    [1001, CUSTODY_MESSAGES.count],
    [-1, CUSTODY_MESSAGES.count],
    [2.5, CUSTODY_MESSAGES.count],
  ])('count %s -> %s', (count, expected) => expect(batteriesCountError(count)).toBe(expected));
});
