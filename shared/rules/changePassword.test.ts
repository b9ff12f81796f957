import { describe, expect, it } from 'vitest';
import { INVALID_OLD_PASSWORD, hasChangePasswordErrors, validateChangePassword } from './changePassword';
import { PASSWORD_MESSAGES } from './password';

const strong = 'Gx7!mQ2#pL';

describe('validateChangePassword (03 §5)', () => {
  it.each([
    ['all good', { oldPassword: 'old', newPassword: strong, confirmPassword: strong }, {}],
    [
      "old password required ('Old password is required')",
      { oldPassword: '', newPassword: strong, confirmPassword: strong },
      { oldPassword: ['Old password is required'] },
    ],
    [
      '"new password must pass the strength rules (messages shown one per line)"',
      { oldPassword: 'old', newPassword: 'Gx7mQ2pL', confirmPassword: 'Gx7mQ2pL' },
      { newPassword: [PASSWORD_MESSAGES.noSpecial] },
    ],
    [
      "confirmation required ('Confirm password is required')",
      { oldPassword: 'old', newPassword: strong, confirmPassword: '' },
      { confirmPassword: ['Confirm password is required'] },
    ],
    [
      "equal to the new password ('Confirm password must match the new password')",
      { oldPassword: 'old', newPassword: strong, confirmPassword: `${strong}x` },
      { confirmPassword: ['Confirm password must match the new password'] },
    ],
    [
      'every field at once',
      { oldPassword: '', newPassword: 'Aa1!', confirmPassword: '' },
      {
        oldPassword: ['Old password is required'],
        newPassword: [PASSWORD_MESSAGES.tooShort],
        confirmPassword: ['Confirm password is required'],
      },
    ],
  ])('%s', (_rule, input, expected) => {
    const errors = validateChangePassword(input);
    expect(errors).toEqual(expected);
    expect(hasChangePasswordErrors(errors)).toBe(Object.keys(expected).length > 0);
  });

  it("03 §8: 'Invalid old password'", () => {
    expect(INVALID_OLD_PASSWORD).toBe('Invalid old password');
  });
});
