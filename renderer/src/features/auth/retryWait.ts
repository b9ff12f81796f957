import { countdownClock, type WaitReason } from '@ops/shared/rules/tryAgain';
import { toApiError } from '@ops/shared/rules/errors';

export interface RetryWait {
  seconds: number;
  reason: WaitReason;
}

/** The wait a refused sign-in step names (GraphQL extension retryAfterSeconds) and what it is for, or null. */
export function retryWaitOf(error: unknown): RetryWait | null {
  const { retryAfterSeconds, waitReason } = toApiError(error);
  return retryAfterSeconds ? { seconds: retryAfterSeconds, reason: waitReason ?? 'resend' } : null;
}

/** The sign-in button while a wait runs: the countdown; after it, its usual word. */
export function continueLabel(secondsLeft: number, idle = 'Continue'): string {
  return secondsLeft > 0 ? `Try again in ${countdownClock(secondsLeft)}` : idle;
}

/** 'Resend OTP in 27s' for the usual 30 s wait; a longer wait the server named reads as a clock. */
export function resendLabel(secondsLeft: number): string {
  if (secondsLeft <= 0) return 'Resend OTP';
  return secondsLeft < 60 ? `Resend OTP in ${secondsLeft}s` : `Resend OTP in ${countdownClock(secondsLeft)}`;
}
