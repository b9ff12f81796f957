import { countdownClock } from '@ops/shared/rules/tryAgain';
import { toApiError } from '@ops/shared/rules/errors';

/** The seconds a refused sign-in step says to wait (GraphQL extension retryAfterSeconds), or null. */
export function retryWaitOf(error: unknown): number | null {
  return toApiError(error).retryAfterSeconds ?? null;
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
