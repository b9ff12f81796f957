import { toAsciiDigits } from './digits';

export const INVALID_CUSTOM_PENDING_TIME = 'Invalid custom pending time';
/** A task may wait at most 7 days (issue 6 §8): longer, and it is forgotten, not pending. */
export const MAX_CUSTOM_PENDING_MINUTES = 7 * 24 * 60;

const withinLimit = (minutes: number): boolean => minutes <= MAX_CUSTOM_PENDING_MINUTES;

export type PendingTimeResult = { ok: true; minutes: number | undefined } | { ok: false; error: string };

/**
 * 03 §5: a number of minutes, not negative; the call takes an integer (03 §7
 * setTaskToPending customPendingTime), at most MAX_CUSTOM_PENDING_MINUTES. The field is
 * optional, so empty means "none".
 */
export function parseCustomPendingTime(input: string | number | null | undefined): PendingTimeResult {
  if (input === null || input === undefined) return { ok: true, minutes: undefined };
  if (typeof input === 'number') {
    return Number.isSafeInteger(input) && input >= 0 && withinLimit(input)
      ? { ok: true, minutes: input }
      : { ok: false, error: INVALID_CUSTOM_PENDING_TIME };
  }
  const text = toAsciiDigits(input.trim());
  if (text === '') return { ok: true, minutes: undefined };
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(Number(text)) || !withinLimit(Number(text)))
    return { ok: false, error: INVALID_CUSTOM_PENDING_TIME };
  return { ok: true, minutes: Number(text) };
}

export function validateCustomPendingTime(input: string | number | null | undefined): string | null {
  const result = parseCustomPendingTime(input);
  return result.ok ? null : result.error;
}

/** 03 §4: "Setting a task pending needs a comment and an optional custom pending time." */
export function canSetPending(
  comment: string,
  customPendingTime: string | number | null | undefined,
): boolean {
  return comment.trim().length > 0 && parseCustomPendingTime(customPendingTime).ok;
}
