import {
  DEFAULT_BALANCE_BOUNDS,
  reasonIsComplete,
  validateBalanceAmount,
  type BalanceBounds,
} from './balance';
import { toEgp, toPiasters } from './money';
import { DEFAULT_MINUTE_PRICE } from './pricing';

/**
 * 02 §5: the minutes field keeps whole non-negative digits only; a negative entry
 * becomes 0 and anything after the leading digits (a decimal point, letters) is dropped.
 */
export function sanitizeMinutesInput(raw: string): string {
  const text = raw.trim();
  if (/^-/.test(text)) return '0';
  const digits = /^\d*/.exec(text)?.[0] ?? '';
  return digits.replace(/^0+(?=\d)/, '');
}

export function minutesFromInput(raw: string): number {
  const digits = sanitizeMinutesInput(raw);
  return digits === '' ? 0 : Number(digits);
}

/** Balance = minutes × price per minute, exact to the piaster. */
export function endRideBalance(minutes: number, minutePrice: number = DEFAULT_MINUTE_PRICE): number {
  return toEgp(Math.max(0, Math.trunc(minutes)) * toPiasters(minutePrice));
}

/** "shown with 2 decimals". */
export function formatEndRideBalance(balance: number): string {
  return (toPiasters(balance) / 100).toFixed(2);
}

export function compensatedNotice(amount: number | string): string {
  return `This user has already been compensated with a balance of ${amount}. Additional compensation cannot exceed the total ride cost.`;
}

/** What can still be given: the ride's total cost less what was already compensated, never below 0. */
export function remainingCompensation(totalRideCost: number, alreadyCompensated: number): number {
  return toEgp(Math.max(0, toPiasters(totalRideCost) - toPiasters(alreadyCompensated)));
}

export interface EndRidePayState {
  minutesInput: string;
  minutePrice?: number | null;
  reason: string | null | undefined;
  customComment: string | null | undefined;
  loading: boolean;
  bounds?: BalanceBounds;
}

export interface EndRidePayCheck {
  minutes: number;
  balance: number;
  /** Bound message for the balance, or null. */
  error: string | null;
  canSubmit: boolean;
}

/** 02 §5 End ride with pay dialog: same bounds and messages as the balance dialog; reason required, comment for Other. */
export function checkEndRidePay(state: EndRidePayState): EndRidePayCheck {
  const minutes = minutesFromInput(state.minutesInput);
  const balance = endRideBalance(minutes, state.minutePrice ?? DEFAULT_MINUTE_PRICE);
  const error = validateBalanceAmount(balance, state.bounds ?? DEFAULT_BALANCE_BOUNDS);
  const canSubmit = !state.loading && error === null && reasonIsComplete(state.reason, state.customComment);
  return { minutes, balance, error, canSubmit };
}
