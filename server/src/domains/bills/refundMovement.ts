import { and, eq, inArray, sql } from 'drizzle-orm';
import { BILL_MESSAGES, refundEffectOf, topUpReversalPiasters } from '@ops/shared/rules/bills';
import { toEgp } from '@ops/shared/rules/money';
import type { Tx } from '../../platform/db/client';
import { UserError } from '../../platform/errors';
import { paymentTransactions } from '../payments';
import { lockUser } from '../users';
import { walletLogs } from '../wallet';
import type { BillRow } from './tables';

export interface RefundMovement {
  /** Signed: what the wallet moves by (positive gives, negative takes a top-up back). */
  walletPiasters: number;
  /** A top-up's card payment the refund returns money to, or null when the refund stays in the wallet. */
  cardPaymentId: string | null;
}

/**
 * What a refund of `refundPiasters` for `bill` moves, by its type's row in REFUND_EFFECTS
 * (issue 22 finding 6). A top-up is reversed, never credited again: the wallet gives back the
 * top-up's share of what it credited, under the wallet's lock, and refuses when it no longer
 * holds that much. Runs in the refund's transaction, at request time and again at approval.
 */
export async function refundMovement(tx: Tx, bill: BillRow, refundPiasters: number): Promise<RefundMovement> {
  const { effect, says } = refundEffectOf(bill.type);
  if (effect === 'none') throw new UserError(says);
  if (effect === 'creditWallet') return { walletPiasters: refundPiasters, cardPaymentId: null };
  const [payment] = await tx
    .select({ id: paymentTransactions.id })
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.billId, bill.id),
        eq(paymentTransactions.status, 'success'),
        inArray(paymentTransactions.transactionType, ['PAY_CARD', 'PAY_WALLET']),
      ),
    )
    .limit(1);
  if (!payment) throw new UserError(BILL_MESSAGES.topUpWithoutPayment);
  const [credit] = await tx
    .select({ piasters: sql<string | null>`sum(${walletLogs.differencePiasters})` })
    .from(walletLogs)
    .where(and(eq(walletLogs.billId, bill.id), eq(walletLogs.type, 'CHARGE')));
  // A top-up whose CHARGE was never linked to its bill is taken to have credited what was paid.
  const credited = credit?.piasters ? Number(credit.piasters) : bill.actualCostPiasters;
  const debit = topUpReversalPiasters(refundPiasters, bill.actualCostPiasters, credited);
  const wallet = await lockUser(tx, bill.userId);
  if (wallet.balancePiasters < debit)
    throw new UserError(
      BILL_MESSAGES.topUpSpent(toEgp(debit).toFixed(2), toEgp(wallet.balancePiasters).toFixed(2)),
    );
  return { walletPiasters: -debit, cardPaymentId: payment.id };
}
