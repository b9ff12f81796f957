import { eq } from 'drizzle-orm';
import { toEgp } from '@ops/shared/rules/money';
import type { Clock } from '../../platform/deps';
import { registerHeldChangeExecutor } from '../approvals';
import { recordAudit } from '../../platform/audit/record';
import type { Tx } from '../../platform/db/client';
import { UserError } from '../../platform/errors';
import { lockUser } from '../users';
import { applyBalanceChange, type WalletLogRow } from './ledger';
import { FINE_WAIVE_REASON, WALLET_MESSAGES } from './messages';
import { walletLogs } from './tables';

/** The fine, locked, still the user's and not yet waived; the wallet is locked by the caller first. */
export async function lockedWaivableFine(tx: Tx, fineLogId: string, userId: string): Promise<WalletLogRow> {
  const [fine] = await tx.select().from(walletLogs).where(eq(walletLogs.id, fineLogId)).for('update');
  if (!fine || fine.userId !== userId) throw new UserError(WALLET_MESSAGES.logNotFound);
  if (fine.isWaived) throw new UserError(WALLET_MESSAGES.alreadyWaived);
  return fine;
}

/** The FINE_WAIVE entry giving the fine back, both entries naming each other, and its History entry. */
export async function writeWaive(
  tx: Tx,
  fine: WalletLogRow,
  staffId: string,
  clock: Clock,
  requestId: string | null = null,
): Promise<WalletLogRow> {
  const row = await applyBalanceChange(tx, {
    userId: fine.userId,
    differencePiasters: -fine.differencePiasters,
    type: 'FINE_WAIVE',
    clock,
    dashboardUserId: staffId,
    additionalReason: FINE_WAIVE_REASON,
    rideId: fine.rideId,
    billId: fine.billId,
  });
  await tx.update(walletLogs).set({ waivesLogId: fine.id }).where(eq(walletLogs.id, row.id));
  await tx
    .update(walletLogs)
    .set({ isWaived: true, waivedByLogId: row.id })
    .where(eq(walletLogs.id, fine.id));
  await recordAudit(tx, {
    targetUserId: fine.userId,
    actorId: staffId,
    action: 'waiveFine',
    before: { balance: toEgp(row.prevBalancePiasters) },
    after: {
      balance: toEgp(row.currBalancePiasters),
      amount: toEgp(row.differencePiasters),
      walletLogId: fine.id,
    },
    reason: FINE_WAIVE_REASON,
    requestId,
    at: row.createdAt,
  });
  return row;
}

/** Approving a held waive (issue 22 §2): the fine, if still unwaived, is waived by the staff member who asked. */
registerHeldChangeExecutor('FINE_WAIVE', async (tx, request, clock) => {
  const fineLogId = String(request.payload?.fineLogId ?? '');
  if (!request.targetUserId) throw new Error(`held waive ${request.id} has no wallet`);
  await lockUser(tx, request.targetUserId);
  const fine = await lockedWaivableFine(tx, fineLogId, request.targetUserId);
  return writeWaive(tx, fine, request.requestedBy, clock, request.id);
});
