import {
  BALANCE_NOT_VALID,
  modificationReasonError,
  parseBalanceAmount,
  validateBalanceAmount,
} from '@ops/shared/rules/balance';
import { toPiasters } from '@ops/shared/rules/money';
import { UserError } from '../../platform/errors';

export interface ReasonInput {
  additionalReason: string | null | undefined;
  customComment?: string | null;
}

/**
 * The reason rules of the balance dialogs (02 §5), as the dialog applies them (issue 6 §7):
 * one of the listed modification reasons, a comment when it is Other, at most 500 characters.
 */
export function checkReason({ additionalReason, customComment }: ReasonInput): void {
  const error = modificationReasonError(additionalReason, customComment);
  if (error) throw new UserError(error);
}

/** The amount as whole piasters, or the spec's message (bounds of shared/rules/balance). */
export function checkAmount(balance: number, { allowZero = false, allowNegative = true } = {}): number {
  const message = validateBalanceAmount(balance);
  if (message) throw new UserError(message);
  const amount = parseBalanceAmount(balance);
  if (amount === null || (!allowZero && amount === 0) || (!allowNegative && amount < 0))
    throw new UserError(BALANCE_NOT_VALID);
  return toPiasters(amount);
}
