import { eq } from 'drizzle-orm';
import { INTERVAL_PAYMENT_MESSAGES } from '@ops/shared/lists/intervalPayments';
import type { Deps } from '../../../platform/deps';
import { UserError } from '../../../platform/errors';
import { newId } from '../../../platform/lib/ids';
import { primeSubscriptions } from '../../prime';
import { walletAutoCharges } from '../../wallet';
import { paymentTransactions } from '../tables';
import { closePendingPayment } from '../webhooks';
import { intervalPaymentAttempts, intervalPayments } from './tables';

export const STOPPED_MESSAGES = {
  primeRenewal: 'This subscription was stopped; it is not renewed.',
  walletAutoCharge: 'This auto charge was removed; it is not charged.',
} as const;
export const GATEWAY_UNREACHABLE = 'Gateway unreachable';

export interface AttemptRequest {
  intervalPaymentId: string;
  /** The staff member retrying; null when the schedule tries. */
  byUserId: string | null;
}

/**
 * One try of a scheduled charge (issue 8 §8), in two steps so no transaction waits on the
 * gateway: (1) under the charge's row lock, check it may be tried (a staff retry needs it
 * failed; the schedule needs it due), write the pending payment transaction and the attempt,
 * mark the charge pending; (2) ask the gateway. A decline on the spot (or no answer) settles
 * the try as failed at once; otherwise the webhook settles it (payments/webhooks.ts).
 * Returns the attempt's payment transaction id.
 */
export async function startAttempt(deps: Deps, request: AttemptRequest): Promise<string> {
  const at = deps.clock.now();
  const started = await deps.db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(intervalPayments)
      .where(eq(intervalPayments.id, request.intervalPaymentId))
      .for('update');
    if (!payment) throw new UserError(INTERVAL_PAYMENT_MESSAGES.notFound);
    const due =
      request.byUserId === null
        ? (payment.status === 'scheduled' && payment.scheduledAt <= at) ||
          (payment.status === 'failed' && payment.nextRetryAt !== null && payment.nextRetryAt <= at)
        : payment.status === 'failed';
    if (!due) throw new UserError(INTERVAL_PAYMENT_MESSAGES.notFailed);
    if (payment.primeSubscriptionId) {
      const [period] = await tx
        .select({ stoppedAt: primeSubscriptions.stoppedAt, removedAt: primeSubscriptions.removedAt })
        .from(primeSubscriptions)
        .where(eq(primeSubscriptions.id, payment.primeSubscriptionId));
      if (!period || period.stoppedAt || period.removedAt) throw new UserError(STOPPED_MESSAGES.primeRenewal);
    }
    if (payment.walletAutoChargeId) {
      const [charge] = await tx
        .select({ removedAt: walletAutoCharges.removedAt })
        .from(walletAutoCharges)
        .where(eq(walletAutoCharges.id, payment.walletAutoChargeId));
      if (!charge || charge.removedAt) throw new UserError(STOPPED_MESSAGES.walletAutoCharge);
    }
    const attemptNumber = payment.attempts + 1;
    const transactionId = newId();
    const merchantReference = `OPS-IP-${transactionId.slice(0, 10).toUpperCase()}`;
    await tx.insert(paymentTransactions).values({
      id: transactionId,
      userId: payment.userId,
      merchantReference,
      orderId: payment.primeSubscriptionId ?? payment.walletAutoChargeId,
      orderType: payment.source === 'primeRenewal' ? 'subscription' : 'walletCharge',
      amountPiasters: payment.amountPiasters,
      gateway: deps.paymentGateway.name,
      transactionType: 'PAY_CARD',
      status: 'pending',
      createdAt: at,
    });
    await tx.insert(intervalPaymentAttempts).values({
      id: newId(),
      intervalPaymentId: payment.id,
      attemptNumber,
      byUserId: request.byUserId,
      paymentTransactionId: transactionId,
      startedAt: at,
    });
    await tx
      .update(intervalPayments)
      .set({
        status: 'pending',
        attempts: attemptNumber,
        nextRetryAt: null,
        paymentTransactionId: transactionId,
        updatedAt: at,
      })
      .where(eq(intervalPayments.id, payment.id));
    return { transactionId, merchantReference, payment };
  });

  let instant;
  try {
    instant = await deps.paymentGateway.charge({
      merchantReference: started.merchantReference,
      amountPiasters: started.payment.amountPiasters,
      userId: started.payment.userId,
      maskedPan: started.payment.maskedPan,
      description: started.payment.source === 'primeRenewal' ? 'Prime renewal' : 'Wallet auto charge',
    });
  } catch (error) {
    deps.log.warn(
      { err: error, merchantReference: started.merchantReference },
      'payment gateway did not answer a charge',
    );
    await closePendingPayment(deps, started.transactionId, 'failed', GATEWAY_UNREACHABLE);
    return started.transactionId;
  }
  await deps.db
    .update(paymentTransactions)
    .set({
      gatewayOrderReference: instant.gatewayOrderReference,
      instantResponseMessage: instant.message,
      instantResponseMaxDate: instant.respondBy,
    })
    .where(eq(paymentTransactions.id, started.transactionId));
  if (!instant.accepted) await closePendingPayment(deps, started.transactionId, 'failed', instant.message);
  return started.transactionId;
}
