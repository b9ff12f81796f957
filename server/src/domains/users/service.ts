import { eq } from 'drizzle-orm';
import { canEditUser } from '@ops/shared/rules/permissions/editRules';
import { deactivationRefusal } from '@ops/shared/rules/permissions/roleEditRules';
import type { Deps } from '../../platform/deps';
import { recordAudit } from '../../platform/audit/record';
import { markAllSessionsRevoked } from '../../platform/session/sessions';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import { UserError } from '../../platform/errors';
import { otherLevelZeroHolders } from '../roles';
import { checkTaskForAction, recordIfInTask } from '../tasks';
import { lockUser, USER_NOT_FOUND } from './lock';
import { personWithRole } from './people';
import { users } from '../../platform/session/tables';

export const USER_MESSAGES = {
  notAllowed: 'You are not allowed to change this user.',
  notYourself: 'You cannot deactivate yourself.',
} as const;

/**
 * Activate <-> Deactivate (01 §4), gated by users.ACTIVATE_USER. A staff account also
 * obeys the edit-user rule, so nobody switches off a colleague above them; a
 * deactivated staff member's cached sessions are dropped and their sockets closed.
 */
export async function toggleActivate(
  deps: Deps,
  session: SessionInfo,
  input: { id: string; taskId?: string | null },
): Promise<{ _id: string; active: boolean }> {
  if (input.id === session.user._id) throw new UserError(USER_MESSAGES.notYourself);
  const target = await personWithRole(deps.db, input.id);
  if (!target) throw new UserError(USER_NOT_FOUND);
  if (target.role && !canEditUser(session.role, target.role)) throw new UserError(USER_MESSAGES.notAllowed);
  const now = deps.clock.now();
  const active = await deps.db.transaction(async (tx) => {
    // The task before the user row: a refused task changes nothing, and locks go task then user, as in the wallet.
    await checkTaskForAction(tx, input.taskId, session);
    // The row lock makes two simultaneous toggles flip twice, never "both to the same value".
    const locked = await lockUser(tx, input.id);
    const next = !locked.active;
    // The last active level-0 account stays on: nobody would be left who may do everything.
    const lastLevelZero = next
      ? null
      : deactivationRefusal(target.role, await otherLevelZeroHolders(tx, { userId: input.id }));
    if (lastLevelZero) throw new UserError(lastLevelZero);
    await tx
      .update(users)
      .set({
        active: next,
        updatedAt: now,
        activationChangedAt: now,
        activationChangedById: session.user._id,
      })
      .where(eq(users.id, input.id));
    await recordIfInTask(
      tx,
      input.taskId,
      'USER_EDIT_ACTIVATION',
      next ? 'Activated' : 'Deactivated',
      session,
    );
    await recordAudit(tx, {
      targetUserId: input.id,
      actorId: session.user._id,
      action: 'toggleActivate',
      before: { active: !next },
      after: { active: next },
      at: now,
    });
    // Revoked, not merely refused while inactive: reactivating must not bring an old token back.
    if (!next) await markAllSessionsRevoked(tx, input.id, 'deactivated', now);
    return next;
  });
  if (!active) {
    // A cached session would outlive the switch by its cache time: drop it now, on every node.
    deps.sessionCache.evictUser(input.id);
    deps.events.disconnectUser(input.id);
  }
  return { _id: input.id, active };
}
