import { eq } from 'drizzle-orm';
import type { Clock } from '../../../platform/deps';
import type { Tx } from '../../../platform/db/client';
import { applyBalanceChange, walletAutoCharges, walletLogs } from '../../wallet';
import { markPrimeRenewalFailed, renewPrimeSubscription } from './primeRenewal';
import { intervalPaymentAttempts, intervalPayments, type AttemptOutcome } from './tables';

const HOUR = 60 * 60 * 1000;
/** After the n-th failed try the schedule tries again this much later; past the last, it stops. */
export const RETRY_DELAYS_MS = [6 * HOUR, 24 * HOUR] as const;

export function nextRetryAfter(attempts: number, maxAttempts: number, at: Date): Date | null {
  if (attempts >= maxAttempts) return null;
  const delay = RETRY_DELAYS_MS[Math.min(attempts - 1, RETRY_DELAYS_MS.length - 1)] ?? RETRY_DELAYS_MS[0];
  return new Date(at.getTime() + delay);
}

/**
 * What a payment transaction's final state means for the scheduled charge that made it, if
 * any: the attempt gets its outcome, and the charge succeeds (money moves: an auto-charge's
 * credit through the ledger with its wallet log; a renewal's next period) or fails (with its
 * next automatic try). Runs inside the transaction that changed the payment's status, so a
 * webhook applied once settles once. The rider's row is already locked by the caller.
 */
export async function settleAttempt(
  tx: Tx,
  clock: Clock,
  paymentTransactionId: string,
  outcome: Exclude<AttemptOutcome, 'pending'>,
  message: string,
): Promise<void> {
  const [attempt] = await tx
    .select()
    .from(intervalPaymentAttempts)
    .where(eq(intervalPaymentAttempts.paymentTransactionId, paymentTransactionId))
    .for('update');
  if (!attempt || attempt.outcome !== 'pending') return;
  const at = clock.now();
  await tx
    .update(intervalPaymentAttempts)
    .set({ outcome, message, finishedAt: at })
    .where(eq(intervalPaymentAttempts.id, attempt.id));
  const [payment] = await tx
    .select()
    .from(intervalPayments)
    .where(eq(intervalPayments.id, attempt.intervalPaymentId))
    .for('update');
  // Only the charge's latest try decides it (an older try cannot finish after a newer one starts,
  // since a retry needs a failed charge; this keeps it so).
  if (!payment || payment.paymentTransactionId !== paymentTransactionId || payment.status !== 'pending')
    return;

  if (outcome === 'success') {
    if (payment.source === 'walletAutoCharge' && payment.creditPiasters && payment.walletAutoChargeId) {
      const log = await applyBalanceChange(tx, {
        userId: payment.userId,
        differencePiasters: payment.creditPiasters,
        type: 'CHARGE',
        clock,
        additionalReason: 'Auto charge',
      });
      await tx
        .update(walletLogs)
        .set({ walletAutoChargeId: payment.walletAutoChargeId })
        .where(eq(walletLogs.id, log.id));
      await tx
        .update(walletAutoCharges)
        .set({ lastChargedAt: at })
        .where(eq(walletAutoCharges.id, payment.walletAutoChargeId));
    } else if (payment.source === 'primeRenewal') {
      await renewPrimeSubscription(tx, payment, at);
    }
    await tx
      .update(intervalPayments)
      .set({ status: 'success', succeededAt: at, nextRetryAt: null, lastMessage: message, updatedAt: at })
      .where(eq(intervalPayments.id, payment.id));
    return;
  }

  const retryAt = nextRetryAfter(payment.attempts, payment.maxAttempts, at);
  await tx
    .update(intervalPayments)
    .set({ status: 'failed', failedAt: at, nextRetryAt: retryAt, lastMessage: message, updatedAt: at })
    .where(eq(intervalPayments.id, payment.id));
  if (payment.source === 'primeRenewal') await markPrimeRenewalFailed(tx, payment, at, retryAt);
}
