import { z } from 'zod';
import { isWholePiasters } from './money';

/**
 * 02 §3 Wallet charge plan (price, amount, active) and 02 §5: the create and edit
 * mutations require price, amount (numbers) and the active flag. One schema read by the
 * plan dialog and by the server, so both say the same words.
 */
export const WALLET_CHARGE_PLAN_MESSAGES = {
  priceRequired: 'Please enter the price',
  priceNumber: 'Price must be a number',
  pricePositive: 'Price must be more than 0',
  amountRequired: 'Please enter the amount',
  amountNumber: 'Amount must be a number',
  amountPositive: 'Amount must be more than 0',
  piasters: 'Use at most 2 decimals',
  tooLarge: 'At most 100000 L.E',
  activeRequired: 'Please choose whether the plan is active',
  /** Not in the spec: a plan riders' auto charges point at is kept (their history needs it). */
  inUse: 'This plan is used by auto charges (now or before) and cannot be deleted. Deactivate it instead.',
  notFound: 'Wallet charge plan not found!',
  autoChargeNotFound: 'Auto charge not found!',
  autoChargeRemoved: 'This auto charge is already removed.',
} as const;

/** Ours: a top-up plan above this is a typing slip, not a plan. */
export const WALLET_CHARGE_PLAN_MAX_EGP = 100_000;

const egp = (required: string, notNumber: string, positive: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? required : notNumber) })
    .refine(Number.isFinite, notNumber)
    .refine((value) => value > 0, positive)
    .refine((value) => value <= WALLET_CHARGE_PLAN_MAX_EGP, WALLET_CHARGE_PLAN_MESSAGES.tooLarge)
    .refine(isWholePiasters, WALLET_CHARGE_PLAN_MESSAGES.piasters);

export const walletChargePlanSchema = z.object({
  /** What the rider pays (EGP). */
  price: egp(
    WALLET_CHARGE_PLAN_MESSAGES.priceRequired,
    WALLET_CHARGE_PLAN_MESSAGES.priceNumber,
    WALLET_CHARGE_PLAN_MESSAGES.pricePositive,
  ),
  /** What lands in the wallet (EGP). */
  amount: egp(
    WALLET_CHARGE_PLAN_MESSAGES.amountRequired,
    WALLET_CHARGE_PLAN_MESSAGES.amountNumber,
    WALLET_CHARGE_PLAN_MESSAGES.amountPositive,
  ),
  active: z.boolean({ error: WALLET_CHARGE_PLAN_MESSAGES.activeRequired }),
});

export type WalletChargePlanInput = z.infer<typeof walletChargePlanSchema>;

/** The plan read, or the first message in the spec's words. */
export function parseWalletChargePlan(
  input: unknown,
): { ok: true; value: WalletChargePlanInput } | { ok: false; error: string } {
  const parsed = walletChargePlanSchema.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, error: parsed.error.issues[0]?.message ?? WALLET_CHARGE_PLAN_MESSAGES.priceRequired };
}

/** Per field, for the dialog: the first message of each field that is wrong. */
export function walletChargePlanFieldErrors(
  input: unknown,
): Partial<Record<keyof WalletChargePlanInput, string>> {
  const parsed = walletChargePlanSchema.safeParse(input);
  if (parsed.success) return {};
  const errors: Partial<Record<keyof WalletChargePlanInput, string>> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as keyof WalletChargePlanInput | undefined;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}

const egpText = (piasters: number): string =>
  (piasters / 100).toLocaleString('en-US', { maximumFractionDigits: 2 });

/**
 * Issue 22 §1: a plan credits at most `maxRatio` times its price (the money limits' plan
 * ratio), so a plan cannot mint money. Null when within, else the message.
 */
export function planRatioError(
  pricePiasters: number,
  amountPiasters: number,
  maxRatio: number,
): string | null {
  if (amountPiasters <= Math.round(pricePiasters * maxRatio)) return null;
  return `A plan may credit at most ${maxRatio} times its price (${egpText(Math.round(pricePiasters * maxRatio))} EGP for this price).`;
}

/** Why a plan's bonus (credit above price) waits for a second signature. */
export function planBonusHeldReason(bonusPiasters: number, thresholdPiasters: number): string {
  return `This plan gives ${egpText(bonusPiasters)} EGP above its price; above ${egpText(thresholdPiasters)} EGP a second signature is needed.`;
}
