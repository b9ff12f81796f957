import { can, type RoleLike } from './permissions/can';

/**
 * Issue 22 §2: the second signature bounds a requester's running total, not one change.
 * Money moved on one signature is summed over a rolling window, per target wallet (bounded
 * by the requester's role threshold) and over all wallets (bounded by a multiple of it).
 * One source for the server (what it holds) and the renderer (what it says and offers).
 */

export interface MoneyLimits {
  /** The rolling window of the running totals, in hours. */
  windowHours: number;
  /** The overall total per requester in the window, as a multiple of their role threshold. */
  overallMultiple: number;
  /** The highest credit / price of a wallet charge plan (1.5: 150 EGP credited for 100 paid). */
  maxPlanRatio: number;
}

/** A call centre's day: 24 h; ten times the threshold over all riders; a plan bonus of at most half its price. */
export const DEFAULT_MONEY_LIMITS: MoneyLimits = { windowHours: 24, overallMultiple: 10, maxPlanRatio: 1.5 };

export const MONEY_LIMIT_BOUNDS = {
  windowHours: { min: 1, max: 720 },
  overallMultiple: { min: 1, max: 100 },
  maxPlanRatio: { min: 1, max: 10 },
} as const;

export const MONEY_LIMITS_MESSAGES = {
  windowHours: `The window must be a whole number of hours from ${MONEY_LIMIT_BOUNDS.windowHours.min} to ${MONEY_LIMIT_BOUNDS.windowHours.max}.`,
  overallMultiple: `The overall total must be a whole multiple of the threshold from ${MONEY_LIMIT_BOUNDS.overallMultiple.min} to ${MONEY_LIMIT_BOUNDS.overallMultiple.max}.`,
  maxPlanRatio: `The plan ratio must be from ${MONEY_LIMIT_BOUNDS.maxPlanRatio.min} to ${MONEY_LIMIT_BOUNDS.maxPlanRatio.max}, with at most 2 decimals.`,
  notAllowed: 'You are not allowed to change the money limits.',
} as const;

/** Null when valid, else the first message. */
export function moneyLimitsError(limits: MoneyLimits): string | null {
  const { windowHours, overallMultiple, maxPlanRatio } = limits;
  const inRange = (value: number, bounds: { min: number; max: number }) =>
    Number.isFinite(value) && value >= bounds.min && value <= bounds.max;
  if (!Number.isInteger(windowHours) || !inRange(windowHours, MONEY_LIMIT_BOUNDS.windowHours))
    return MONEY_LIMITS_MESSAGES.windowHours;
  if (!Number.isInteger(overallMultiple) || !inRange(overallMultiple, MONEY_LIMIT_BOUNDS.overallMultiple))
    return MONEY_LIMITS_MESSAGES.overallMultiple;
  if (
    !inRange(maxPlanRatio, MONEY_LIMIT_BOUNDS.maxPlanRatio) ||
    Math.abs(Math.round(maxPlanRatio * 100) - maxPlanRatio * 100) > 1e-6
  )
    return MONEY_LIMITS_MESSAGES.maxPlanRatio;
  return null;
}

/**
 * True when the change lets more money move on one signature: a shorter window, a larger
 * overall multiple or a larger plan ratio. Such a change binds the requester too, so it
 * waits for a second signature; a tightening applies at once.
 */
export function loosensMoneyLimits(before: MoneyLimits, after: MoneyLimits): boolean {
  return (
    after.windowHours < before.windowHours ||
    after.overallMultiple > before.overallMultiple ||
    after.maxPlanRatio > before.maxPlanRatio
  );
}

/** The settings permission that governs money settings (thresholds, limits, charge plans). */
export function mayGovernMoneySettings(role: RoleLike | null | undefined): boolean {
  return can(role, { layer: 'settings', permission: 'ADJUST_PAYMENT_METHODS' });
}

const egpText = (piasters: number): string =>
  (piasters / 100).toLocaleString('en-US', { maximumFractionDigits: 2 });

export interface RunningTotalCase {
  /** Absolute piasters of this change. */
  amountPiasters: number;
  /** Absolute piasters moved on one signature by the requester to this wallet in the window, before this change. */
  toTargetPiasters: number;
  /** The same over every wallet. */
  overallPiasters: number;
  thresholdPiasters: number;
  limits: Pick<MoneyLimits, 'windowHours' | 'overallMultiple'>;
  /** The target wallet is a rider's (no role), for the words. */
  targetIsRider: boolean;
}

/**
 * Null when the change may move on one signature, else why it waits: the wallet's total
 * first (the threshold), then the requester's overall total.
 */
export function runningTotalHeldReason(c: RunningTotalCase): string | null {
  const toTarget = c.toTargetPiasters + c.amountPiasters;
  const window = `${c.limits.windowHours} h`;
  if (toTarget > c.thresholdPiasters) {
    return `This makes ${egpText(toTarget)} EGP to this ${c.targetIsRider ? 'rider' : 'user'} in ${window}; above ${egpText(c.thresholdPiasters)} EGP a second signature is needed.`;
  }
  const overall = c.overallPiasters + c.amountPiasters;
  const overallLimit = c.thresholdPiasters * c.limits.overallMultiple;
  if (overall > overallLimit) {
    return `This makes ${egpText(overall)} EGP moved by you in ${window}; above ${egpText(overallLimit)} EGP a second signature is needed.`;
  }
  return null;
}
