import { and, asc, eq } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { paymentTransactions } from '../payments';
import { cardRefunds } from './tables';

/**
 * Sends a top-up refund's money back to the card (migration 0043). The wallet side committed
 * with the REFUND bill; this is the gateway call that could not join that transaction. The row
 * is claimed with SKIP LOCKED and marked in the same transaction as the call, so two senders
 * never send it twice; a gateway that does not answer leaves it pending for the next pass.
 */
export async function sendCardRefund(
  deps: Deps,
  id: string,
): Promise<'sent' | 'failed' | 'pending' | 'skipped'> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: cardRefunds.id,
        amountPiasters: cardRefunds.amountPiasters,
        merchantReference: paymentTransactions.merchantReference,
        gatewayReference: paymentTransactions.gatewayReference,
      })
      .from(cardRefunds)
      .innerJoin(paymentTransactions, eq(paymentTransactions.id, cardRefunds.paymentTransactionId))
      .where(and(eq(cardRefunds.id, id), eq(cardRefunds.status, 'pending')))
      .for('update', { of: cardRefunds, skipLocked: true });
    if (!row) return 'skipped' as const;
    let answer;
    try {
      answer = await deps.paymentGateway.refund({
        merchantReference: row.merchantReference,
        gatewayReference: row.gatewayReference,
        amountPiasters: row.amountPiasters,
      });
    } catch (error) {
      deps.log.warn(
        { err: error, cardRefundId: id },
        'payment gateway did not answer a refund; it stays pending',
      );
      return 'pending' as const;
    }
    const status = answer.accepted ? ('sent' as const) : ('failed' as const);
    await tx
      .update(cardRefunds)
      .set({ status, message: answer.message, sentAt: deps.clock.now() })
      .where(eq(cardRefunds.id, id));
    if (status === 'failed')
      deps.log.error({ cardRefundId: id, message: answer.message }, 'payment gateway refused a card refund');
    return status;
  });
}

/** The payments pass: every refund still pending (approved later, or the gateway was down), oldest first. */
export async function sendPendingCardRefunds(deps: Deps, limit = 50): Promise<number> {
  const pending = await deps.db
    .select({ id: cardRefunds.id })
    .from(cardRefunds)
    .where(eq(cardRefunds.status, 'pending'))
    .orderBy(asc(cardRefunds.createdAt))
    .limit(limit);
  let sent = 0;
  for (const { id } of pending) if ((await sendCardRefund(deps, id)) === 'sent') sent++;
  return sent;
}
