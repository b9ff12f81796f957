import { UNLIMITED_ALLOWANCE } from './constants';

type Instant = Date | string | number | null | undefined;

const time = (value: Instant): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const ms = new Date(value).getTime();
  return Number.isNaN(ms) ? null : ms;
};

export interface SubscriptionPlanState {
  _id: string;
  validUntil?: Instant;
  stoppedAt?: Instant;
  renewedAt?: Instant;
  failedRenewAt?: Instant;
  isFreeTrial?: boolean | null;
  willRemindAt?: Instant;
}

/** 'Stop Next Renewal' only if the plan has no stoppedAt, renewedAt or failedRenewAt. */
export function canStopNextRenewal(
  plan: Pick<SubscriptionPlanState, 'stoppedAt' | 'renewedAt' | 'failedRenewAt'>,
): boolean {
  return time(plan.stoppedAt) === null && time(plan.renewedAt) === null && time(plan.failedRenewAt) === null;
}

/** 'Stop Renewal, Remove from user' only while validUntil is in the future and the plan is the user's current plan. */
export function canRemovePlanFromUser(
  plan: Pick<SubscriptionPlanState, '_id' | 'validUntil'>,
  { now, currentPlanId }: { now: Date; currentPlanId: string | null | undefined },
): boolean {
  const validUntil = time(plan.validUntil);
  return validUntil !== null && validUntil > now.getTime() && !!currentPlanId && plan._id === currentPlanId;
}

export type SubscriptionStatusText = 'Ongoing' | 'Success Renewal' | 'Stopped at' | 'Free Trial';

export interface SubscriptionStatus {
  text: SubscriptionStatusText;
  /** The moment shown after 'Stopped at'. */
  at: Date | null;
  /** The reminder line's moment, when a reminder is due. */
  remindAt: Date | null;
}

/**
 * The status texts are the spec's; which one wins is ours: a stop is the most
 * important thing to see, then a renewal, then a free trial.
 */
export function subscriptionStatus(plan: SubscriptionPlanState): SubscriptionStatus {
  const stoppedAt = time(plan.stoppedAt);
  const remind = time(plan.willRemindAt);
  const remindAt = remind === null ? null : new Date(remind);
  if (stoppedAt !== null) return { text: 'Stopped at', at: new Date(stoppedAt), remindAt };
  if (time(plan.renewedAt) !== null) return { text: 'Success Renewal', at: null, remindAt };
  if (plan.isFreeTrial) return { text: 'Free Trial', at: null, remindAt };
  return { text: 'Ongoing', at: null, remindAt };
}

export function isUnlimited(allowance: number): boolean {
  return allowance === UNLIMITED_ALLOWANCE;
}

/** Unlocks or reservations left; -1 means unlimited (01 §3). */
export function remainingAllowance(allowance: number, used: number): number | 'unlimited' {
  return isUnlimited(allowance) ? 'unlimited' : Math.max(0, allowance - used);
}
