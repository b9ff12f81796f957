/**
 * How a refusal that only time will lift tells the person when to try again: in its
 * message, and as a number of seconds the client counts down (the GraphQL error
 * extension `retryAfterSeconds`). The server words the message; the client counts.
 */

/** The GraphQL error extension that carries the wait, in whole seconds. */
export const RETRY_AFTER_EXTENSION = 'retryAfterSeconds';
/** Set (true) on the error of an attempt limit; a resend wait has only the seconds. */
export const RATE_LIMITED_EXTENSION = 'rateLimited';

/** Which wait a refusal names: an attempt limit, or the pause between two codes. */
export type WaitReason = 'attempts' | 'resend';

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/**
 * A wait in words, rounded up so the person is never told to come back too early:
 * seconds under a minute, minutes up to an hour and a half, hours beyond.
 */
export function waitInWords(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return plural(whole, 'second');
  if (whole <= 90 * 60) return plural(Math.ceil(whole / 60), 'minute');
  return plural(Math.ceil(whole / 3600), 'hour');
}

/** An attempt limit (sign-in, code requests, code tries) reached. */
export const tooManyAttemptsMessage = (seconds: number): string =>
  `Too many attempts, try again in ${waitInWords(seconds)}.`;

/** A per-user request limit of the REST routes (uploads, exports, files) reached. */
export const tooManyRequestsMessage = (seconds: number): string =>
  `Too many requests, try again in ${waitInWords(seconds)}.`;

/** A new code asked for before the resend wait is over. */
export const resendWaitMessage = (seconds: number): string =>
  `Please wait ${waitInWords(seconds)} before requesting a new code.`;

/** The refusal's words for `seconds` left: the server says them once, the client as they count down. */
export const waitMessage = (reason: WaitReason, seconds: number): string =>
  reason === 'attempts' ? tooManyAttemptsMessage(seconds) : resendWaitMessage(seconds);

/** The ticking form on a button: '0:45', '12:03', '1:00:00'. */
export function countdownClock(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const secs = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${secs}` : `${minutes}:${secs}`;
}

/** The wait a GraphQL error's extensions carry, or null when there is none (or it is nonsense). */
export function retryAfterSecondsOf(extensions: unknown): number | null {
  if (typeof extensions !== 'object' || extensions === null) return null;
  const value = (extensions as Record<string, unknown>)[RETRY_AFTER_EXTENSION];
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.ceil(value) : null;
}

/** The reason of a wait the extensions carry (they carry a wait: see retryAfterSecondsOf). */
export function waitReasonOf(extensions: unknown): WaitReason {
  const flag =
    typeof extensions === 'object' && extensions !== null
      ? (extensions as Record<string, unknown>)[RATE_LIMITED_EXTENSION]
      : undefined;
  return flag === true ? 'attempts' : 'resend';
}
