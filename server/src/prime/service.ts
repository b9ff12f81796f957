import { eq } from 'drizzle-orm';
import { can } from '@ops/shared/rules/permissions/can';
import { canRemovePlanFromUser, canStopNextRenewal } from '@ops/shared/rules/subscription';
import type { Deps } from '../app/deps';
import type { SessionInfo } from '../auth/sessionTypes';
import { UserError } from '../graphql/errors';
import { users } from '../users/tables';
import { lockUser } from '../users/lock';
import { subscriptionView, type SubscriptionView } from './present';
import { primeSubscriptions } from './tables';

export const PRIME_MESSAGES = {
  notFound: 'Subscription not found!',
  cannotStop: 'The next renewal of this plan cannot be stopped!',
  cannotRemove: 'This plan cannot be removed from the user!',
  notAllowed: 'You do not have permission to do this.',
} as const;

/**
 * stopPlanSubscription(_id, remove): 'Stop Next Renewal' (prime.STOP_USER_PLAN_RENEWALS)
 * or 'Stop Renewal, Remove from user' (prime.REMOVE_USER_PLAN), each only under the button
 * rule of shared/rules/subscription. One field, two flags: the schema says @signedIn and
 * this chooses the flag by `remove`.
 */
export async function stopPlanSubscription(deps: Deps, session: SessionInfo, input: { _id: string; remove?: boolean | null }): Promise<SubscriptionView> {
  const remove = input.remove === true;
  const permission = remove ? 'REMOVE_USER_PLAN' : 'STOP_USER_PLAN_RENEWALS';
  if (!can(session.role, { layer: 'prime', permission })) throw new UserError(PRIME_MESSAGES.notAllowed);
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const [found] = await tx.select({ userId: primeSubscriptions.userId }).from(primeSubscriptions).where(eq(primeSubscriptions.id, input._id));
    if (!found) throw new UserError(PRIME_MESSAGES.notFound);
    // User row first, then the plan: the same order every balance change takes.
    await lockUser(tx, found.userId);
    const [plan] = await tx.select().from(primeSubscriptions).where(eq(primeSubscriptions.id, input._id)).for('update');
    if (!plan) throw new UserError(PRIME_MESSAGES.notFound);
    if (remove) {
      const [account] = await tx.select({ current: users.subscriptionPlanId }).from(users).where(eq(users.id, plan.userId));
      if (!canRemovePlanFromUser({ _id: plan.id, validUntil: plan.validUntil }, { now, currentPlanId: account?.current })) throw new UserError(PRIME_MESSAGES.cannotRemove);
      await tx.update(users).set({ subscriptionPlanId: null }).where(eq(users.id, plan.userId));
      const [updated] = await tx
        .update(primeSubscriptions)
        .set({ stoppedAt: plan.stoppedAt ?? now, removedAt: now })
        .where(eq(primeSubscriptions.id, plan.id))
        .returning();
      return updated!;
    }
    if (!canStopNextRenewal(plan)) throw new UserError(PRIME_MESSAGES.cannotStop);
    const [updated] = await tx.update(primeSubscriptions).set({ stoppedAt: now }).where(eq(primeSubscriptions.id, plan.id)).returning();
    return updated!;
  });
  return subscriptionView(row);
}
