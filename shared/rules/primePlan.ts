import { z } from 'zod';
import { UNLIMITED_ALLOWANCE } from './constants';
import { isWholePiasters } from './money';
import { TIME_UNITS } from './labels';

/**
 * 02 §3 Prime plan (name, description, price, priceBefore, period, unlocks, reservations,
 * available, freeTrialUnit, freeTrialValue; -1 for unlocks or reservations is unlimited)
 * and 02 §7 createPrimePLan / editPrimePLan. The spec shows no messages for the plan form:
 * these are ours, one schema read by the plan dialog and by the server.
 */
export const PRIME_PLAN_MESSAGES = {
  nameRequired: 'Please enter the plan name',
  nameTooLong: 'The name may have at most 60 characters',
  descriptionTooLong: 'The description may have at most 500 characters',
  priceRequired: 'Please enter the price',
  priceNumber: 'Price must be a number',
  pricePositive: 'Price must be more than 0',
  priceBeforeNumber: 'Price before must be a number',
  priceBeforeMore: 'Price before must be more than the price',
  piasters: 'Use at most 2 decimals',
  tooLarge: 'At most 100000 L.E',
  periodRequired: 'Please enter the period',
  periodWhole: 'Period must be a whole number from 1',
  periodTooLong: 'A period may be at most 365 days or 12 months',
  unitRequired: 'Please choose DAYS or MONTH',
  unlocks: 'Unlocks must be -1 (unlimited) or a whole number from 0',
  reservations: 'Reservations must be -1 (unlimited) or a whole number from 0',
  availableRequired: 'Please choose whether the plan is available',
  freeTrialBoth: 'A free trial needs both a unit and a value',
  freeTrialValue: 'Free trial value must be a whole number from 1',
  freeTrialTooLong: 'A free trial may be at most 365 days or 12 months',
  /** Server-side answers. */
  notFound: 'Plan not found!',
  idRequired: 'Editing a plan needs its _id',
} as const;

export { TIME_UNITS };
export type PlanTimeUnit = (typeof TIME_UNITS)[number];

/** Ours: above this a plan price is a typing slip. */
export const PRIME_PLAN_MAX_EGP = 100_000;
const MAX_OF_UNIT: Record<PlanTimeUnit, number> = { DAYS: 365, MONTH: 12 };

const missing = (value: unknown) => value === undefined || value === null || value === '';

const egp = (required: string | null, notNumber: string) =>
  z
    .number({ error: (issue) => (missing(issue.input) && required ? required : notNumber) })
    .refine(Number.isFinite, notNumber)
    .refine((value) => value <= PRIME_PLAN_MAX_EGP, PRIME_PLAN_MESSAGES.tooLarge)
    .refine(isWholePiasters, PRIME_PLAN_MESSAGES.piasters);

const allowance = (message: string) =>
  z
    .number({ error: message })
    .int(message)
    .refine((value) => value === UNLIMITED_ALLOWANCE || value >= 0, message);

const unit = (message: string) => z.enum(TIME_UNITS, { error: message });

export const primePlanSchema = z
  .object({
    name: z
      .string({ error: PRIME_PLAN_MESSAGES.nameRequired })
      .trim()
      .min(1, PRIME_PLAN_MESSAGES.nameRequired)
      .max(60, PRIME_PLAN_MESSAGES.nameTooLong),
    description: z
      .string()
      .trim()
      .max(500, PRIME_PLAN_MESSAGES.descriptionTooLong)
      .nullish()
      .transform((value) => (value ? value : null)),
    /** EGP. */
    price: egp(PRIME_PLAN_MESSAGES.priceRequired, PRIME_PLAN_MESSAGES.priceNumber).refine(
      (value) => value > 0,
      PRIME_PLAN_MESSAGES.pricePositive,
    ),
    /** EGP, the struck-through price a rider sees beside the price; none for no offer. */
    priceBefore: egp(null, PRIME_PLAN_MESSAGES.priceBeforeNumber)
      .nullish()
      .transform((value) => value ?? null),
    period: z
      .number({
        error: (issue) =>
          missing(issue.input) ? PRIME_PLAN_MESSAGES.periodRequired : PRIME_PLAN_MESSAGES.periodWhole,
      })
      .int(PRIME_PLAN_MESSAGES.periodWhole)
      .min(1, PRIME_PLAN_MESSAGES.periodWhole),
    periodUnit: unit(PRIME_PLAN_MESSAGES.unitRequired),
    unlocks: allowance(PRIME_PLAN_MESSAGES.unlocks),
    reservations: allowance(PRIME_PLAN_MESSAGES.reservations),
    available: z.boolean({ error: PRIME_PLAN_MESSAGES.availableRequired }),
    freeTrialUnit: unit(PRIME_PLAN_MESSAGES.freeTrialBoth)
      .nullish()
      .transform((value) => value ?? null),
    freeTrialValue: z
      .number({ error: PRIME_PLAN_MESSAGES.freeTrialValue })
      .int(PRIME_PLAN_MESSAGES.freeTrialValue)
      .min(1, PRIME_PLAN_MESSAGES.freeTrialValue)
      .nullish()
      .transform((value) => value ?? null),
  })
  .superRefine((plan, ctx) => {
    // Zod runs this even when a field failed (its value then is the raw input): a field's own message comes first.
    if (!isReadPlan(plan)) return;
    if (plan.priceBefore !== null && plan.priceBefore <= plan.price) {
      ctx.addIssue({ code: 'custom', path: ['priceBefore'], message: PRIME_PLAN_MESSAGES.priceBeforeMore });
    }
    if (plan.period > MAX_OF_UNIT[plan.periodUnit]) {
      ctx.addIssue({ code: 'custom', path: ['period'], message: PRIME_PLAN_MESSAGES.periodTooLong });
    }
    if ((plan.freeTrialUnit === null) !== (plan.freeTrialValue === null)) {
      ctx.addIssue({
        code: 'custom',
        path: [plan.freeTrialUnit === null ? 'freeTrialUnit' : 'freeTrialValue'],
        message: PRIME_PLAN_MESSAGES.freeTrialBoth,
      });
    } else if (
      plan.freeTrialUnit !== null &&
      plan.freeTrialValue !== null &&
      plan.freeTrialValue > MAX_OF_UNIT[plan.freeTrialUnit]
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['freeTrialValue'],
        message: PRIME_PLAN_MESSAGES.freeTrialTooLong,
      });
    }
  });

export type PrimePlanInput = z.output<typeof primePlanSchema>;

function isReadPlan(plan: {
  price: unknown;
  priceBefore: unknown;
  period: unknown;
  periodUnit: unknown;
  freeTrialUnit: unknown;
  freeTrialValue: unknown;
}): boolean {
  const numberOrNull = (value: unknown) => value === null || typeof value === 'number';
  const unitOrNull = (value: unknown) => value === null || (TIME_UNITS as readonly unknown[]).includes(value);
  return (
    typeof plan.price === 'number' &&
    numberOrNull(plan.priceBefore) &&
    typeof plan.period === 'number' &&
    unitOrNull(plan.periodUnit) &&
    plan.periodUnit !== null &&
    unitOrNull(plan.freeTrialUnit) &&
    numberOrNull(plan.freeTrialValue)
  );
}
export type PrimePlanField = keyof PrimePlanInput;

/** The plan read, or the first message. */
export function parsePrimePlan(
  input: unknown,
): { ok: true; value: PrimePlanInput } | { ok: false; error: string } {
  const parsed = primePlanSchema.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, error: parsed.error.issues[0]?.message ?? PRIME_PLAN_MESSAGES.nameRequired };
}

/** Per field, for the dialog: the first message of each wrong field. */
export function primePlanFieldErrors(input: unknown): Partial<Record<PrimePlanField, string>> {
  const parsed = primePlanSchema.safeParse(input);
  if (parsed.success) return {};
  const errors: Partial<Record<PrimePlanField, string>> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as PrimePlanField | undefined;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}

/** How an allowance reads: -1 is 'Unlimited'. */
export function allowanceLabel(value: number): string {
  return value === UNLIMITED_ALLOWANCE ? 'Unlimited' : String(value);
}

/** '1 MONTH', '30 DAYS'; the free trial likewise, or 'None'. */
export function periodLabel(value: number | null | undefined, unitName: string | null | undefined): string {
  if (value === null || value === undefined || !unitName) return 'None';
  return `${value} ${unitName}`;
}
