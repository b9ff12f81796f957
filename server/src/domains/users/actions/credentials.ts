import { eq } from 'drizzle-orm';
import { sendSms } from '../../../platform/integrations/sms/sendSms';
import { generateStrongPassword } from '@ops/shared/rules/password';
import type { Deps } from '../../../platform/deps';
import { hashPassword, otpCodes } from '../../auth';
import { markAllSessionsRevoked } from '../../../platform/session/sessions';
import type { SessionInfo } from '../../../platform/session/sessionTypes';
import { UserError } from '../../../platform/errors';
import { users } from '../../../platform/session/tables';
import { runUserAction, type UserActionResult } from './target';

export const CREDENTIAL_MESSAGES = {
  notStaff: 'Only staff accounts have a password.',
  passwordReset: 'Password has been reset and sent to the user by SMS.',
  otpReset: 'Phone number verification codes have been reset.',
} as const;

export const resetPasswordSms = (password: string) =>
  `Your Ops Dashboard password has been reset. Your new password is ${password}. Please change it after signing in.`;

/**
 * resetUserPassword (edit-user rule, not on oneself: Change password is for that): a new
 * generated password, every session of the person revoked with it, and the password sent
 * by SMS only after the change has committed, so no one receives a password that was
 * rolled back. The History entry says the password changed, never what to.
 */
export async function resetUserPassword(
  deps: Deps,
  session: SessionInfo,
  input: { userId: string },
): Promise<UserActionResult> {
  const password = generateStrongPassword();
  // Hashing is slow on purpose; done before the transaction so the row lock is held briefly.
  const passwordHash = await hashPassword(password);
  const { result, phone } = await runUserAction(
    deps,
    session,
    { userId: input.userId, action: 'resetPassword', name: 'resetUserPassword' },
    async (tx, target, now) => {
      if (!target.roleId || !target.passwordHash) throw new UserError(CREDENTIAL_MESSAGES.notStaff);
      await tx
        .update(users)
        .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
        .where(eq(users.id, target.id));
      await markAllSessionsRevoked(tx, target.id, 'password-reset', now);
      return {
        before: { passwordChangedAt: target.passwordChangedAt?.toISOString() ?? null },
        after: { passwordChangedAt: now.toISOString() },
        result: {
          result: { _id: target.id, message: CREDENTIAL_MESSAGES.passwordReset },
          phone: target.phoneNumber,
        },
      };
    },
  );
  deps.sessionCache.evictUser(input.userId);
  deps.events.disconnectUser(input.userId);
  await sendSms(deps, phone, resetPasswordSms(password));
  return result;
}

/**
 * resetPhoneNumberOTP (users.RESET_OTP): clears the phone's one-time-code state (wrong
 * attempts, a pending code), so a person locked out by wrong codes can ask for a new one.
 */
export async function resetPhoneNumberOTP(
  deps: Deps,
  session: SessionInfo,
  input: { userId: string },
): Promise<UserActionResult> {
  return runUserAction(
    deps,
    session,
    { userId: input.userId, action: 'resetOtp', name: 'resetPhoneNumberOTP' },
    async (tx, target) => {
      const [row] = await tx
        .select()
        .from(otpCodes)
        .where(eq(otpCodes.phoneNumber, target.phoneNumber))
        .for('update');
      await tx.delete(otpCodes).where(eq(otpCodes.phoneNumber, target.phoneNumber));
      return {
        before: { wrongAttempts: row?.wrongAttempts ?? 0, codePending: !!row?.codeHash && !row.consumedAt },
        after: { wrongAttempts: 0, codePending: false },
        result: { _id: target.id, message: CREDENTIAL_MESSAGES.otpReset },
      };
    },
  );
}
