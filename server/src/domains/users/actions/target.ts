import { eq } from 'drizzle-orm';
import { canDoUserAction, type Person, type UserAction } from '@ops/shared/rules/permissions/editRules';
import type { Deps } from '../../../platform/deps';
import type { SessionInfo } from '../../../platform/session/sessionTypes';
import { recordAudit } from '../../../platform/audit/record';
import type { AuditFields } from '../../../platform/audit/tables';
import type { Tx } from '../../../platform/db/client';
import { UserError } from '../../../platform/errors';
import { roles } from '../../../platform/session/tables';
import { actorOf } from '../people';
import { users } from '../../../platform/session/tables';

export const ACTION_MESSAGES = {
  notFound: 'User not found!',
  notAllowed: 'You are not allowed to change this user.',
} as const;

export type TargetUser = typeof users.$inferSelect;

export interface ActionOutcome<R> {
  before: AuditFields;
  after: AuditFields;
  result: R;
  reason?: string | null;
}

/** What the page shows after an action: the user and a sentence saying what happened. */
export interface UserActionResult {
  _id: string;
  message: string;
}

/**
 * The frame of every user-page action: in one transaction, lock the target's row (two
 * staff acting at once take turns), check the action's rule against the TARGET as it is
 * now (02 §6), make the change, and write its History entry. A refusal or a failed change
 * throws, so nothing, the audit entry included, is kept.
 */
export async function runUserAction<R>(
  deps: Deps,
  session: SessionInfo,
  input: { userId: string; action: UserAction; name: string },
  change: (tx: Tx, target: TargetUser, now: Date) => Promise<ActionOutcome<R>>,
): Promise<R> {
  if (!input.userId?.trim()) throw new UserError(ACTION_MESSAGES.notFound);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [target] = await tx.select().from(users).where(eq(users.id, input.userId)).for('update');
    if (!target) throw new UserError(ACTION_MESSAGES.notFound);
    if (!canDoUserAction(input.action, actorOf(session), await personOf(tx, target)))
      throw new UserError(ACTION_MESSAGES.notAllowed);
    const outcome = await change(tx, target, now);
    await recordAudit(tx, {
      targetUserId: target.id,
      actorId: session.user._id,
      action: input.name,
      before: outcome.before,
      after: outcome.after,
      reason: outcome.reason ?? null,
      at: now,
    });
    return outcome.result;
  });
}

async function personOf(tx: Tx, target: TargetUser): Promise<Person> {
  if (!target.roleId) return { _id: target.id, role: null };
  const [role] = await tx
    .select({ level: roles.level, department: roles.department, permissions: roles.permissions })
    .from(roles)
    .where(eq(roles.id, target.roleId));
  return { _id: target.id, role: role ?? null };
}
