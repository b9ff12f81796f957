import { APPROVAL_TTL_MS, needsSecondSignature, type MoneyApprovalKind } from '@ops/shared/rules/moneyApprovals';
import { toEgp } from '@ops/shared/rules/money';
import type { Clock } from '../app/deps';
import type { SessionInfo } from '../auth/sessionTypes';
import type { Tx } from '../db/client';
import { recordAudit } from '../audit/record';
import { newId } from '../lib/ids';
import type { WalletLogType } from '../wallet/tables';
import { moneyApprovals, type MoneyApprovalRow } from './tables';
import { thresholdPiastersFor } from './thresholds';

export interface HeldChange {
  kind: MoneyApprovalKind;
  /** Whose wallet would move. */
  targetUserId: string;
  /** Signed whole piasters, as applyBalanceChange takes them. */
  amountPiasters: number;
  /** The wallet log type the approval writes (MANUAL_INPUT for edits and compensation, SETTLE for settlements). */
  walletLogType: WalletLogType;
  additionalReason?: string | null;
  customComment?: string | null;
  rideId?: string | null;
  taskId?: string | null;
}

/**
 * The one check every money path calls before moving money (issue 7 §4). Inside the
 * caller's transaction: when the amount (either sign) is above the requester's role
 * threshold, the change is stored as a PENDING request, with its audit entry, and the
 * request is returned: the caller must then NOT move the money, and tells its caller
 * the change is pending. Otherwise null: go ahead.
 *
 * For bulk work (settlement of many users) call it once per user inside that user's
 * transaction, and register an executor for the kind (./executors) so approval can apply it.
 */
export async function holdIfAboveThreshold(tx: Tx, session: SessionInfo, clock: Clock, change: HeldChange): Promise<MoneyApprovalRow | null> {
  const threshold = await thresholdPiastersFor(tx, session.role?._id);
  if (!needsSecondSignature(change.amountPiasters, threshold)) return null;
  const at = clock.now();
  const [row] = await tx
    .insert(moneyApprovals)
    .values({
      id: newId(),
      kind: change.kind,
      status: 'PENDING',
      targetUserId: change.targetUserId,
      amountPiasters: change.amountPiasters,
      walletLogType: change.walletLogType,
      additionalReason: change.additionalReason ?? null,
      customComment: change.customComment ?? null,
      rideId: change.rideId ?? null,
      taskId: change.taskId ?? null,
      requestedBy: session.user._id,
      requestedAt: at,
      expiresAt: new Date(at.getTime() + APPROVAL_TTL_MS),
    })
    .returning();
  await recordAudit(tx, {
    targetUserId: change.targetUserId,
    actorId: session.user._id,
    action: 'requestMoneyApproval',
    before: {},
    after: { kind: change.kind, amount: toEgp(change.amountPiasters), status: 'PENDING', threshold: toEgp(threshold) },
    reason: change.additionalReason ?? null,
    requestId: row!.id,
    at,
  });
  return row!;
}
