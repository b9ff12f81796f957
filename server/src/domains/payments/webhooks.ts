import { and, eq, lt } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import type { GatewayWebhook } from '../../platform/integrations/paymentGateway/PaymentGateway';
import { lockUser } from '../users';
import { settleAttempt } from './intervals/outcome';
import { paymentTransactions, type PaymentStatus } from './tables';

/** A pending transaction with no webhook this long after it was made has expired. */
export const PAYMENT_EXPIRES_AFTER_MS = 15 * 60 * 1000;
export const EXPIRED_MESSAGE = 'Expired without response';
export const NO_WEBHOOK_MESSAGE = 'No webhook received';

export type WebhookResult = 'applied' | 'ignored' | 'unknown';

/**
 * The gateway's webhook, applied at most once (issue 8 §3). A transaction moves only from
 * the state the webhook answers: success/failed from pending, refunded from success; the
 * update says so in its WHERE, so a duplicate, a webhook after expiry, or two copies racing
 * change nothing the second time. A late webhook (after the instant response window, before
 * expiry) is applied like any other and shows by its webhookAt. What the outcome means for a
 * scheduled charge is settled in the same transaction.
 */
export async function handleGatewayWebhook(deps: Deps, webhook: GatewayWebhook): Promise<WebhookResult> {
  const [known] = await deps.db
    .select({ id: paymentTransactions.id, userId: paymentTransactions.userId })
    .from(paymentTransactions)
    .where(eq(paymentTransactions.merchantReference, webhook.merchantReference));
  if (!known) {
    deps.log.warn(
      { merchantReference: webhook.merchantReference },
      'payment webhook for an unknown transaction',
    );
    return 'unknown';
  }
  const from: PaymentStatus = webhook.status === 'refunded' ? 'success' : 'pending';
  const result = await deps.db.transaction(async (tx) => {
    // The rider's row first: the order every balance change takes (a success may credit the wallet).
    await lockUser(tx, known.userId);
    const at = deps.clock.now();
    const [changed] = await tx
      .update(paymentTransactions)
      .set({
        status: webhook.status,
        gatewayReference: webhook.gatewayReference,
        responseMessage: webhook.message,
        lastGatewayMessage: webhook.message,
        gatewayResponseAt: at,
        webhookAt: at,
        ...(webhook.status === 'refunded' ? { refundedAt: at } : {}),
      })
      .where(and(eq(paymentTransactions.id, known.id), eq(paymentTransactions.status, from)))
      .returning({ id: paymentTransactions.id });
    if (!changed) return 'ignored' as const;
    if (webhook.status !== 'refunded')
      await settleAttempt(tx, deps.clock, changed.id, webhook.status, webhook.message);
    return 'applied' as const;
  });
  if (result === 'ignored')
    deps.log.info(
      { merchantReference: webhook.merchantReference, status: webhook.status },
      'payment webhook ignored: already settled',
    );
  return result;
}

/** Marks one pending transaction failed or expired (a decline on the spot, no webhook in time). */
export async function closePendingPayment(
  deps: Deps,
  paymentTransactionId: string,
  status: 'failed' | 'expired',
  message: string,
): Promise<boolean> {
  const [known] = await deps.db
    .select({ userId: paymentTransactions.userId })
    .from(paymentTransactions)
    .where(eq(paymentTransactions.id, paymentTransactionId));
  if (!known) return false;
  return deps.db.transaction(async (tx) => {
    await lockUser(tx, known.userId);
    const [changed] = await tx
      .update(paymentTransactions)
      .set({
        status,
        responseMessage: status === 'expired' ? EXPIRED_MESSAGE : message,
        lastGatewayMessage: message,
      })
      .where(and(eq(paymentTransactions.id, paymentTransactionId), eq(paymentTransactions.status, 'pending')))
      .returning({ id: paymentTransactions.id });
    if (!changed) return false;
    await settleAttempt(tx, deps.clock, changed.id, status, status === 'expired' ? EXPIRED_MESSAGE : message);
    return true;
  });
}

/** The expiry sweep: pending transactions older than PAYMENT_EXPIRES_AFTER_MS, a batch at a time. */
export async function expireStalePayments(deps: Deps, limit = 100): Promise<number> {
  const cutoff = new Date(deps.clock.now().getTime() - PAYMENT_EXPIRES_AFTER_MS);
  const stale = await deps.db
    .select({ id: paymentTransactions.id })
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.status, 'pending'), lt(paymentTransactions.createdAt, cutoff)))
    .limit(limit);
  let expired = 0;
  for (const { id } of stale)
    if (await closePendingPayment(deps, id, 'expired', NO_WEBHOOK_MESSAGE)) expired++;
  return expired;
}
