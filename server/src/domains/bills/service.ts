import { eq } from 'drizzle-orm';
import {
  BILL_MESSAGES,
  billTypeLabel,
  MANUAL_BILL_REASON_MAX,
  MANUAL_BILL_TYPES,
  MANUAL_BILL_WALLET_LOG,
  manualAmountError,
  signedManualPiasters,
  type ManualBillType,
} from '@ops/shared/rules/bills';
import { canEditBalance } from '@ops/shared/rules/permissions/editRules';
import type { Deps } from '../../platform/deps';
import { holdIfAboveThreshold, approvalViews, type MoneyApprovalView } from '../approvals';
import type { MoneyApprovalRow } from '../approvals';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import { UserError } from '../../platform/errors';
import { lockUser, actorOf, personWithRole } from '../users';
import { sendCardRefund } from './cardRefunds';
import './heldManualBill';
import { lockRefundable, writeManualBill, type ManualBillChange } from './manualBills';
import { billViewById, type BillView } from './present';
import { bills, heldManualBills } from './tables';

/** What a refund or manual bill did: exactly one is set (schema: ManualBillResult). */
export interface ManualBillResult {
  bill: BillView | null;
  approval: MoneyApprovalView | null;
}

function checkReason(reason: string | null | undefined): string {
  const text = (reason ?? '').trim();
  if (text === '') throw new UserError(BILL_MESSAGES.reasonRequired);
  if (text.length > MANUAL_BILL_REASON_MAX) throw new UserError(BILL_MESSAGES.reasonTooLong);
  return text;
}

/**
 * The bills permissions (refund, manual bills) are the schema's gates; moving a staff
 * member's own wallet, or another staff member's, also needs the edit-balance rule, so a
 * bill is not a way around it. Riders' wallets need only the bills permission.
 */
async function checkTarget(deps: Deps, session: SessionInfo, userId: string): Promise<void> {
  const target = await personWithRole(deps.db, userId);
  if (!target) throw new UserError(BILL_MESSAGES.userNotFound);
  const actor = actorOf(session);
  if ((target._id === actor._id || target.role) && !canEditBalance(actor, target))
    throw new UserError(BILL_MESSAGES.notAllowedManual);
}

/** Held (second signature) or written now; one transaction either way. */
async function holdOrWrite(
  deps: Deps,
  session: SessionInfo,
  change: Omit<ManualBillChange, 'clock' | 'staffId'>,
): Promise<ManualBillResult> {
  const outcome = await deps.db.transaction(
    async (
      tx,
    ): Promise<{ held: MoneyApprovalRow | null; billId: string | null; cardRefundId: string | null }> => {
      // Wallet, then bill (the order writeManualBill keeps). A refund is checked under the
      // bill's lock before it is held, so an impossible one is refused now, not at approval.
      await lockUser(tx, change.userId);
      if (change.type === 'REFUND') await lockRefundable(tx, change.refundedBillId!, change.changePiasters);
      const held = await holdIfAboveThreshold(tx, session, deps.clock, {
        kind: 'MANUAL_BILL',
        targetUserId: change.userId,
        amountPiasters: change.changePiasters,
        walletLogType: MANUAL_BILL_WALLET_LOG[change.type],
        additionalReason: billTypeLabel(change.type),
        customComment: change.reason,
      });
      if (held) {
        await tx.insert(heldManualBills).values({
          approvalId: held.id,
          billType: change.type,
          userId: change.userId,
          refundedBillId: change.refundedBillId ?? null,
          balanceChangePiasters: change.changePiasters,
          reason: change.reason,
        });
        return { held, billId: null, cardRefundId: null };
      }
      const { bill, cardRefundId } = await writeManualBill(tx, {
        ...change,
        staffId: session.user._id,
        clock: deps.clock,
      });
      return { held: null, billId: bill.id, cardRefundId };
    },
  );
  // A top-up's money back to the card, once the wallet side has committed; one left pending goes with the next payments pass.
  if (outcome.cardRefundId) await sendCardRefund(deps, outcome.cardRefundId);
  if (outcome.held)
    return {
      bill: null,
      approval: (await approvalViews(deps.db, actorOf(session), [outcome.held], deps.clock.now()))[0]!,
    };
  return { bill: await billViewById(deps.db, outcome.billId!), approval: null };
}

/** refundBill: what REFUND_EFFECTS says for the bill's type (into the wallet, or a top-up reversed to the card); at most what was paid, at most once. */
export async function refundBill(
  deps: Deps,
  session: SessionInfo,
  input: { _id: string; amount: number; reason: string },
): Promise<ManualBillResult> {
  if (
    !Number.isFinite(input.amount) ||
    input.amount <= 0 ||
    manualAmountError(input.amount) === BILL_MESSAGES.amountNotValid
  ) {
    throw new UserError(BILL_MESSAGES.amountNotValid);
  }
  const reason = checkReason(input.reason);
  const [bill] = await deps.db.select({ userId: bills.userId }).from(bills).where(eq(bills.id, input._id));
  if (!bill) throw new UserError(BILL_MESSAGES.notFound);
  await checkTarget(deps, session, bill.userId);
  return holdOrWrite(deps, session, {
    type: 'REFUND',
    userId: bill.userId,
    changePiasters: signedManualPiasters('REFUND', input.amount),
    reason,
    refundedBillId: input._id,
  });
}

/** createManualBill: COMPENSATION, TRANSFER, INTERNAL, FINE, REMOVE_COMPENSATION or OTHER on one user's wallet. */
export async function createManualBill(
  deps: Deps,
  session: SessionInfo,
  input: { userId: string; type: string; amount: number; reason: string },
): Promise<ManualBillResult> {
  const type = input.type as ManualBillType;
  if (!(MANUAL_BILL_TYPES as readonly string[]).includes(type) || type === 'REFUND')
    throw new UserError(BILL_MESSAGES.typeNotValid);
  const amountError = manualAmountError(input.amount);
  if (amountError) throw new UserError(amountError);
  const reason = checkReason(input.reason);
  await checkTarget(deps, session, input.userId);
  return holdOrWrite(deps, session, {
    type,
    userId: input.userId,
    changePiasters: signedManualPiasters(type, input.amount),
    reason,
  });
}
