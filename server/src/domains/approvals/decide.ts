import { and, eq } from 'drizzle-orm';
import { APPROVAL_MESSAGES } from '@ops/shared/rules/moneyApprovals';
import { lengthError } from '@ops/shared/rules/limits';
import { REALTIME_EVENTS } from '@ops/shared/realtime/events';
import type { MoneyApprovalDecidedEvent } from '@ops/shared/realtime/approvalEvents';
import { toEgp } from '@ops/shared/rules/money';
import { emitNow } from '../../platform/db/outbox';
import type { Deps } from '../../platform/deps';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import type { Tx } from '../../platform/db/client';
import { recordAudit } from '../../platform/audit/record';
import { UserError } from '../../platform/errors';
import { actorOf } from '../users';
import { executorFor } from './executors';
import { settingSubject } from './hold';
import { approvalViews, peopleByIds, refusalFor, type MoneyApprovalView } from './present';
import { moneyApprovals, type MoneyApprovalRow } from './tables';

/**
 * Locks the request row until the transaction ends and checks the rule under the lock.
 * Of two approvers pressing at once, the second waits here and then reads the request
 * as the first left it (APPROVED), so it is refused and nothing moves twice.
 */
async function lockedDecidable(
  tx: Tx,
  session: SessionInfo,
  id: string,
  now: Date,
): Promise<MoneyApprovalRow> {
  const [request] = await tx.select().from(moneyApprovals).where(eq(moneyApprovals.id, id)).for('update');
  if (!request) throw new UserError(APPROVAL_MESSAGES.notFound);
  const people = await peopleByIds(tx, [
    request.requestedBy,
    ...(request.targetUserId ? [request.targetUserId] : []),
  ]);
  const refusal = refusalFor(actorOf(session), request, people, now);
  if (refusal) throw new UserError(refusal);
  return request;
}

/** Moves PENDING to the decision; the status condition backs the row lock (no row, no decision). */
async function closeRequest(
  tx: Tx,
  id: string,
  values: Partial<MoneyApprovalRow>,
): Promise<MoneyApprovalRow> {
  const [closed] = await tx
    .update(moneyApprovals)
    .set(values)
    .where(and(eq(moneyApprovals.id, id), eq(moneyApprovals.status, 'PENDING')))
    .returning();
  if (!closed) throw new UserError(APPROVAL_MESSAGES.alreadyApproved);
  return closed;
}

/**
 * Approve: the held change is applied with its wallet log (or, for a setting request, the
 * setting with its trail), in the same transaction as the decision and its audit entry.
 */
export async function approveMoneyRequest(
  deps: Deps,
  session: SessionInfo,
  input: { id: string },
): Promise<MoneyApprovalView> {
  const closed = await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const request = await lockedDecidable(tx, session, input.id, now);
    const log = await executorFor(request.kind)(tx, request, deps.clock);
    const row = await closeRequest(tx, request.id, {
      status: 'APPROVED',
      decidedBy: session.user._id,
      decidedAt: now,
      walletLogId: log?.id ?? null,
    });
    await recordAudit(tx, {
      targetUserId: request.targetUserId,
      subject: settingSubject(request),
      actorId: session.user._id,
      action: 'approveMoneyRequest',
      before: log ? { balance: toEgp(log.prevBalancePiasters) } : {},
      after: {
        ...(log ? { balance: toEgp(log.currBalancePiasters) } : { setting: request.payload }),
        amount: toEgp(request.amountPiasters),
        kind: request.kind,
        requestedBy: request.requestedBy,
      },
      reason: request.additionalReason,
      requestId: request.id,
      at: now,
    });
    return row;
  });
  const view = (await approvalViews(deps.db, actorOf(session), [closed], deps.clock.now()))[0]!;
  tellRequester(deps, closed, view);
  return view;
}

/** Reject with a reason: nothing moves; the request, who rejected it and why stay in the history. */
export async function rejectMoneyRequest(
  deps: Deps,
  session: SessionInfo,
  input: { id: string; reason: string },
): Promise<MoneyApprovalView> {
  const reason = input.reason.trim();
  if (!reason) throw new UserError(APPROVAL_MESSAGES.rejectionReasonRequired);
  const tooLong = lengthError('reason', reason);
  if (tooLong) throw new UserError(tooLong);
  const closed = await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const request = await lockedDecidable(tx, session, input.id, now);
    const row = await closeRequest(tx, request.id, {
      status: 'REJECTED',
      decidedBy: session.user._id,
      decidedAt: now,
      rejectionReason: reason,
    });
    await recordAudit(tx, {
      targetUserId: request.targetUserId,
      subject: settingSubject(request),
      actorId: session.user._id,
      action: 'rejectMoneyRequest',
      before: { status: 'PENDING' },
      after: {
        status: 'REJECTED',
        amount: toEgp(request.amountPiasters),
        kind: request.kind,
        requestedBy: request.requestedBy,
      },
      reason,
      requestId: request.id,
      at: now,
    });
    return row;
  });
  const view = (await approvalViews(deps.db, actorOf(session), [closed], deps.clock.now()))[0]!;
  tellRequester(deps, closed, view);
  return view;
}

/** After the commit: the requester hears the decision on their own sockets (issue 23). */
function tellRequester(deps: Deps, row: MoneyApprovalRow, view: MoneyApprovalView): void {
  if (view.status !== 'APPROVED' && view.status !== 'REJECTED') return;
  const event: MoneyApprovalDecidedEvent = {
    _id: view._id,
    kind: view.kind,
    status: view.status,
    amount: view.amount,
    userId: view.user?._id ?? null,
    userName: view.user?.name ?? null,
    decidedByName: view.decidedBy?.name ?? null,
    rejectionReason: view.rejectionReason,
  };
  emitNow(deps.events, (out) => out.toUser(row.requestedBy, REALTIME_EVENTS.MONEY_APPROVAL_DECIDED, event));
}
