import { toAsciiDigits } from './digits';

export const OTP_LENGTH = 6;
export const OTP_RESEND_WAIT_SECONDS = 30;
// The spec shows only the client; how long a code lives and how many wrong tries it
// survives are server choices of ours.
export const OTP_VALIDITY_SECONDS = 300;
export const OTP_MAX_WRONG_ATTEMPTS = 5;

export const OTP_MESSAGES = {
  required: 'OTP is required',
  format: 'OTP must be exactly 6 digits and contain only numbers',
  resent: 'OTP resent successfully',
} as const;

/**
 * The code as the server hashed it: Arabic-Indic and Eastern Arabic-Indic digits become
 * ASCII (agents in Cairo type on Arabic keyboards). The boxes and the server both use it,
 * so a code the form accepts is the code the server checks.
 */
export function normalizeOtp(code: string): string {
  return toAsciiDigits(code);
}

/** One key press as the digit it types into a box, or null when it types no digit. */
export function otpDigitOfKey(key: string): string | null {
  const digit = normalizeOtp(key);
  return /^[0-9]$/.test(digit) ? digit : null;
}

/** 03 §5. Arabic-Indic digits count as digits, since the boxes accept what the keyboard types. */
export function validateOtp(code: string | null | undefined): string | null {
  if (code === null || code === undefined || code.length === 0) return OTP_MESSAGES.required;
  return new RegExp(`^[0-9]{${OTP_LENGTH}}$`).test(normalizeOtp(code)) ? null : OTP_MESSAGES.format;
}

/** Seconds the 'Resend OTP' button still waits, counted from the last send (03 §2.1). */
export function resendSecondsLeft(lastSentAtMs: number, nowMs: number): number {
  const elapsed = Math.floor((nowMs - lastSentAtMs) / 1000);
  return Math.min(OTP_RESEND_WAIT_SECONDS, Math.max(0, OTP_RESEND_WAIT_SECONDS - elapsed));
}

export interface PendingOtpSession {
  phone: string;
  expiresAt: number;
}

/** A missing or expired pending session sends the user back to login (03 §2.1). */
export function isPendingOtpSessionUsable(
  session: PendingOtpSession | null | undefined,
  nowMs: number,
): boolean {
  return (
    !!session && session.phone.length > 0 && Number.isFinite(session.expiresAt) && session.expiresAt > nowMs
  );
}
