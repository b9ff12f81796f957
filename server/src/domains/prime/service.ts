import { eq } from 'drizzle-orm';
import { can } from '@ops/shared/rules/permissions/can';
import { canRemovePlanFromUser, canStopNextRenewal } from '@ops/shared/rules/subscription';
import type { Deps } from '../../platform/deps';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import { recordAudit } from '../../platform/audit/record';
import type { Tx } from '../../platform/db/client';
import { UserError } from '../../platform/errors';
import { users } from '../../platform/session/tables';
import { lockUser } from '../users';
import { subscriptionView, type SubscriptionView } from './present';
import { primeSubscriptions } from './tables';

export const PRIME_MESSAGES = {
  notFound: 'Subscription not found!',
  cannotStop: 'The next renewal of this plan cannot be stopped!',
  cannotRemove: 'This plan cannot be removed from the user!',
  notAllowed: 'You do not have permission to do this.',
} as const;

/**
 * stopPlanSubscription(_id, remove): 'Stop Next Renewal' (prime.STOP_USER_PLAN_RENEWALS, the
 * schema's gate) or 'Stop Renewal, Remove from user', which stops the renewal too and so
 * also needs prime.REMOVE_USER_PLAN (checked here); each only under the button rule of
 * shared/rules/subscription. The rider's History gets the entry in the same transaction.
 */
export async function stopPlanSubscription(
  deps: Deps,
  session: SessionInfo,
  input: { _id: string; remove?: boolean | null },
): Promise<SubscriptionView> {
  const remove = input.remove === true;
  if (!can(session.role, { layer: 'prime', permission: 'STOP_USER_PLAN_RENEWALS' }))
    throw new UserError(PRIME_MESSAGES.notAllowed);
  if (remove && !can(session.role, { layer: 'prime', permission: 'REMOVE_USER_PLAN' }))
    throw new UserError(PRIME_MESSAGES.notAllowed);
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ userId: primeSubscriptions.userId })
      .from(primeSubscriptions)
      .where(eq(primeSubscriptions.id, input._id));
    if (!found) throw new UserError(PRIME_MESSAGES.notFound);
    // User row first, then the plan: the same order every balance change takes.
    await lockUser(tx, found.userId);
    const [plan] = await tx
      .select()
      .from(primeSubscriptions)
      .where(eq(primeSubscriptions.id, input._id))
      .for('update');
    if (!plan) throw new UserError(PRIME_MESSAGES.notFound);
    if (remove) {
      const [account] = await tx
        .select({ current: users.subscriptionPlanId })
        .from(users)
        .where(eq(users.id, plan.userId));
      if (
        !canRemovePlanFromUser(
          { _id: plan.id, validUntil: plan.validUntil },
          { now, currentPlanId: account?.current },
        )
      )
        throw new UserError(PRIME_MESSAGES.cannotRemove);
      await tx.update(users).set({ subscriptionPlanId: null }).where(eq(users.id, plan.userId));
      const [updated] = await tx
        .update(primeSubscriptions)
        .set({ stoppedAt: plan.stoppedAt ?? now, removedAt: now })
        .where(eq(primeSubscriptions.id, plan.id))
        .returning();
      await audit(tx, session, plan, updated!, true, now);
      return updated!;
    }
    if (!canStopNextRenewal(plan)) throw new UserError(PRIME_MESSAGES.cannotStop);
    const [updated] = await tx
      .update(primeSubscriptions)
      .set({ stoppedAt: now })
      .where(eq(primeSubscriptions.id, plan.id))
      .returning();
    await audit(tx, session, plan, updated!, false, now);
    return updated!;
  });
  return subscriptionView(row);
}

type SubscriptionRow = typeof primeSubscriptions.$inferSelect;

const stopFields = (row: SubscriptionRow) => ({
  subscriptionId: row.id,
  plan: row.name,
  stoppedAt: row.stoppedAt?.toISOString() ?? null,
  removedAt: row.removedAt?.toISOString() ?? null,
});

/** The rider's History entry for a stop (issue 8 §4: subscription stops are audited). */
function audit(
  tx: Tx,
  session: SessionInfo,
  before: SubscriptionRow,
  after: SubscriptionRow,
  remove: boolean,
  now: Date,
) {
  return recordAudit(tx, {
    targetUserId: before.userId,
    actorId: session.user._id,
    action: 'stopPlanSubscription',
    before: stopFields(before),
    after: { ...stopFields(after), remove },
    at: now,
  });
}
