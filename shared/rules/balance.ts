import { lengthError } from './limits';
import { isWholePiasters, toEgp, toPiasters } from './money';

/** 02 §9 / 03 §9: "a pair of 1000 and -1000 constants exists"; we use them as the bounds. */
export const BALANCE_MAX = 1000;
export const BALANCE_MIN = -1000;

export interface BalanceBounds {
  max: number;
  min: number;
}

export const DEFAULT_BALANCE_BOUNDS: BalanceBounds = { max: BALANCE_MAX, min: BALANCE_MIN };

export const BALANCE_NOT_VALID = 'Balance is not valid!';
export const maxBalanceMessage = (max: number): string => `Max balance amount to add is ${max}`;
export const minBalanceMessage = (min: number): string => `Max (-ve) balance amount to add is ${min}`;

/**
 * Reasons offered when staff change a balance by hand. The spec lists them as an
 * enumeration whose values it does not show; these are ours. 'Penalty/Fine' is the
 * reason the fine-waive rule looks for (01 §5), and 'Other' asks for a comment.
 */
export const OTHER_REASON = 'Other';
export const BALANCE_MODIFICATION_REASONS = [
  'Compensation',
  'Refund',
  'Wrong Charge',
  'Failed Payment',
  'Promotion',
  'Penalty/Fine',
  'Referral',
  OTHER_REASON,
] as const;

const NUMBER_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** The amount as a number, or null when it is not a number of whole piasters. */
export function parseBalanceAmount(input: string | number): number | null {
  const value =
    typeof input === 'number' ? input : NUMBER_TEXT.test(input.trim()) ? Number(input.trim()) : NaN;
  // Fractions of a piaster cannot be stored, so they are not a valid balance either.
  return Number.isFinite(value) && isWholePiasters(value) ? value : null;
}

/**
 * 01 §5, 02 §5: null when the amount may be sent, else the message. An empty field
 * is reported as not valid; a form may choose not to show that before the user types.
 */
export function validateBalanceAmount(
  input: string | number,
  bounds: BalanceBounds = DEFAULT_BALANCE_BOUNDS,
): string | null {
  const amount = parseBalanceAmount(input);
  if (amount === null) return BALANCE_NOT_VALID;
  if (amount > bounds.max) return maxBalanceMessage(bounds.max);
  if (amount < bounds.min) return minBalanceMessage(bounds.min);
  return null;
}

export const MODIFICATION_REASON_MESSAGES = {
  required: 'Please choose a reason!',
  notListed: 'Please choose one of the listed reasons!',
  commentRequired: 'Please add a comment for the Other reason!',
} as const;

export function isModificationReason(reason: string): boolean {
  return (BALANCE_MODIFICATION_REASONS as readonly string[]).includes(reason);
}

/**
 * The reason rules of the balance dialogs (02 §5) as the server applies them: one of the
 * listed reasons, a comment when it is Other, and neither longer than a reason may be.
 * null when the pair may be saved, else the message.
 */
export function modificationReasonError(
  reason: string | null | undefined,
  customComment: string | null | undefined,
): string | null {
  const chosen = reason?.trim() ?? '';
  if (!chosen) return MODIFICATION_REASON_MESSAGES.required;
  if (!isModificationReason(chosen)) return MODIFICATION_REASON_MESSAGES.notListed;
  if (!reasonIsComplete(chosen, customComment)) return MODIFICATION_REASON_MESSAGES.commentRequired;
  return lengthError('reason', customComment?.trim());
}

/** An 'Other' reason needs a comment; a whitespace-only comment is an empty one. */
export function reasonIsComplete(
  reason: string | null | undefined,
  customComment: string | null | undefined,
): boolean {
  if (!reason) return false;
  return reason !== OTHER_REASON || (customComment ?? '').trim().length > 0;
}

export interface BalanceDialogState {
  amount: string | number;
  reason: string | null | undefined;
  customComment: string | null | undefined;
  loading: boolean;
  bounds?: BalanceBounds;
}

/** 02 §5 Add balance dialog: when Save is enabled. */
export function canSaveBalanceDialog({
  amount,
  reason,
  customComment,
  loading,
  bounds,
}: BalanceDialogState): boolean {
  if (loading) return false;
  if (typeof amount === 'string' && amount.trim() === '') return false;
  if (validateBalanceAmount(amount, bounds) !== null) return false;
  if (parseBalanceAmount(amount) === 0) return false;
  return modificationReasonError(reason, customComment) === null;
}

/** 02 §5: "New balance equals current balance plus the amount", summed in piasters. */
export function newBalance(currentBalance: number, amount: number): number {
  return toEgp(toPiasters(currentBalance) + toPiasters(amount));
}
