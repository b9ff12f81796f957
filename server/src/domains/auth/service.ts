import { and, eq, sql } from 'drizzle-orm';
import { sendSms } from '../../platform/integrations/sms/sendSms';
import { verificationCodeSms } from '@ops/shared/i18n/smsTexts';
import { languageOfUser } from '../localePreferences';
import { normalizeEgyptianPhone } from '@ops/shared/rules/phone';
import {
  normalizeOtp,
  validateOtp,
  OTP_MAX_WRONG_ATTEMPTS,
  OTP_RESEND_WAIT_SECONDS,
  OTP_VALIDITY_SECONDS,
} from '@ops/shared/rules/otp';
import { RETRY_AFTER_EXTENSION, resendWaitMessage } from '@ops/shared/rules/tryAgain';
import { validatePassword } from '@ops/shared/rules/password';
import { INVALID_OLD_PASSWORD } from '@ops/shared/rules/changePassword';
import type { Deps } from '../../platform/deps';
import { UserError } from '../../platform/errors';
import { roles } from '../../platform/session/tables';
import { users } from '../../platform/session/tables';
import { countAttempt, refundAttempt, SIGN_IN_LIMITS } from '../../platform/rateLimiter/attempts';
import { hashPassword, verifyPassword } from './password';
import {
  createSession,
  revokeAllSessions,
  revokeSession,
  toSessionRole,
} from '../../platform/session/sessions';
import type { SessionInfo, SessionRole, SessionUser } from '../../platform/session/sessionTypes';
import { otpCodes } from './tables';
import { hashOtp, newOtpCode, sameHash } from '../../platform/session/tokens';

export const MESSAGES = {
  badCredentials: 'Invalid phone number or password',
  passwordAccepted: 'Password accepted. We are sending you a verification code.',
  signInFirst: 'Please sign in with your password first.',
  codeSent: 'Verification code sent',
  codeResent: 'OTP resent successfully',
  requestCodeFirst: 'Please request a verification code first.',
  codeExpired: 'Verification code has expired. Please request a new one.',
  codeDead: 'Too many wrong attempts. Please request a new code.',
  wrongCode: 'Invalid verification code',
  loggedOut: 'Logged out successfully',
  passwordChanged: 'Password changed successfully. Please sign in again.',
} as const;

const LIMITS = SIGN_IN_LIMITS;

// Verifying against a real hash when the phone is unknown keeps both paths equally slow.
let decoyHash: Promise<string> | null = null;
const decoy = () => (decoyHash ??= hashPassword('decoy-Password-9!'));

export interface AuthPayload {
  userId: string;
  token: string;
  wsId: string;
  tokenExpiration: string;
  expiresIn: number;
  user: SessionUserPayload;
}

export interface SessionUserPayload extends SessionUser {
  role: string | null;
  roleName: string | null;
}

export function userPayload(user: SessionUser, role: SessionRole | null): SessionUserPayload {
  return {
    ...user,
    // The spec's session user carries its role as JSON text, parsed by the client.
    role: role ? JSON.stringify(role) : null,
    roleName: role?.name ?? null,
  };
}

function phoneOrNull(input: string): string | null {
  return normalizeEgyptianPhone(input.trim());
}

export async function loginUser(
  deps: Deps,
  input: { phone: string; password: string; deviceId: string | null; ip: string },
): Promise<{ success: boolean; message: string; expiresIn: number }> {
  const phone = phoneOrNull(input.phone) ?? input.phone.trim();
  await countAttempt(deps.db, deps.clock.now(), [
    { bucket: `login:phone:${phone}`, ...LIMITS.loginPerPhone },
    { bucket: `login:ip:${input.ip}`, ...LIMITS.loginPerIp },
  ]);
  const [row] = await deps.db.select().from(users).where(eq(users.phoneNumber, phone)).limit(1);
  const passwordOk = await verifyPassword(row?.passwordHash ?? (await decoy()), input.password);
  // Riders, deactivated staff and staff blocked from the dashboard cannot sign in; they get the
  // same answer as a wrong password.
  if (!row || !passwordOk || !row.roleId || !row.active || row.isBlockedFromDashboard)
    throw new UserError(MESSAGES.badCredentials);
  const now = deps.clock.now();
  const loginOkUntil = new Date(now.getTime() + OTP_VALIDITY_SECONDS * 1000);
  await deps.db
    .insert(otpCodes)
    .values({ phoneNumber: phone, userId: row.id, loginOkUntil, wrongAttempts: 0 })
    .onConflictDoUpdate({ target: otpCodes.phoneNumber, set: { userId: row.id, loginOkUntil } });
  return { success: true, message: MESSAGES.passwordAccepted, expiresIn: OTP_VALIDITY_SECONDS };
}

export async function getVerificationCode(
  deps: Deps,
  input: { phoneNumber: string; isResend: boolean; ip: string },
): Promise<{ success: boolean; message: string; expiresIn: number; resendAfter: number }> {
  const phone = phoneOrNull(input.phoneNumber) ?? input.phoneNumber.trim();
  const now = deps.clock.now();
  const limits = [
    { bucket: `send:phone:${phone}`, ...LIMITS.sendPerPhone },
    { bucket: `send:ip:${input.ip}`, ...LIMITS.sendPerIp },
  ];
  await countAttempt(deps.db, now, limits);
  const code = newOtpCode();
  const expiresAt = new Date(now.getTime() + OTP_VALIDITY_SECONDS * 1000);
  const outcome = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.phoneNumber, phone))
      .for('update')
      .limit(1);
    // A code goes only to someone who has just given the right password: no SMS bombing by phone number.
    if (!row?.loginOkUntil || row.loginOkUntil <= now) throw new UserError(MESSAGES.signInFirst);
    if (row.sentAt) {
      const waited = (now.getTime() - row.sentAt.getTime()) / 1000;
      if (waited < OTP_RESEND_WAIT_SECONDS) {
        const wait = Math.ceil(OTP_RESEND_WAIT_SECONDS - waited);
        throw new UserError(resendWaitMessage(wait), { [RETRY_AFTER_EXTENSION]: wait });
      }
    }
    // The new code replaces the old one, so only the latest code works, with fresh tries.
    await tx
      .update(otpCodes)
      .set({
        codeHash: hashOtp(phone, code),
        sentAt: now,
        expiresAt,
        wrongAttempts: 0,
        consumedAt: null,
        loginOkUntil: expiresAt,
      })
      .where(eq(otpCodes.phoneNumber, phone));
    return { resend: row.sentAt !== null, before: row };
  });
  try {
    await sendSms(deps, phone, verificationCodeSms(await languageOfUser(deps, outcome.before.userId), code));
  } catch (error) {
    // The provider did not take the code: the try costs the user nothing (no count, no resend
    // wait) and the previous code, if any, keeps working. Sent outside the transaction, so a
    // slow SMSC holds no row lock; the restore skips a newer code sent meanwhile.
    const { before } = outcome;
    await deps.db
      .update(otpCodes)
      .set({
        codeHash: before.codeHash,
        sentAt: before.sentAt,
        expiresAt: before.expiresAt,
        wrongAttempts: before.wrongAttempts,
        consumedAt: before.consumedAt,
        loginOkUntil: before.loginOkUntil,
      })
      .where(and(eq(otpCodes.phoneNumber, phone), eq(otpCodes.codeHash, hashOtp(phone, code))));
    await refundAttempt(deps.db, now, limits);
    throw error;
  }
  return {
    success: true,
    message: input.isResend || outcome.resend ? MESSAGES.codeResent : MESSAGES.codeSent,
    expiresIn: OTP_VALIDITY_SECONDS,
    resendAfter: OTP_RESEND_WAIT_SECONDS,
  };
}

export async function verifyCode(
  deps: Deps,
  input: { phoneNumber: string; verificationCode: string; ip: string; userAgent: string | null },
): Promise<AuthPayload> {
  const phone = phoneOrNull(input.phoneNumber) ?? input.phoneNumber.trim();
  const now = deps.clock.now();
  await countAttempt(deps.db, now, [
    { bucket: `verify:phone:${phone}`, ...LIMITS.verifyPerPhone },
    { bucket: `verify:ip:${input.ip}`, ...LIMITS.verifyPerIp },
  ]);
  const invalid = validateOtp(input.verificationCode);
  if (invalid) throw new UserError(invalid);
  // The form accepts Arabic-Indic digits; the code was hashed in ASCII digits.
  const code = normalizeOtp(input.verificationCode);
  const userId = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.phoneNumber, phone))
      .for('update')
      .limit(1);
    if (!row?.codeHash || !row.expiresAt || row.consumedAt) throw new UserError(MESSAGES.requestCodeFirst);
    if (row.wrongAttempts >= OTP_MAX_WRONG_ATTEMPTS) throw new UserError(MESSAGES.codeDead);
    if (row.expiresAt <= now) throw new UserError(MESSAGES.codeExpired);
    if (!sameHash(row.codeHash, hashOtp(phone, code))) {
      await tx
        .update(otpCodes)
        .set({ wrongAttempts: sql`${otpCodes.wrongAttempts} + 1` })
        .where(eq(otpCodes.phoneNumber, phone));
      return null;
    }
    await tx
      .update(otpCodes)
      .set({ consumedAt: now, loginOkUntil: null })
      .where(eq(otpCodes.phoneNumber, phone));
    return row.userId;
  });
  // The wrong-try count must survive the error, so it is thrown after its transaction committed.
  if (!userId) throw new UserError(MESSAGES.wrongCode);
  const [found] = await deps.db
    .select({ user: users, role: roles })
    .from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!found?.role || !found.user.active || found.user.isBlockedFromDashboard)
    throw new UserError(MESSAGES.badCredentials);
  const session = await createSession(deps, {
    userId,
    deviceId: null,
    ip: input.ip,
    userAgent: input.userAgent,
  });
  const user: SessionUser = {
    _id: found.user.id,
    name: found.user.name,
    phoneNumber: found.user.phoneNumber,
    email: found.user.email,
    mustChangePassword: found.user.mustChangePassword,
  };
  return {
    userId,
    token: session.token,
    wsId: session.wsId,
    tokenExpiration: session.expiresAt.toISOString(),
    expiresIn: Math.floor((session.expiresAt.getTime() - now.getTime()) / 1000),
    user: userPayload(user, toSessionRole(found.role)),
  };
}

export function myUserData(session: SessionInfo, token: string) {
  return { token, wsId: session.wsId, user: userPayload(session.user, session.role) };
}

export async function logoutUser(
  deps: Deps,
  session: SessionInfo,
): Promise<{ success: boolean; message: string }> {
  await revokeSession(deps, session.sessionId, 'logout');
  return { success: true, message: MESSAGES.loggedOut };
}

export async function changePassword(
  deps: Deps,
  session: SessionInfo,
  input: { oldPassword: string; newPassword: string; ip: string },
): Promise<{ success: boolean; message: string }> {
  await countAttempt(deps.db, deps.clock.now(), [
    { bucket: `password:user:${session.user._id}`, ...LIMITS.loginPerPhone },
  ]);
  const [row] = await deps.db.select().from(users).where(eq(users.id, session.user._id)).limit(1);
  if (!row?.passwordHash || !(await verifyPassword(row.passwordHash, input.oldPassword))) {
    throw new UserError(INVALID_OLD_PASSWORD);
  }
  const problems = validatePassword(input.newPassword);
  if (problems.length > 0) throw new UserError(problems.join('\n'), { problems });
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db
    .update(users)
    .set({
      passwordHash,
      passwordChangedAt: deps.clock.now(),
      updatedAt: deps.clock.now(),
      mustChangePassword: false,
    })
    .where(eq(users.id, row.id));
  // Every session of this person ends, this one included: the spec logs the user out on success.
  await revokeAllSessions(deps, row.id, 'password-changed');
  return { success: true, message: MESSAGES.passwordChanged };
}
