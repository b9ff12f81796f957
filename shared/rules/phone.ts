import { toAsciiDigits } from './digits';

export const PHONE_NUMBER_LENGTH = 13;
/** An optional plus, then 2 to 15 digits, the first non-zero (01 §5). */
export const PHONE_NUMBER_PATTERN = /^\+?[1-9]\d{1,14}$/;

export function isValidPhoneNumber(phone: string): boolean {
  return phone.length === PHONE_NUMBER_LENGTH && PHONE_NUMBER_PATTERN.test(phone);
}

// Egyptian mobile numbers are 01 then 0, 1, 2 or 5, then 8 digits; only mobiles sign up.
const EGYPTIAN_MOBILE = /^1[0125]\d{8}$/;

/**
 * Staff type numbers the way Egyptians write them ('010 0123 4567', '201001234567',
 * '00201001234567', Arabic digits); the stored form is '+201001234567'. Null when the
 * text cannot be an Egyptian mobile number.
 */
export function normalizeEgyptianPhone(input: string): string | null {
  let digits = toAsciiDigits(input).replace(/[\s\-().]/g, '');
  const hadPlus = digits.startsWith('+');
  if (hadPlus) digits = digits.slice(1);
  if (!/^\d+$/.test(digits)) return null;
  let national: string;
  if (!hadPlus && digits.startsWith('0020')) national = digits.slice(4);
  else if (digits.startsWith('20')) national = digits.slice(2);
  else if (!hadPlus && digits.startsWith('0')) national = digits.slice(1);
  else if (!hadPlus) national = digits;
  else return null;
  if (!EGYPTIAN_MOBILE.test(national)) return null;
  const normalized = `+20${national}`;
  return isValidPhoneNumber(normalized) ? normalized : null;
}
