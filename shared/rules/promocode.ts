import { z } from 'zod';
import { validateExpirationDate, validateStartDate } from './dateRange';
import { isWholePiasters } from './money';

/**
 * A promocode as staff create and edit it. The spec names the types (percentage,
 * specificValue, freeTrips; 02 §9) and the date pickers' rule and messages (03 §5:
 * 'Start date cannot be later than the expiration date.', 'Expiration date cannot be
 * earlier than the start date.'); the other fields and their messages are ours. One schema
 * read by the promocode dialog and by the server.
 */
export const PROMOCODE_TYPES = ['percentage', 'specificValue', 'freeTrips'] as const;
export type PromocodeKind = (typeof PROMOCODE_TYPES)[number];

export const PROMOCODE_TYPE_LABELS: Record<PromocodeKind, string> = {
  percentage: 'Percentage',
  specificValue: 'Specific value',
  freeTrips: 'Free trips',
};

/** 02 §9 expiry filter values. */
export const PROMOCODE_EXPIRY = ['active', 'noExpiry', 'expired'] as const;
export type PromocodeExpiry = (typeof PROMOCODE_EXPIRY)[number];

export const PROMOCODE_EXPIRY_LABELS: Record<PromocodeExpiry, string> = {
  active: 'Active',
  noExpiry: 'No expiry',
  expired: 'Expired',
};

export const PROMOCODE_MESSAGES = {
  codeRequired: 'Please enter the code',
  codeShape: 'A code is 3 to 30 letters, digits, - or _',
  typeRequired: 'Please choose the type',
  valueRequired: 'Please enter the value',
  percentage: 'A percentage is a whole number from 1 to 100',
  specificValue: 'A value is more than 0 and at most 10000 L.E, with at most 2 decimals',
  freeTrips: 'Free trips is a whole number from 1 to 100',
  maxUses: 'Max uses is a whole number from 1, or empty for no limit',
  badDate: 'Dates must be ISO date-times',
  activeRequired: 'Please choose whether the code is active',
  descriptionTooLong: 'The description may have at most 500 characters',
  /** Server-side answers. */
  codeTaken: 'This code already exists',
  notFound: 'Promocode not found!',
  maxUsesBelowUsed: (used: number) =>
    `This code was used ${used} time${used === 1 ? '' : 's'}: max uses cannot be lower`,
} as const;

/** Ours: a fixed discount above this is a typing slip. */
export const PROMOCODE_MAX_VALUE_EGP = 10_000;

const isoDate = z
  .string({ error: PROMOCODE_MESSAGES.badDate })
  .refine((text) => !Number.isNaN(Date.parse(text)), PROMOCODE_MESSAGES.badDate)
  .nullish()
  .transform((text) => (text ? new Date(text) : null));

/** The value's rule per type: percentage 1..100, specificValue EGP, freeTrips a count. */
export function promocodeValueError(type: PromocodeKind, value: number): string | null {
  switch (type) {
    case 'percentage':
      return Number.isInteger(value) && value >= 1 && value <= 100 ? null : PROMOCODE_MESSAGES.percentage;
    case 'specificValue':
      return value > 0 && value <= PROMOCODE_MAX_VALUE_EGP && isWholePiasters(value)
        ? null
        : PROMOCODE_MESSAGES.specificValue;
    case 'freeTrips':
      return Number.isInteger(value) && value >= 1 && value <= 100 ? null : PROMOCODE_MESSAGES.freeTrips;
  }
}

export const promocodeSchema = z
  .object({
    code: z
      .string({ error: PROMOCODE_MESSAGES.codeRequired })
      .trim()
      .min(1, PROMOCODE_MESSAGES.codeRequired)
      .regex(/^[A-Za-z0-9_-]{3,30}$/, PROMOCODE_MESSAGES.codeShape)
      // Riders type codes in any case; one spelling is stored.
      .transform((code) => code.toUpperCase()),
    type: z.enum(PROMOCODE_TYPES, { error: PROMOCODE_MESSAGES.typeRequired }),
    /** percentage: percent; specificValue: EGP; freeTrips: trips. */
    value: z
      .number({ error: PROMOCODE_MESSAGES.valueRequired })
      .refine(Number.isFinite, PROMOCODE_MESSAGES.valueRequired),
    maxUses: z
      .number({ error: PROMOCODE_MESSAGES.maxUses })
      .int(PROMOCODE_MESSAGES.maxUses)
      .min(1, PROMOCODE_MESSAGES.maxUses)
      .nullish()
      .transform((v) => v ?? null),
    startDate: isoDate,
    expirationDate: isoDate,
    active: z.boolean({ error: PROMOCODE_MESSAGES.activeRequired }),
    description: z
      .string()
      .trim()
      .max(500, PROMOCODE_MESSAGES.descriptionTooLong)
      .nullish()
      .transform((value) => (value ? value : null)),
  })
  .superRefine((code, ctx) => {
    // Zod runs this even when a field failed (its value then is the raw input): check only what was read.
    if ((PROMOCODE_TYPES as readonly unknown[]).includes(code.type) && typeof code.value === 'number') {
      const valueError = promocodeValueError(code.type, code.value);
      if (valueError) ctx.addIssue({ code: 'custom', path: ['value'], message: valueError });
    }
    if (
      !(code.startDate === null || code.startDate instanceof Date) ||
      !(code.expirationDate === null || code.expirationDate instanceof Date)
    )
      return;
    // 03 §5: one message per picker, the same condition seen from each end.
    const startError = validateStartDate(code.startDate, code.expirationDate);
    if (startError) ctx.addIssue({ code: 'custom', path: ['startDate'], message: startError });
    const expirationError = validateExpirationDate(code.expirationDate, code.startDate);
    if (expirationError) ctx.addIssue({ code: 'custom', path: ['expirationDate'], message: expirationError });
  });

export type PromocodeInput = z.output<typeof promocodeSchema>;
export type PromocodeField = keyof PromocodeInput;

export function parsePromocode(
  input: unknown,
): { ok: true; value: PromocodeInput } | { ok: false; error: string } {
  const parsed = promocodeSchema.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, error: parsed.error.issues[0]?.message ?? PROMOCODE_MESSAGES.codeRequired };
}

export function promocodeFieldErrors(input: unknown): Partial<Record<PromocodeField, string>> {
  const parsed = promocodeSchema.safeParse(input);
  if (parsed.success) return {};
  const errors: Partial<Record<PromocodeField, string>> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as PromocodeField | undefined;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}

/**
 * 02 §5 "Promocode expiry date pickers disable dates inconsistent with the other end of
 * the range": the start picker offers no day after the expiration's, the expiration picker
 * none before the start's. Compared by calendar day in the picker's own zone.
 */
export function isStartDayDisabled(day: Date, expiration: Date | null | undefined): boolean {
  return !!expiration && dayNumber(day) > dayNumber(expiration);
}

export function isExpirationDayDisabled(day: Date, start: Date | null | undefined): boolean {
  return !!start && dayNumber(day) < dayNumber(start);
}

const dayNumber = (date: Date) => date.getFullYear() * 10_000 + (date.getMonth() + 1) * 100 + date.getDate();

/** Which expiry bucket a code is in now (02 §9): no expiration date, past it, or not yet. */
export function promocodeExpiryOf(
  expirationDate: Date | string | null | undefined,
  now: Date,
): PromocodeExpiry {
  if (!expirationDate) return 'noExpiry';
  return new Date(expirationDate).getTime() <= now.getTime() ? 'expired' : 'active';
}
