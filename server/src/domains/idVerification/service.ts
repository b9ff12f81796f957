import { eq, sql } from 'drizzle-orm';
import {
  canActOnVerification,
  ID_VERIFICATION_MESSAGES,
  validateDeclineReason,
} from '@ops/shared/rules/idVerification';
import { INVALID_NATIONAL_ID, validateNationalId } from '@ops/shared/rules/nationalId';
import { can } from '@ops/shared/rules/permissions/can';
import { REALTIME_EVENTS } from '@ops/shared/realtime/events';
import { emitNow } from '../../platform/db/outbox';
import type { Deps } from '../../platform/deps';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import type { Tx } from '../../platform/db/client';
import { codedRefusal, UserError } from '../../platform/errors';
import { resolveTaskByDecision } from '../tasks';
import { users } from '../../platform/session/tables';
import { holdsTask, mayDecideVerifications, openVerificationTask } from './access';
import { findNationalIdHolder, normaliseNationalId } from './holder';
import { DECLINE_VERIFICATION_REASONS, IDV_MESSAGES } from './messages';
import { idVerifications } from './tables';

export interface IdVerifyCheckInput {
  _id: string;
  status: string;
  skipped?: boolean | null;
  nationalID?: string | null;
  reason?: string | null;
  ignoreValidation?: boolean | null;
}

export interface IdVerifyCheckResult {
  _id: string;
  status: string;
  skipped: boolean;
}

type Decision =
  { kind: 'accepted'; nationalId: string } | { kind: 'declined'; reason: string } | { kind: 'skip' };

/** Checks the input before any row is touched: the spec's messages (02 §5) come first. */
function decisionOf(session: SessionInfo, input: IdVerifyCheckInput, now: Date): Decision {
  if (input.skipped) {
    if (input.status !== 'pending') throw new UserError(IDV_MESSAGES.invalidStatus);
    return { kind: 'skip' };
  }
  if (input.status === 'accepted') {
    const bypass = input.ignoreValidation === true;
    // The bypass is a permission of its own (02 §6), checked here: the button being hidden is not enough.
    if (bypass && !can(session.role, { layer: 'users', permission: 'BYPASS_NATIONAL_ID_VERIFICATION' })) {
      throw new UserError(IDV_MESSAGES.bypassNotAllowed);
    }
    const nationalId = normaliseNationalId(input.nationalID);
    // Even a bypassed accept stores an ID on the user; an empty one would be no ID at all.
    if (!nationalId) throw new UserError(INVALID_NATIONAL_ID);
    const invalid = bypass ? null : validateNationalId(nationalId, now);
    if (invalid) throw new UserError(invalid);
    return { kind: 'accepted', nationalId };
  }
  if (input.status === 'declined') {
    const reason = input.reason?.trim() ?? '';
    const missing = validateDeclineReason(reason);
    // A reason outside the list reads as no reason chosen: the client offers only the list.
    if (missing || !DECLINE_VERIFICATION_REASONS.includes(reason))
      throw new UserError(ID_VERIFICATION_MESSAGES.declineReasonRequired);
    return { kind: 'declined', reason };
  }
  throw new UserError(IDV_MESSAGES.invalidStatus);
}

/** The decision's row changes; the verification row is locked by the caller. */
async function applyDecision(
  tx: Tx,
  row: { id: string; userId: string },
  decision: Decision,
  by: string,
  now: Date,
): Promise<IdVerifyCheckResult> {
  if (decision.kind === 'skip') {
    // Skipping leaves it pending: no status time, so the response-time average (02 §5) is not touched.
    await tx
      .update(idVerifications)
      .set({ skipped: true, lastUpdatedById: by, updatedAt: now })
      .where(eq(idVerifications.id, row.id));
    return { _id: row.id, status: 'pending', skipped: true };
  }
  if (decision.kind === 'declined') {
    await tx
      .update(idVerifications)
      .set({
        status: 'declined',
        reason: decision.reason,
        lastUpdatedById: by,
        lastStatusAt: now,
        updatedAt: now,
      })
      .where(eq(idVerifications.id, row.id));
    return { _id: row.id, status: 'declined', skipped: false };
  }
  // Two accepts of one ID for two users at once: the lock makes the second see the first.
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`national-id:${decision.nationalId}`}))`);
  const holder = await findNationalIdHolder(tx, decision.nationalId, row.userId);
  if (holder)
    throw new UserError(ID_VERIFICATION_MESSAGES.relatedToAnotherUser, { relatedUserId: holder.user._id });
  await tx
    .update(idVerifications)
    .set({
      status: 'accepted',
      nationalId: decision.nationalId,
      reason: null,
      relatedAnotherUserId: null,
      lastUpdatedById: by,
      lastStatusAt: now,
      updatedAt: now,
    })
    .where(eq(idVerifications.id, row.id));
  await tx
    .update(users)
    .set({ nationalId: decision.nationalId, updatedAt: now })
    .where(eq(users.id, row.userId));
  return { _id: row.id, status: 'accepted', skipped: false };
}

/**
 * 02 §4/§5 idVerifyCheck: accept (valid national ID unless bypassed, not held by
 * another user), decline (with a reason) or skip, only while pending. Status, reviewer,
 * status time and the user's national ID change in one transaction; after it commits
 * the pending counters hear REMOVE_PENDING_VERIFICATION and the open IdVerification
 * task resolves (its holder's view clears, 01 §4).
 */
export async function idVerifyCheck(
  deps: Deps,
  session: SessionInfo,
  input: IdVerifyCheckInput,
): Promise<IdVerifyCheckResult> {
  const now = deps.clock.now();
  const task = await openVerificationTask(deps.db, input._id);
  if (!mayDecideVerifications(session) && !holdsTask(session, task))
    throw new UserError(IDV_MESSAGES.notAllowed);
  const decision = decisionOf(session, input, now);
  const { result, userId } = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: idVerifications.id, userId: idVerifications.userId, status: idVerifications.status })
      .from(idVerifications)
      .where(eq(idVerifications.id, input._id))
      .for('update');
    if (!row) throw codedRefusal('VERIFICATION_NOT_FOUND');
    // Re-read under the lock: of two reviewers deciding at once, the second finds it decided.
    if (!canActOnVerification(row.status)) throw new UserError(IDV_MESSAGES.alreadyChecked);
    return { result: await applyDecision(tx, row, decision, session.user._id, now), userId: row.userId };
  });
  if (decision.kind !== 'skip') {
    emitNow(deps.events, (out) =>
      out.toTopic(REALTIME_EVENTS.REMOVE_PENDING_VERIFICATION, {
        _id: result._id,
        user: userId,
        status: result.status,
      }),
    );
    await resolveVerificationTask(deps, input._id, session.user._id, result.status);
  }
  return result;
}

/**
 * The decision is committed whatever happens here; a failure to close the task is
 * logged rather than reported, since telling the reviewer "Error while verifying" for
 * a verification that was in fact checked would be wrong.
 */
async function resolveVerificationTask(
  deps: Deps,
  verificationId: string,
  userId: string,
  action: string,
): Promise<void> {
  try {
    const task = await openVerificationTask(deps.db, verificationId);
    if (task) await resolveTaskByDecision(deps, { taskId: task.id, userId, action });
  } catch (error) {
    deps.log.error({ err: error, verificationId }, 'id verification: resolving its task failed');
  }
}
