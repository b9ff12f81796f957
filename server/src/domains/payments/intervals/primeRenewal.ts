import { eq } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/client';
import { newId } from '../../../platform/lib/ids';
import { primeSubscriptions, type TimeUnit } from '../../prime';
import { users } from '../../../platform/session/tables';
import type { IntervalPaymentRow } from './tables';

/**
 * The end of a period that starts at `from`. MONTH adds calendar months (Jan 31 + 1 month
 * is the last day of February), DAYS adds whole days.
 */
export function periodEnd(from: Date, value: number, unit: TimeUnit): Date {
  if (unit === 'DAYS') return new Date(from.getTime() + value * 24 * 60 * 60 * 1000);
  const end = new Date(from.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + value);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

/**
 * A paid renewal (issue 8 §8): the period that ended is marked renewed and the next period
 * starts where it ended (or now, when the payment came after a failed try), with the plan's
 * allowances as the subscription carried them. The rider's current plan moves to the new
 * period when it was the renewed one. Inside the caller's transaction, with the rider's row
 * already locked (the webhook handler takes it first).
 */
export async function renewPrimeSubscription(
  tx: Tx,
  payment: IntervalPaymentRow,
  at: Date,
): Promise<string | null> {
  if (!payment.primeSubscriptionId) return null;
  const [period] = await tx
    .select()
    .from(primeSubscriptions)
    .where(eq(primeSubscriptions.id, payment.primeSubscriptionId))
    .for('update');
  if (!period) return null;
  const start = period.validUntil.getTime() > at.getTime() ? period.validUntil : at;
  const next = {
    id: newId(),
    userId: period.userId,
    planId: period.planId,
    name: period.name,
    pricePiasters: payment.amountPiasters,
    periodValue: period.periodValue,
    periodUnit: period.periodUnit,
    unlocks: period.unlocks,
    reservations: period.reservations,
    validUntil: periodEnd(start, period.periodValue, period.periodUnit),
    willRemindAt: new Date(
      periodEnd(start, period.periodValue, period.periodUnit).getTime() - 24 * 60 * 60 * 1000,
    ),
    createdAt: at,
  };
  await tx.insert(primeSubscriptions).values(next);
  await tx
    .update(primeSubscriptions)
    .set({ renewedAt: at, failedRenewAt: null, nextRetryAt: null })
    .where(eq(primeSubscriptions.id, period.id));
  const [account] = await tx
    .select({ current: users.subscriptionPlanId })
    .from(users)
    .where(eq(users.id, period.userId));
  if (!account?.current || account.current === period.id) {
    await tx.update(users).set({ subscriptionPlanId: next.id }).where(eq(users.id, period.userId));
  }
  return next.id;
}

/** A failed renewal try shows on the subscription too (02 §3 failedRenewAt, nextRetryAt). */
export async function markPrimeRenewalFailed(
  tx: Tx,
  payment: IntervalPaymentRow,
  at: Date,
  nextRetryAt: Date | null,
): Promise<void> {
  if (!payment.primeSubscriptionId) return;
  await tx
    .update(primeSubscriptions)
    .set({ failedRenewAt: at, nextRetryAt })
    .where(eq(primeSubscriptions.id, payment.primeSubscriptionId));
}
