import { normalizeOtp, OTP_LENGTH, otpDigitOfKey } from '@ops/shared/rules/otp';

/**
 * The six single-digit boxes as pure state changes: typing advances, pasting fills
 * from the box onwards, backspace on an empty box steps back.
 */
export interface OtpEdit {
  digits: string[];
  /** Box to focus next. */
  focus: number;
}

export const emptyOtp = (): string[] => Array.from({ length: OTP_LENGTH }, () => '');

/** Keeps only digits (Arabic-Indic digits become ASCII: staff type on Arabic keyboards). */
export function digitsOf(text: string): string[] {
  return [...normalizeOtp(text)].filter((ch) => ch >= '0' && ch <= '9');
}

/** The digit a key press types into a box (Arabic-Indic keys included), or null for any other key. */
export function keyDigit(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}): string | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  return otpDigitOfKey(event.key);
}

/** Typing or pasting `text` into box `index`. */
export function enterOtpText(current: readonly string[], index: number, text: string): OtpEdit {
  const digits = [...current];
  const incoming = digitsOf(text);
  if (incoming.length === 0) {
    // Non-digits are ignored; clearing the box is done with backspace.
    return { digits, focus: index };
  }
  // A full code pasted anywhere replaces the whole entry: it is what the user means.
  const start = incoming.length >= OTP_LENGTH ? 0 : index;
  let position = start;
  for (const digit of incoming) {
    if (position >= OTP_LENGTH) break;
    digits[position] = digit;
    position += 1;
  }
  return { digits, focus: Math.min(position, OTP_LENGTH - 1) };
}

/** Backspace in box `index`: clears it, or steps back and clears the previous one. */
export function backspaceOtp(current: readonly string[], index: number): OtpEdit {
  const digits = [...current];
  if (digits[index]) {
    digits[index] = '';
    return { digits, focus: index };
  }
  const previous = Math.max(0, index - 1);
  digits[previous] = '';
  return { digits, focus: previous };
}

export const otpCode = (digits: readonly string[]): string => digits.join('');

/** True when this edit filled the last empty box: typing the sixth digit submits, as pasting a whole code does. */
export function completesCode(previous: readonly string[], next: readonly string[]): boolean {
  const full = (digits: readonly string[]) => digits.length === OTP_LENGTH && digits.every((d) => d !== '');
  return full(next) && !full(previous);
}
