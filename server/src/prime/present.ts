import { toEgp } from '@ops/shared/rules/money';
import type { primeSubscriptions } from './tables';

type SubscriptionRow = typeof primeSubscriptions.$inferSelect;

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
  };
}
