import { toEgp } from '@ops/shared/rules/money';
import type { primePlans, primeSubscriptions } from './tables';

type SubscriptionRow = typeof primeSubscriptions.$inferSelect;
type PlanRow = typeof primePlans.$inferSelect;

/** A subscription-plan record (01 §3) as GraphQL shows it. */
export interface SubscriptionView {
  _id: string;
  user: string;
  plan: string;
  name: string;
  price: number;
  period: string;
  createdAt: string;
  validUntil: string;
  unlocks: number;
  reservations: number;
  usedUnlocks: number;
  usedReservations: number;
  savedCost: number;
  renewedAt: string | null;
  failedRenewAt: string | null;
  stoppedAt: string | null;
  removedAt: string | null;
  isFreeTrial: boolean;
  willRemindAt: string | null;
  renewalReminded: boolean;
  paymentRemindedAt: string | null;
  nextRetryAt: string | null;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function subscriptionView(row: SubscriptionRow): SubscriptionView {
  return {
    _id: row.id,
    user: row.userId,
    plan: row.planId,
    name: row.name,
    price: toEgp(row.pricePiasters),
    period: `${row.periodValue} ${row.periodUnit}`,
    createdAt: row.createdAt.toISOString(),
    validUntil: row.validUntil.toISOString(),
    unlocks: row.unlocks,
    reservations: row.reservations,
    usedUnlocks: row.usedUnlocks,
    usedReservations: row.usedReservations,
    savedCost: toEgp(row.savedCostPiasters),
    renewedAt: iso(row.renewedAt),
    failedRenewAt: iso(row.failedRenewAt),
    stoppedAt: iso(row.stoppedAt),
    removedAt: iso(row.removedAt),
    isFreeTrial: row.isFreeTrial,
    willRemindAt: iso(row.willRemindAt),
    renewalReminded: row.renewalReminded,
    paymentRemindedAt: iso(row.paymentRemindedAt),
    nextRetryAt: iso(row.nextRetryAt),
  };
}

/** A prime plan (02 §3) as GraphQL shows it: EGP prices, the period's value and unit apart. */
export interface PlanView {
  _id: string;
  name: string;
  description: string | null;
  price: number;
  priceBefore: number | null;
  period: number;
  periodUnit: string;
  unlocks: number;
  reservations: number;
  available: boolean;
  freeTrialUnit: string | null;
  freeTrialValue: number | null;
  activeSubscriptions: number;
  createdAt: string;
  updatedAt: string;
}

export function planView(row: PlanRow, activeSubscriptions: number): PlanView {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    price: toEgp(row.pricePiasters),
    priceBefore: row.priceBeforePiasters === null ? null : toEgp(row.priceBeforePiasters),
    period: row.periodValue,
    periodUnit: row.periodUnit,
    unlocks: row.unlocks,
    reservations: row.reservations,
    available: row.available,
    freeTrialUnit: row.freeTrialUnit,
    freeTrialValue: row.freeTrialValue,
    activeSubscriptions,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
