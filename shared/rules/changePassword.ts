import { validatePassword } from './password';

export const CHANGE_PASSWORD_MESSAGES = {
  oldRequired: 'Old password is required',
  confirmRequired: 'Confirm password is required',
  confirmMismatch: 'Confirm password must match the new password',
} as const;

/** A session signed in with a one-time password (create-admin) asked for anything else. */
export const MUST_CHANGE_PASSWORD = 'Please change your one-time password before you continue.';

/** 03 §8: the server's answer when the old password is wrong. */
export const INVALID_OLD_PASSWORD = 'Invalid old password';

export interface ChangePasswordInput {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export interface ChangePasswordErrors {
  oldPassword?: string[];
  newPassword?: string[];
  confirmPassword?: string[];
}

/** 03 §5; a field appears only when it has messages, so `{}` means the form may be sent. */
export function validateChangePassword(input: ChangePasswordInput): ChangePasswordErrors {
  const errors: ChangePasswordErrors = {};
  if (input.oldPassword.length === 0) errors.oldPassword = [CHANGE_PASSWORD_MESSAGES.oldRequired];
  const strength = validatePassword(input.newPassword);
  if (strength.length > 0) errors.newPassword = strength;
  if (input.confirmPassword.length === 0) errors.confirmPassword = [CHANGE_PASSWORD_MESSAGES.confirmRequired];
  else if (input.confirmPassword !== input.newPassword)
    errors.confirmPassword = [CHANGE_PASSWORD_MESSAGES.confirmMismatch];
  return errors;
}

export function hasChangePasswordErrors(errors: ChangePasswordErrors): boolean {
  return Object.values(errors).some((messages) => messages !== undefined && messages.length > 0);
}
