import { describe, expect, it } from 'vitest';
import {
  TRANSFER_MESSAGES,
  canSubmitTransfer,
  transferResponseButtons,
  validateTransferSelection,
} from './transferDialog';

describe('transfer tasks dialog (02 §5, 03 §5)', () => {
  it.each([
    ['"at least one user must be selected"', [], true, null, false],
    ['one user', ['u1'], false, null, true],
    [
      '"when multi-select is disabled, more than one gives \'You can only select 1 user.\'"',
      ['u1', 'u2'],
      false,
      'You can only select 1 user.',
      false,
    ],
    ['multi-select on: many users', ['u1', 'u2', 'u3'], true, null, true],
  ])('%s', (_rule, ids, multiSelect, error, canSubmit) => {
    expect(validateTransferSelection(ids, { multiSelect })).toBe(error);
    expect(canSubmitTransfer(ids, { multiSelect })).toBe(canSubmit);
  });

  it('not while loading', () => {
    expect(canSubmitTransfer(['u1'], { multiSelect: false, loading: true })).toBe(false);
  });

  it.each([
    ['idle, no reason', false, '', { acceptDisabled: false, rejectDisabled: false }],
    [
      '"Accept is disabled while loading"; "Reject is disabled only while loading"',
      true,
      '',
      { acceptDisabled: true, rejectDisabled: true },
    ],
    [
      '"... or while a rejection reason is typed"',
      false,
      'busy',
      { acceptDisabled: true, rejectDisabled: false },
    ],
  ])('received request: %s', (_rule, loading, rejectionReason, expected) => {
    expect(transferResponseButtons({ loading, rejectionReason })).toEqual(expected);
  });

  it('01 §8 success texts', () => {
    expect(TRANSFER_MESSAGES.sent).toBe(
      'Transfer request has been sent successfully, you will receive a response soon.',
    );
    expect(TRANSFER_MESSAGES.responded).toBe('Transfer request has been accepted/rejected successfully.');
  });
});
