import { and, eq, gte, sql } from 'drizzle-orm';
import {
  APPROVAL_TTL_MS,
  type MoneyApprovalKind,
  type SettingApprovalKind,
} from '@ops/shared/rules/moneyApprovals';
import { runningTotalHeldReason, type RunningTotalCase } from '@ops/shared/rules/moneyLimits';
import { toEgp } from '@ops/shared/rules/money';
import type { Clock } from '../../platform/deps';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import type { Db, Tx } from '../../platform/db/client';
import { recordAudit } from '../../platform/audit/record';
import { newId } from '../../platform/lib/ids';
import { lockUser } from '../users';
import type { WalletLogType } from '../wallet';
import { moneyLimitsOf, thresholdPiastersFor } from './limitsStore';
import { moneyApprovals, moneySingleSignatureMoves, type MoneyApprovalRow } from './tables';

export interface HeldChange {
  kind: Exclude<MoneyApprovalKind, SettingApprovalKind>;
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
  /** What the kind's executor needs beyond the wallet entry (the fine a waive gives back). */
  payload?: Record<string, unknown> | null;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * One requester's money paths run one at a time from here to their commit, so of 20
 * simultaneous edits each sees the totals the previous ones left. Taken after the target
 * wallet's row lock (the order every money path keeps: wallet, then requester).
 */
async function lockRequester(tx: Tx, requesterId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`money-requester:${requesterId}`}))`);
}

/** Absolute piasters the requester moved on one signature since `since`: to this wallet, and overall. */
async function runningTotals(
  tx: Db | Tx,
  requesterId: string,
  targetUserId: string,
  since: Date,
): Promise<{ toTarget: number; overall: number }> {
  const [row] = await tx
    .select({
      toTarget: sql<string>`coalesce(sum(${moneySingleSignatureMoves.amountPiasters}) filter (where ${moneySingleSignatureMoves.targetUserId} = ${targetUserId}), 0)`,
      overall: sql<string>`coalesce(sum(${moneySingleSignatureMoves.amountPiasters}), 0)`,
    })
    .from(moneySingleSignatureMoves)
    .where(
      and(
        eq(moneySingleSignatureMoves.requestedBy, requesterId),
        gte(moneySingleSignatureMoves.movedAt, since),
      ),
    );
  return { toTarget: Number(row?.toTarget ?? 0), overall: Number(row?.overall ?? 0) };
}

/** Everything runningTotalHeldReason weighs but the amount: the requester's threshold, limits and running totals now. */
export type HoldStanding = Omit<RunningTotalCase, 'amountPiasters'>;

/**
 * The requester's standing towards one wallet: read by the hold below (inside its locks) and
 * by the edit dialog's forecast (./forecast.ts), so both weigh the very same numbers.
 */
export async function holdStanding(
  db: Db | Tx,
  session: SessionInfo,
  target: { _id: string; isRider: boolean },
  at: Date,
): Promise<HoldStanding> {
  const thresholdPiasters = await thresholdPiastersFor(db, session.role?._id);
  const limits = await moneyLimitsOf(db);
  const totals = await runningTotals(
    db,
    session.user._id,
    target._id,
    new Date(at.getTime() - limits.windowHours * HOUR_MS),
  );
  return {
    toTargetPiasters: totals.toTarget,
    overallPiasters: totals.overall,
    thresholdPiasters,
    limits,
    targetIsRider: target.isRider,
  };
}

/**
 * The one check every staff money path calls before moving money (issue 7 §4, issue 22 §2).
 * Inside the caller's transaction: when this change would take the requester's running
 * total over the window (to this wallet: their role threshold; over all wallets: that
 * times the overall multiple) above its bound, the change is stored as a PENDING request
 * with why, and its audit entry, and the request is returned: the caller must then NOT
 * move the money, and tells its caller the change is pending. Otherwise the change is
 * counted in the running totals and null is returned: go ahead.
 *
 * For bulk work (settlement of many users) call it once per user inside that user's
 * transaction, and register an executor for the kind (./executors) so approval can apply it.
 */
export async function holdIfAboveThreshold(
  tx: Tx,
  session: SessionInfo,
  clock: Clock,
  change: HeldChange,
): Promise<MoneyApprovalRow | null> {
  const requester = session.user._id;
  const target = await lockUser(tx, change.targetUserId);
  await lockRequester(tx, requester);
  const at = clock.now();
  const amount = Math.abs(change.amountPiasters);
  const standing = await holdStanding(
    tx,
    session,
    { _id: change.targetUserId, isRider: target.roleId === null },
    at,
  );
  const threshold = standing.thresholdPiasters;
  const heldReason = runningTotalHeldReason({ amountPiasters: amount, ...standing });
  if (!heldReason) {
    await tx.insert(moneySingleSignatureMoves).values({
      id: newId(),
      requestedBy: requester,
      targetUserId: change.targetUserId,
      kind: change.kind,
      amountPiasters: amount,
      movedAt: at,
    });
    return null;
  }
  const [row] = await tx
    .insert(moneyApprovals)
    .values({
      id: newId(),
      kind: change.kind,
      status: 'PENDING',
      targetUserId: change.targetUserId,
      amountPiasters: change.amountPiasters,
      walletLogType: change.walletLogType,
      payload: change.payload ?? null,
      heldReason,
      additionalReason: change.additionalReason ?? null,
      customComment: change.customComment ?? null,
      rideId: change.rideId ?? null,
      taskId: change.taskId ?? null,
      requestedBy: requester,
      requestedAt: at,
      expiresAt: new Date(at.getTime() + APPROVAL_TTL_MS),
    })
    .returning();
  await recordAudit(tx, {
    targetUserId: change.targetUserId,
    actorId: requester,
    action: 'requestMoneyApproval',
    before: {},
    after: {
      kind: change.kind,
      amount: toEgp(change.amountPiasters),
      status: 'PENDING',
      threshold: toEgp(threshold),
      heldReason,
    },
    reason: change.additionalReason ?? null,
    requestId: row!.id,
    at,
  });
  return row!;
}

export interface HeldSetting {
  kind: SettingApprovalKind;
  /** What approval sets; the kind's executor reads it. */
  payload: Record<string, unknown>;
  /** The money the setting governs, for the list (a raised threshold, a plan's bonus); 0 when none. */
  amountPiasters: number;
  heldReason: string;
}

/**
 * What a setting request's History entries are about (they have no user): the role of a
 * threshold, the limits, the plan (a plan not yet created: the request itself).
 */
export function settingSubject(
  request: Pick<MoneyApprovalRow, 'id' | 'kind' | 'payload'>,
): { type: 'chargePlan' | 'moneyThreshold' | 'moneyLimits'; id: string } | null {
  const payload = request.payload ?? {};
  switch (request.kind) {
    case 'THRESHOLD_CHANGE':
      return { type: 'moneyThreshold', id: String(payload.roleId) };
    case 'MONEY_LIMITS_CHANGE':
      return { type: 'moneyLimits', id: 'money_limits' };
    case 'CHARGE_PLAN_CHANGE':
      return { type: 'chargePlan', id: typeof payload.planId === 'string' ? payload.planId : request.id };
    default:
      return null;
  }
}

/** A change of a money setting that waits for a second signature (issue 22 §3): stored PENDING with its audit entry. */
export async function holdSettingChange(
  tx: Tx,
  session: SessionInfo,
  clock: Clock,
  change: HeldSetting,
): Promise<MoneyApprovalRow> {
  const at = clock.now();
  const [row] = await tx
    .insert(moneyApprovals)
    .values({
      id: newId(),
      kind: change.kind,
      status: 'PENDING',
      targetUserId: null,
      amountPiasters: change.amountPiasters,
      walletLogType: null,
      payload: change.payload,
      heldReason: change.heldReason,
      requestedBy: session.user._id,
      requestedAt: at,
      expiresAt: new Date(at.getTime() + APPROVAL_TTL_MS),
    })
    .returning();
  await recordAudit(tx, {
    targetUserId: null,
    subject: settingSubject(row!),
    actorId: session.user._id,
    action: 'requestMoneyApproval',
    before: {},
    after: { kind: change.kind, status: 'PENDING', heldReason: change.heldReason, ...change.payload },
    requestId: row!.id,
    at,
  });
  return row!;
}
