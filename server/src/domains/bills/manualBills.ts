import { eq } from 'drizzle-orm';
import {
  BILL_MESSAGES,
  billTypeLabel,
  MANUAL_BILL_WALLET_LOG,
  refundEffectOf,
  type ManualBillType,
} from '@ops/shared/rules/bills';
import { toEgp } from '@ops/shared/rules/money';
import type { Clock } from '../../platform/deps';
import { recordAudit } from '../../platform/audit/record';
import type { Tx } from '../../platform/db/client';
import { UserError } from '../../platform/errors';
import { newId } from '../../platform/lib/ids';
import { lockUser } from '../users';
import { applyBalanceChange, type WalletLogRow } from '../wallet';
import { refundMovement, type RefundMovement } from './refundMovement';
import { refundablePiasters } from './refundRules';
import { bills, cardRefunds, type BillRow } from './tables';

export interface ManualBillChange {
  type: ManualBillType;
  userId: string;
  /**
   * Signed whole piasters: what the wallet moves by. For a REFUND, the amount refunded; what
   * the wallet moves by then follows the refunded bill's type (refundMovement).
   */
  changePiasters: number;
  reason: string;
  /** REFUND only: the bill given money back for. */
  refundedBillId?: string | null;
  /** The staff member who asked (the requester, when a held bill is approved). */
  staffId: string;
  clock: Clock;
}

/**
 * Locks the bill a refund names and checks it can take this refund: a type whose row in
 * REFUND_EFFECTS allows one, paid, not yet refunded, the amount at most what was paid, and
 * (a top-up) still held by the wallet. Under the row lock, so of many refunds at once one
 * finds it unrefunded; the unique index of migration 0013 backs it.
 */
export async function lockRefundable(
  tx: Tx,
  billId: string,
  piasters: number,
): Promise<{ bill: BillRow; movement: RefundMovement }> {
  const [bill] = await tx.select().from(bills).where(eq(bills.id, billId)).for('update');
  if (!bill) throw new UserError(BILL_MESSAGES.notFound);
  if (bill.isRefunded) throw new UserError(BILL_MESSAGES.alreadyRefunded);
  const { effect, says } = refundEffectOf(bill.type);
  if (effect === 'none') throw new UserError(says);
  const refundable = refundablePiasters(bill);
  if (refundable <= 0) throw new UserError(BILL_MESSAGES.nothingPaid);
  if (piasters > refundable) throw new UserError(BILL_MESSAGES.refundTooLarge(toEgp(refundable).toFixed(2)));
  return { bill, movement: await refundMovement(tx, bill, piasters) };
}

/**
 * Writes a manual bill and moves its money, inside the caller's transaction: the bill, the
 * wallet log (through the one ledger function, pointing at the bill) and the History entry
 * commit together or not at all. A refund also marks the refunded bill.
 */
export async function writeManualBill(
  tx: Tx,
  change: ManualBillChange,
): Promise<{ bill: BillRow; log: WalletLogRow; cardRefundId: string | null }> {
  // The wallet first, then the refunded bill: every bill path locks in this order. Taken
  // before the insert, whose foreign key would otherwise share-lock the user row and turn
  // the ledger's lock into an upgrade two writers deadlock on.
  await lockUser(tx, change.userId);
  let walletPiasters = change.changePiasters;
  let cardPaymentId: string | null = null;
  if (change.type === 'REFUND') {
    if (!change.refundedBillId) throw new UserError(BILL_MESSAGES.refundNeedsBill);
    const { bill: original, movement } = await lockRefundable(
      tx,
      change.refundedBillId,
      change.changePiasters,
    );
    if (original.userId !== change.userId) throw new UserError(BILL_MESSAGES.notFound);
    await tx
      .update(bills)
      .set({ isRefunded: true, refundReason: change.reason })
      .where(eq(bills.id, original.id));
    walletPiasters = movement.walletPiasters;
    cardPaymentId = movement.cardPaymentId;
  }
  const amount = Math.abs(change.changePiasters);
  const [bill] = await tx
    .insert(bills)
    .values({
      id: newId(),
      userId: change.userId,
      type: change.type,
      date: change.clock.now(),
      totalCostPiasters: amount,
      actualCostPiasters: amount,
      paidWithBalancePiasters: 0,
      refundReason: change.reason,
      isPaymentSuccessful: true,
      paymentMethod: 'wallet',
      createdById: change.staffId,
      balanceChangePiasters: walletPiasters,
      refundedBillId: change.type === 'REFUND' ? change.refundedBillId! : null,
    })
    .returning();
  const log = await applyBalanceChange(tx, {
    userId: change.userId,
    differencePiasters: walletPiasters,
    type: MANUAL_BILL_WALLET_LOG[change.type],
    clock: change.clock,
    dashboardUserId: change.staffId,
    additionalReason: billTypeLabel(change.type),
    customComment: change.reason,
    billId: bill!.id,
  });
  await recordAudit(tx, {
    targetUserId: change.userId,
    actorId: change.staffId,
    action: change.type === 'REFUND' ? 'refundBill' : 'createManualBill',
    before: { balance: toEgp(log.prevBalancePiasters) },
    after: {
      balance: toEgp(log.currBalancePiasters),
      amount: toEgp(walletPiasters),
      billType: change.type,
      billId: bill!.id,
      ...(change.refundedBillId ? { refundedBillId: change.refundedBillId } : {}),
      ...(cardPaymentId ? { toCard: toEgp(amount), paymentTransactionId: cardPaymentId } : {}),
    },
    reason: change.reason,
    at: log.createdAt,
  });
  let cardRefundId: string | null = null;
  if (cardPaymentId) {
    // Sent to the gateway after commit (cardRefunds.ts): a call that cannot join this transaction.
    cardRefundId = newId();
    await tx.insert(cardRefunds).values({
      id: cardRefundId,
      refundBillId: bill!.id,
      paymentTransactionId: cardPaymentId,
      amountPiasters: amount,
      createdAt: log.createdAt,
    });
  }
  return { bill: bill!, log, cardRefundId };
}
