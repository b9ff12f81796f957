import { mayActOnColleague, RANK_REFUSED } from '@ops/shared/rules/permissions/rank';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import type { Db, Tx } from '../../platform/db/client';
import { UserError } from '../../platform/errors';
import { personWithRole } from '../users';

export const USER_NOT_FOUND = 'User not found';

/**
 * Issue 6 §6: a break, a check-out or a forced transfer done to a colleague needs a
 * higher rank than theirs (shared/rules/permissions/rank), on top of the action's own
 * permission. Acting on oneself needs no rank.
 */
export async function requireRankOver(
  db: Db | Tx,
  session: SessionInfo,
  targetUserId: string,
): Promise<void> {
  if (targetUserId === session.user._id) return;
  const target = await personWithRole(db, targetUserId);
  if (!target) throw new UserError(USER_NOT_FOUND);
  const allowed = mayActOnColleague(
    { userId: session.user._id, role: session.role },
    { userId: target._id, level: target.role?.level },
  );
  if (!allowed) throw new UserError(RANK_REFUSED);
}
