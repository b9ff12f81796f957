import { and, eq, gt } from 'drizzle-orm';
import { toEgp } from '@ops/shared/rules/money';
import { SETTLE_REASON } from '@ops/shared/rules/settlement';
import type { Clock } from '../../platform/deps';
import { holdIfAboveThreshold, moneyApprovals } from '../approvals';
import { recordAudit } from '../../platform/audit/record';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import { bills } from '../bills';
import type { Db, Tx } from '../../platform/db/client';
import { newId } from '../../platform/lib/ids';
import { lockUser } from '../users';
import { applyBalanceChange, type WalletLogRow } from '../wallet';

export type SettleOutcome =
  | { kind: 'settled'; piasters: number; walletLogId: string; billId: string }
  | { kind: 'held'; piasters: number; requestId: string }
  | { kind: 'skipped' };

export interface SettleOneInput {
  userId: string;
  /** The staff member who started the settlement: the bill's creator, the log's "By", the requester of a held one. */
  session: SessionInfo;
  clock: Clock;
}

/**
 * The money of one settlement, in the caller's transaction with the wallet locked: a
 * settleNegativeBalance bill and the SETTLE wallet log through the ledger. Used by a
 * settlement run and by the approval of a held one.
 */
export async function writeSettlement(
  tx: Tx,
  input: { userId: string; piasters: number; staffId: string; clock: Clock },
): Promise<WalletLogRow> {
  const at = input.clock.now();
  const billId = newId();
  await tx.insert(bills).values({
    id: billId,
    userId: input.userId,
    type: 'settleNegativeBalance',
    date: at,
    totalCostPiasters: input.piasters,
    actualCostPiasters: input.piasters,
    paymentMethod: 'dashboard',
    createdById: input.staffId,
    createdAt: at,
  });
  return applyBalanceChange(tx, {
    userId: input.userId,
    differencePiasters: input.piasters,
    type: 'SETTLE',
    clock: input.clock,
    dashboardUserId: input.staffId,
    additionalReason: SETTLE_REASON,
    billId,
  });
}

/**
 * Settles one user's negative balance in its own transaction: the user row is locked
 * first and the balance read under that lock, so a ride charge or top-up that landed
 * after the list was taken is counted, and a balance that is no longer negative (settled
 * by an earlier run, or topped up since) is skipped, as is one already waiting for a
 * second signature. Above the requester's approval threshold (issue 7 §4) the settlement
 * is held as a request instead (approvals/hold.ts); otherwise the money moves
 * (writeSettlement) with its History entry, all in this transaction.
 */
export async function settleOne(db: Db, input: SettleOneInput): Promise<SettleOutcome> {
  return db.transaction(async (tx) => {
    const user = await lockUser(tx, input.userId);
    if (user.balancePiasters >= 0) return { kind: 'skipped' as const };
    const now = input.clock.now();
    const [waiting] = await tx
      .select({ id: moneyApprovals.id })
      .from(moneyApprovals)
      .where(
        and(
          eq(moneyApprovals.targetUserId, input.userId),
          eq(moneyApprovals.kind, 'SETTLEMENT'),
          eq(moneyApprovals.status, 'PENDING'),
          gt(moneyApprovals.expiresAt, now),
        ),
      )
      .limit(1);
    if (waiting) return { kind: 'skipped' as const };
    const piasters = -user.balancePiasters;
    const held = await holdIfAboveThreshold(tx, input.session, input.clock, {
      kind: 'SETTLEMENT',
      targetUserId: input.userId,
      amountPiasters: piasters,
      walletLogType: 'SETTLE',
      additionalReason: SETTLE_REASON,
    });
    if (held) return { kind: 'held' as const, piasters, requestId: held.id };
    const log = await writeSettlement(tx, {
      userId: input.userId,
      piasters,
      staffId: input.session.user._id,
      clock: input.clock,
    });
    await recordAudit(tx, {
      targetUserId: input.userId,
      actorId: input.session.user._id,
      action: 'settleBalanceMultipleUsers',
      before: { balance: toEgp(user.balancePiasters) },
      after: { balance: toEgp(log.currBalancePiasters), walletLogId: log.id, billId: log.billId },
      reason: SETTLE_REASON,
      at: log.createdAt,
    });
    return { kind: 'settled' as const, piasters, walletLogId: log.id, billId: log.billId! };
  });
}
