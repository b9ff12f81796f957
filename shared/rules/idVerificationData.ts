/**
 * The 'Data Completion' form of Complete ID Verification Data (02 §2): its fields, the
 * prefill from OCR and the one check both the form and completeVerificationData run.
 * The spec names the fields (profression spelled so) but not which are required: a card
 * always shows a name, an address, a governorate and city, a birth date and a gender, so
 * those are; address2 and the profession may be blank on a real card.
 */

export const VERIFICATION_DATA_FIELDS = [
  'name',
  'address1',
  'address2',
  'region',
  'city',
  'day',
  'month',
  'year',
  'profression',
  'gender',
] as const;

export type VerificationDataField = (typeof VERIFICATION_DATA_FIELDS)[number];
export type VerificationData = Record<VerificationDataField, string>;

export const VERIFICATION_GENDERS = ['male', 'female'] as const;

const REQUIRED: readonly VerificationDataField[] = [
  'name',
  'address1',
  'region',
  'city',
  'day',
  'month',
  'year',
  'gender',
];

export const VERIFICATION_DATA_LABELS: Record<VerificationDataField, string> = {
  name: 'Name',
  address1: 'Address 1',
  address2: 'Address 2',
  region: 'Region',
  city: 'City',
  day: 'Day',
  month: 'Month',
  year: 'Year',
  profression: 'Profession',
  gender: 'Gender',
};

export const VERIFICATION_DATA_MESSAGES = {
  required: (field: VerificationDataField) =>
    `Please enter the ${VERIFICATION_DATA_LABELS[field].toLowerCase()}`,
  invalidDate: 'Please enter a valid date of birth',
  futureDate: 'Date of birth cannot be in the future',
  invalidGender: "Gender must be 'male' or 'female'",
  tooLong: (field: VerificationDataField) => `${VERIFICATION_DATA_LABELS[field]} is too long`,
  alreadyCompleted: "This verification's data has already been completed by someone else",
  notAccepted: 'Only accepted verifications can have their data completed',
} as const;

/** Longest text a field takes: an address line on a card is well under this. */
export const VERIFICATION_DATA_MAX_LENGTH = 200;
/** The oldest birth year a national ID in use can carry (the 2xxxxxxxxxxxxx series starts in 1900). */
export const MIN_BIRTH_YEAR = 1900;

/** Each field trimmed, missing ones ''. */
export function normaliseVerificationData(
  input: Partial<Record<VerificationDataField, string | null | undefined>>,
): VerificationData {
  const out = {} as VerificationData;
  for (const field of VERIFICATION_DATA_FIELDS) out[field] = (input[field] ?? '').trim();
  out.gender = out.gender.toLowerCase();
  return out;
}

const wholeNumber = (text: string): number | null => (/^\d{1,4}$/.test(text) ? Number(text) : null);

/** The birth date the day, month and year make, or the message saying why they do not make one. */
export function birthDateError(
  data: Pick<VerificationData, 'day' | 'month' | 'year'>,
  now: Date,
): string | null {
  const day = wholeNumber(data.day);
  const month = wholeNumber(data.month);
  const year = wholeNumber(data.year);
  if (
    day === null ||
    month === null ||
    year === null ||
    year < MIN_BIRTH_YEAR ||
    month < 1 ||
    month > 12 ||
    day < 1
  ) {
    return VERIFICATION_DATA_MESSAGES.invalidDate;
  }
  const date = new Date(Date.UTC(year, month - 1, day));
  // 31 February rolls over into March: not a date.
  if (date.getUTCDate() !== day || date.getUTCMonth() !== month - 1)
    return VERIFICATION_DATA_MESSAGES.invalidDate;
  if (date.getTime() > now.getTime()) return VERIFICATION_DATA_MESSAGES.futureDate;
  return null;
}

/** The first problem with the form, or null; the field it belongs to lets the form mark it. */
export function validateVerificationData(
  data: VerificationData,
  now: Date,
): { field: VerificationDataField; message: string } | null {
  for (const field of REQUIRED) {
    if (!data[field]) return { field, message: VERIFICATION_DATA_MESSAGES.required(field) };
  }
  for (const field of VERIFICATION_DATA_FIELDS) {
    if (data[field].length > VERIFICATION_DATA_MAX_LENGTH)
      return { field, message: VERIFICATION_DATA_MESSAGES.tooLong(field) };
  }
  const dateError = birthDateError(data, now);
  if (dateError) return { field: 'day', message: dateError };
  if (!(VERIFICATION_GENDERS as readonly string[]).includes(data.gender))
    return { field: 'gender', message: VERIFICATION_DATA_MESSAGES.invalidGender };
  return null;
}

/** What OCR or an earlier completion read from the card (02 §3 IdCardData), as far as the form uses it. */
export interface CardDataLike {
  fullName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  address1?: string | null;
  address2?: string | null;
  region?: string | null;
  city?: string | null;
  day?: string | null;
  month?: string | null;
  year?: string | null;
  profression?: string | null;
  gender?: string | null;
}

/** The form's first values: completed data when there is some, else the OCR reading where present. */
export function prefillVerificationData(
  verified: CardDataLike | null | undefined,
  ocr: CardDataLike | null | undefined,
): VerificationData {
  const source = verified ?? ocr ?? {};
  const name = source.fullName || [source.firstName, source.lastName].filter(Boolean).join(' ');
  return normaliseVerificationData({ ...source, name });
}
