import { toAsciiDigits } from './digits';

export const INVALID_NATIONAL_ID = 'Please enter valid egyptional national ID';
export const NATIONAL_ID_LENGTH = 14;

/** Governorate of birth, digits 8–9; 88 is for those born abroad. */
export const GOVERNORATE_CODES: Readonly<Record<string, string>> = {
  '01': 'Cairo',
  '02': 'Alexandria',
  '03': 'Port Said',
  '04': 'Suez',
  '11': 'Damietta',
  '12': 'Dakahlia',
  '13': 'Sharqia',
  '14': 'Qalyubia',
  '15': 'Kafr El Sheikh',
  '16': 'Gharbia',
  '17': 'Monufia',
  '18': 'Beheira',
  '19': 'Ismailia',
  '21': 'Giza',
  '22': 'Beni Suef',
  '23': 'Fayoum',
  '24': 'Minya',
  '25': 'Asyut',
  '26': 'Sohag',
  '27': 'Qena',
  '28': 'Aswan',
  '29': 'Luxor',
  '31': 'Red Sea',
  '32': 'New Valley',
  '33': 'Matrouh',
  '34': 'North Sinai',
  '35': 'South Sinai',
  '88': 'Born abroad',
};

const CENTURY: Readonly<Record<string, number>> = { '2': 1900, '3': 2000 };

export interface NationalIdFacts {
  birthDate: { year: number; month: number; day: number };
  governorateCode: string;
  gender: 'male' | 'female';
}

/**
 * Reads the ID's structure: century digit, YYMMDD, governorate, serial (odd 13th digit
 * = male). `now` is passed in because "not in the future" depends on it; the date is
 * compared in UTC, which is at most a day out for a birth date and so immaterial.
 */
export function parseNationalId(input: string, now: Date): NationalIdFacts | null {
  const id = toAsciiDigits(input.trim());
  if (!new RegExp(`^\\d{${NATIONAL_ID_LENGTH}}$`).test(id)) return null;
  const century = CENTURY[id.charAt(0)];
  if (century === undefined) return null;
  const year = century + Number(id.slice(1, 3));
  const month = Number(id.slice(3, 5));
  const day = Number(id.slice(5, 7));
  const birth = new Date(Date.UTC(year, month - 1, day));
  if (birth.getUTCFullYear() !== year || birth.getUTCMonth() !== month - 1 || birth.getUTCDate() !== day)
    return null;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (birth.getTime() > today) return null;
  const governorateCode = id.slice(7, 9);
  if (GOVERNORATE_CODES[governorateCode] === undefined) return null;
  const gender = Number(id.charAt(12)) % 2 === 1 ? 'male' : 'female';
  return { birthDate: { year, month, day }, governorateCode, gender };
}

export function isValidNationalId(input: string, now: Date): boolean {
  return parseNationalId(input, now) !== null;
}

/** 02 §5: null when valid, else the spec's message (its spelling included). */
export function validateNationalId(input: string, now: Date): string | null {
  return isValidNationalId(input, now) ? null : INVALID_NATIONAL_ID;
}
