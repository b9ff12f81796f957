import { eq } from 'drizzle-orm';
import { BILL_MESSAGES, billTypeLabel, GENERATED_BILL_TYPES, MANUAL_BILL_WALLET_LOG, type ManualBillType } from '@ops/shared/rules/bills';
import { toEgp } from '@ops/shared/rules/money';
import type { Clock } from '../app/deps';
import { recordAudit } from '../audit/record';
import type { Tx } from '../db/client';
import { UserError } from '../graphql/errors';
import { newId } from '../lib/ids';
import { lockUser } from '../users/lock';
import { applyBalanceChange, type WalletLogRow } from '../wallet/ledger';
import { refundablePiasters } from './refundRules';
import { bills, type BillRow } from './tables';

export interface ManualBillChange {
  type: ManualBillType;
  userId: string;
  /** Signed whole piasters: what the wallet moves by. */
  changePiasters: number;
  reason: string;
  /** REFUND only: the bill given money back for. */
  refundedBillId?: string | null;
  /** The staff member who asked (the requester, when a held bill is approved). */
  staffId: string;
  clock: Clock;
}

/**
 * Locks the bill a refund names and checks it can take this refund: a bill the system made,
 * paid, not yet refunded, and the amount at most what was paid. Under the row lock, so of
 * many refunds at once one finds it unrefunded; the unique index of migration 0013 backs it.
 */
export async function lockRefundable(tx: Tx, billId: string, piasters: number): Promise<BillRow> {
  const [bill] = await tx.select().from(bills).where(eq(bills.id, billId)).for('update');
  if (!bill) throw new UserError(BILL_MESSAGES.notFound);
  if (bill.isRefunded) throw new UserError(BILL_MESSAGES.alreadyRefunded);
  if (!(GENERATED_BILL_TYPES as readonly string[]).includes(bill.type)) throw new UserError(BILL_MESSAGES.refundOfManual);
  const refundable = refundablePiasters(bill);
  if (refundable <= 0) throw new UserError(BILL_MESSAGES.nothingPaid);
  if (piasters > refundable) throw new UserError(BILL_MESSAGES.refundTooLarge(toEgp(refundable).toFixed(2)));
  return bill;
}

/**
 * Writes a manual bill and moves its money, inside the caller's transaction: the bill, the
 * wallet log (through the one ledger function, pointing at the bill) and the History entry
 * commit together or not at all. A refund also marks the refunded bill.
 */
export async function writeManualBill(tx: Tx, change: ManualBillChange): Promise<{ bill: BillRow; log: WalletLogRow }> {
  // The wallet first, then the refunded bill: every bill path locks in this order. Taken
  // before the insert, whose foreign key would otherwise share-lock the user row and turn
  // the ledger's lock into an upgrade two writers deadlock on.
  await lockUser(tx, change.userId);
  if (change.type === 'REFUND') {
    if (!change.refundedBillId) throw new UserError(BILL_MESSAGES.refundNeedsBill);
    const original = await lockRefundable(tx, change.refundedBillId, change.changePiasters);
    if (original.userId !== change.userId) throw new UserError(BILL_MESSAGES.notFound);
    await tx.update(bills).set({ isRefunded: true, refundReason: change.reason }).where(eq(bills.id, original.id));
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
      balanceChangePiasters: change.changePiasters,
      refundedBillId: change.type === 'REFUND' ? change.refundedBillId! : null,
    })
    .returning();
  const log = await applyBalanceChange(tx, {
    userId: change.userId,
    differencePiasters: change.changePiasters,
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
      amount: toEgp(change.changePiasters),
      billType: change.type,
      billId: bill!.id,
      ...(change.refundedBillId ? { refundedBillId: change.refundedBillId } : {}),
    },
    reason: change.reason,
    at: log.createdAt,
  });
  return { bill: bill!, log };
}
