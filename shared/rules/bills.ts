/**
 * Bills (02 §3, §9; issue 8 §1): the types, their labels, the filter choices and the rules of
 * manual bills, shared by the bills page (what it offers) and the server (what it refuses).
 */

/** Bills the system writes carry the payment source as their type. */
export const GENERATED_BILL_TYPES = [
  'ride',
  'dayRental',
  'settleNegativeBalance',
  'reserveVehicle',
  'subscription',
  'walletCharge',
] as const;
/** Bills staff write by hand (02 §3). */
export const MANUAL_BILL_TYPES = [
  'REFUND',
  'COMPENSATION',
  'TRANSFER',
  'INTERNAL',
  'FINE',
  'REMOVE_COMPENSATION',
  'OTHER',
] as const;
export const BILL_TYPES = [...GENERATED_BILL_TYPES, ...MANUAL_BILL_TYPES] as const;

export type GeneratedBillType = (typeof GENERATED_BILL_TYPES)[number];
export type ManualBillType = (typeof MANUAL_BILL_TYPES)[number];
export type BillType = GeneratedBillType | ManualBillType;

/** 02 §3: the filter types, as the filter shows them. */
export const BILL_TYPE_LABELS: Record<BillType, string> = {
  ride: 'Ride',
  dayRental: 'Day Rental',
  settleNegativeBalance: 'Settle Negative Balance',
  reserveVehicle: 'Vehicle Reservation',
  subscription: 'Prime Subscription',
  walletCharge: 'Wallet Charge',
  REFUND: 'Refund',
  COMPENSATION: 'Compensation',
  TRANSFER: 'Transfer',
  INTERNAL: 'Internal',
  FINE: 'Fine',
  REMOVE_COMPENSATION: 'Remove Compensation',
  OTHER: 'Other',
};

export const billTypeLabel = (type: string): string => BILL_TYPE_LABELS[type as BillType] ?? type;

/** 02 §9: "Bill filter: actual billed Zero or More Than Zero." */
export const ACTUAL_BILLED_FILTERS = ['zero', 'moreThanZero'] as const;
export type ActualBilledFilter = (typeof ACTUAL_BILLED_FILTERS)[number];
export const ACTUAL_BILLED_LABELS: Record<ActualBilledFilter, string> = {
  zero: 'Zero',
  moreThanZero: 'More Than Zero',
};

/** The gateways bills are paid through (the payment gateway interface's names). */
export const BILL_GATEWAYS = ['Paymob', 'Paymob Wallet', 'Kashier'] as const;

/**
 * Which way a manual bill moves the wallet: REFUND and COMPENSATION give money, FINE and
 * REMOVE_COMPENSATION take it, TRANSFER, INTERNAL and OTHER go the way the amount's sign says.
 */
export const MANUAL_BILL_DIRECTION: Record<ManualBillType, 'credit' | 'debit' | 'signed'> = {
  REFUND: 'credit',
  COMPENSATION: 'credit',
  FINE: 'debit',
  REMOVE_COMPENSATION: 'debit',
  TRANSFER: 'signed',
  INTERNAL: 'signed',
  OTHER: 'signed',
};

/** The wallet log a manual bill writes (02 §3 wallet log types). */
export const MANUAL_BILL_WALLET_LOG: Record<ManualBillType, 'SYS_REFUND' | 'FINE' | 'MANUAL_INPUT'> = {
  REFUND: 'SYS_REFUND',
  FINE: 'FINE',
  COMPENSATION: 'MANUAL_INPUT',
  REMOVE_COMPENSATION: 'MANUAL_INPUT',
  TRANSFER: 'MANUAL_INPUT',
  INTERNAL: 'MANUAL_INPUT',
  OTHER: 'MANUAL_INPUT',
};

/** The largest manual bill, EGP: the balance dialogs' bound is 1000; a refund is bounded by what was paid. */
export const MAX_MANUAL_BILL_EGP = 1000;

/** Our words (the spec names no messages for bills). */
export const BILL_MESSAGES = {
  notFound: 'Bill not found!',
  amountNotValid: 'Amount must be a number of EGP with at most 2 decimals, not 0',
  amountTooLarge: `Max manual bill amount is ${MAX_MANUAL_BILL_EGP} EGP`,
  refundTooLarge: (paid: string) => `A refund cannot exceed what was paid (${paid} EGP)`,
  nothingPaid: 'Nothing was paid for this bill, so there is nothing to refund',
  alreadyRefunded: 'This bill has already been refunded',
  refundOfManual: 'Only bills the system made can be refunded',
  refundNeedsBill: 'Choose the bill to refund',
  reasonRequired: 'Please enter a reason',
  reasonTooLong: 'The reason may be at most 500 characters',
  typeNotValid: 'Choose one of the manual bill types',
  notAllowedRefund: 'You are not allowed to refund bills',
  notAllowedManual: 'You are not allowed to create manual bills',
  userNotFound: 'User not found!',
  topUpSpent: (needed: string, holds: string) =>
    `The wallet no longer holds this top-up: reversing it takes ${needed} EGP from the wallet, which holds ${holds} EGP. It cannot be refunded.`,
  topUpWithoutPayment:
    'This top-up has no successful card payment to return the money to, so it cannot be refunded.',
  settlementNotRefundable: 'A settlement already put its money into the wallet, so it cannot be refunded.',
} as const;

/**
 * What refunding a bill does, per type (issue 22 finding 6): the one table the server's refund
 * and the refund dialog read, so a new bill type cannot be refunded until it has a row.
 * - creditWallet: what was paid for a service goes back into the rider's wallet.
 * - reverseTopUp: a top-up put card money into the wallet; its refund takes that credit back out
 *   of the wallet (its share, bonus included) and returns the money to the card through the
 *   payment gateway. Refused when the wallet no longer holds it: crediting the wallet again
 *   would pay the rider twice.
 * - none: not refundable, with the reason.
 */
export type RefundEffect = 'creditWallet' | 'reverseTopUp' | 'none';
export const REFUND_EFFECTS: Record<BillType, { effect: RefundEffect; says: string }> = {
  ride: { effect: 'creditWallet', says: "Gives the amount back into the rider's wallet." },
  dayRental: { effect: 'creditWallet', says: "Gives the amount back into the rider's wallet." },
  reserveVehicle: { effect: 'creditWallet', says: "Gives the amount back into the rider's wallet." },
  subscription: { effect: 'creditWallet', says: "Gives the amount back into the rider's wallet." },
  walletCharge: {
    effect: 'reverseTopUp',
    says: 'Takes the top-up back out of the wallet and returns the amount to the card through the payment gateway; refused when the wallet no longer holds it.',
  },
  settleNegativeBalance: { effect: 'none', says: BILL_MESSAGES.settlementNotRefundable },
  REFUND: { effect: 'none', says: BILL_MESSAGES.refundOfManual },
  COMPENSATION: { effect: 'none', says: BILL_MESSAGES.refundOfManual },
  TRANSFER: { effect: 'none', says: BILL_MESSAGES.refundOfManual },
  INTERNAL: { effect: 'none', says: BILL_MESSAGES.refundOfManual },
  FINE: { effect: 'none', says: BILL_MESSAGES.refundOfManual },
  REMOVE_COMPENSATION: { effect: 'none', says: BILL_MESSAGES.refundOfManual },
  OTHER: { effect: 'none', says: BILL_MESSAGES.refundOfManual },
};

/** The row for a type read from the database; an unknown type is not refundable. */
export const refundEffectOf = (type: string): { effect: RefundEffect; says: string } =>
  REFUND_EFFECTS[type as BillType] ?? { effect: 'none', says: BILL_MESSAGES.refundOfManual };

/**
 * What a top-up refund takes from the wallet for `refundPiasters` returned to the card: the same
 * share of what the top-up credited (a 100 EGP card top-up that credited 105 gives back 105 for 100).
 */
export function topUpReversalPiasters(
  refundPiasters: number,
  paidPiasters: number,
  creditedPiasters: number,
): number {
  if (paidPiasters <= 0) return refundPiasters;
  return Math.round((refundPiasters * creditedPiasters) / paidPiasters);
}

export const MANUAL_BILL_REASON_MAX = 500;

/** Null when the amount is a usable manual-bill amount in EGP (sign already applied), else the message. */
export function manualAmountError(amount: number | null | undefined): string | null {
  if (amount === null || amount === undefined || !Number.isFinite(amount) || amount === 0)
    return BILL_MESSAGES.amountNotValid;
  if (Math.abs(Math.round(amount * 100) - amount * 100) > 1e-6) return BILL_MESSAGES.amountNotValid;
  if (Math.abs(amount) > MAX_MANUAL_BILL_EGP) return BILL_MESSAGES.amountTooLarge;
  return null;
}

/** The signed wallet change of a manual bill of `type` for the amount typed (EGP), in piasters. */
export function signedManualPiasters(type: ManualBillType, amount: number): number {
  const piasters = Math.round(amount * 100);
  const direction = MANUAL_BILL_DIRECTION[type];
  if (direction === 'credit') return Math.abs(piasters);
  if (direction === 'debit') return -Math.abs(piasters);
  return piasters;
}
