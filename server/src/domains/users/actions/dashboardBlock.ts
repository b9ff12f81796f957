import { eq } from 'drizzle-orm';
import type { Deps } from '../../../platform/deps';
import { markAllSessionsRevoked } from '../../../platform/session/sessions';
import type { SessionInfo } from '../../../platform/session/sessionTypes';
import { UserError } from '../../../platform/errors';
import { users } from '../../../platform/session/tables';
import { runUserAction, type UserActionResult } from './target';

export const BLOCK_MESSAGES = {
  alreadyBlocked: 'This user is already blocked from the dashboard.',
  notBlocked: 'This user is not blocked from the dashboard.',
  blocked: 'User has been blocked from the dashboard.',
  unblocked: 'User has been unblocked from the dashboard.',
} as const;

/**
 * Block / unblock from the dashboard (edit-user rule, never oneself). Blocking revokes the
 * person's sessions in the same transaction and drops cached ones and sockets after it, so
 * a blocked colleague is out at once rather than when their token expires.
 */
export async function setBlockedFromDashboard(
  deps: Deps,
  session: SessionInfo,
  input: { userId: string; blocked: boolean },
): Promise<UserActionResult> {
  const name = input.blocked ? 'blockUserFromDashboard' : 'unblockUserFromDashboard';
  const result = await runUserAction(
    deps,
    session,
    { userId: input.userId, action: 'blockFromDashboard', name },
    async (tx, target, now) => {
      if (target.isBlockedFromDashboard === input.blocked) {
        throw new UserError(input.blocked ? BLOCK_MESSAGES.alreadyBlocked : BLOCK_MESSAGES.notBlocked);
      }
      await tx
        .update(users)
        .set({ isBlockedFromDashboard: input.blocked, updatedAt: now })
        .where(eq(users.id, target.id));
      if (input.blocked) await markAllSessionsRevoked(tx, target.id, 'blocked-from-dashboard', now);
      return {
        before: { isBlockedFromDashboard: !input.blocked },
        after: { isBlockedFromDashboard: input.blocked },
        result: {
          _id: target.id,
          message: input.blocked ? BLOCK_MESSAGES.blocked : BLOCK_MESSAGES.unblocked,
        },
      };
    },
  );
  if (input.blocked) {
    deps.sessionCache.evictUser(input.userId);
    deps.events.disconnectUser(input.userId);
  }
  return result;
}
