import type { Deps } from '../../platform/deps';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import { UserError } from '../../platform/errors';
import { requireLength } from '../../platform/graphql/limits';
import { actorOf, forceTransferFlaggedTasks, requireCan } from '../tasks';
import { requireRankOver } from './rank';
import { checkoutUserFromReceivingTasks, startBreak } from './service';

export const BULK_TRANSFER_MESSAGES = {
  transferred: 'Tasks transferred successfully',
  badCallback: 'Unknown callback action type',
} as const;

/** The callback names the client may send; the spec does not show them, so both spellings are accepted. */
const CALLBACKS: Record<string, 'break' | 'checkout'> = {
  break: 'break',
  startbreak: 'break',
  start_break: 'break',
  checkout: 'checkout',
  check_out: 'checkout',
  checkoutuserfromreceivingtasks: 'checkout',
};

export interface BulkTransferInput {
  transferredToIds: string[];
  transferredTasksIds: string[];
  currentFlaggedById?: string | null;
  callbackActionType?: string | null;
  userIdToCheckout?: string | null;
  userNameToCheckout?: string | null;
  userPhoneNumberToCheckout?: string | null;
  comment?: string | null;
  reason?: string | null;
  userIdToSetOnBreak?: string | null;
}

/**
 * bulkTransferFlaggedTasks (03 §4): moves flagged tasks to checked-in colleagues without
 * waiting for an answer, then continues what the transfer was blocking (the break or the
 * check-out). Moving someone else's flagged tasks is a supervisor's forced transfer.
 */
export async function bulkTransferFlaggedTasks(
  deps: Deps,
  session: SessionInfo,
  input: BulkTransferInput,
): Promise<{ success: boolean; message: string }> {
  const fromUserId = input.currentFlaggedById || session.user._id;
  if (fromUserId === session.user._id) requireCan(session, { layer: 'task', permission: 'FLAG_TASK' });
  else requireCan(session, { layer: 'task', permission: 'BULK_TRANSFER_FLAGGED_TASKS' });
  await requireRankOver(deps.db, session, fromUserId);
  requireLength('reason', input.reason);
  requireLength('comment', input.comment);
  requireLength('name', input.userNameToCheckout);
  const callback = input.callbackActionType ? CALLBACKS[input.callbackActionType.toLowerCase()] : undefined;
  if (input.callbackActionType && !callback) throw new UserError(BULK_TRANSFER_MESSAGES.badCallback);
  // The callback's colleague is checked before anything moves, so a refused break or check-out moves no task.
  if (callback === 'break') await requireRankOver(deps.db, session, input.userIdToSetOnBreak ?? fromUserId);
  if (callback === 'checkout') await requireRankOver(deps.db, session, input.userIdToCheckout ?? fromUserId);
  await forceTransferFlaggedTasks(deps, actorOf(session), {
    fromUserId,
    toUserIds: input.transferredToIds,
    taskIds: input.transferredTasksIds,
    reason: input.reason ?? input.comment ?? null,
  });
  if (callback === 'break') {
    return startBreak(deps, session, {
      reason: input.reason ?? '',
      userIdToSetOnBreak: input.userIdToSetOnBreak ?? fromUserId,
    });
  }
  if (callback === 'checkout') {
    const result = await checkoutUserFromReceivingTasks(deps, session, {
      userIdToCheckout: input.userIdToCheckout ?? fromUserId,
      comment: input.comment ?? null,
    });
    return { success: result.success, message: result.message };
  }
  return { success: true, message: BULK_TRANSFER_MESSAGES.transferred };
}
