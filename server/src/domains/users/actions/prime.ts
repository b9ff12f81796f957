import { asc, eq } from 'drizzle-orm';
import { toEgp } from '@ops/shared/rules/money';
import type { Deps } from '../../../platform/deps';
import type { SessionInfo } from '../../../platform/session/sessionTypes';
import { bills } from '../../bills';
import { UserError } from '../../../platform/errors';
import { newId } from '../../../platform/lib/ids';
import {
  subscriptionView,
  type SubscriptionView,
  primePlans,
  primeSubscriptions,
  type TimeUnit,
} from '../../prime';
import { users } from '../../../platform/session/tables';
import { runUserAction } from './target';

export const ADD_PRIME_MESSAGES = {
  required: 'planId and userId are required.',
  planNotFound: 'Plan not found!',
  planNotAvailable: 'This plan is not available.',
  hasPlan: 'This user already has an active plan.',
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;
// A plan month is 30 days, as the seeded plans and their renewals count it.
const periodMs = (value: number, unit: TimeUnit) => value * (unit === 'MONTH' ? 30 : 1) * DAY_MS;

/**
 * addPrimeFromDashboard(planId, userId, isFree) (prime.ADD_TO_USER): the plan becomes the
 * rider's current plan for one period from now, with the plan's allowances. Paid, it is
 * billed as a 'subscription' bill taken at the desk (no wallet balance moves); free, the
 * bill is left out. Refused while the rider's current plan is still valid, so two
 * clicks cannot stack two plans.
 */
export async function addPrimeFromDashboard(
  deps: Deps,
  session: SessionInfo,
  input: { planId: string; userId: string; isFree?: boolean | null },
): Promise<SubscriptionView> {
  if (!input.planId?.trim() || !input.userId?.trim()) throw new UserError(ADD_PRIME_MESSAGES.required);
  const isFree = input.isFree === true;
  const row = await runUserAction(
    deps,
    session,
    { userId: input.userId, action: 'addPrime', name: 'addPrimeFromDashboard' },
    async (tx, target, now) => {
      const [plan] = await tx.select().from(primePlans).where(eq(primePlans.id, input.planId));
      if (!plan) throw new UserError(ADD_PRIME_MESSAGES.planNotFound);
      if (!plan.available) throw new UserError(ADD_PRIME_MESSAGES.planNotAvailable);
      if (target.subscriptionPlanId) {
        const [current] = await tx
          .select({ validUntil: primeSubscriptions.validUntil, removedAt: primeSubscriptions.removedAt })
          .from(primeSubscriptions)
          .where(eq(primeSubscriptions.id, target.subscriptionPlanId));
        if (current && !current.removedAt && current.validUntil > now)
          throw new UserError(ADD_PRIME_MESSAGES.hasPlan);
      }
      const [created] = await tx
        .insert(primeSubscriptions)
        .values({
          id: newId(),
          userId: target.id,
          planId: plan.id,
          name: plan.name,
          pricePiasters: isFree ? 0 : plan.pricePiasters,
          periodValue: plan.periodValue,
          periodUnit: plan.periodUnit,
          unlocks: plan.unlocks,
          reservations: plan.reservations,
          validUntil: new Date(now.getTime() + periodMs(plan.periodValue, plan.periodUnit)),
          createdAt: now,
        })
        .returning();
      const subscription = created!;
      if (!isFree) {
        await tx.insert(bills).values({
          id: newId(),
          userId: target.id,
          type: 'subscription',
          date: now,
          totalCostPiasters: plan.pricePiasters,
          actualCostPiasters: plan.pricePiasters,
          paymentMethod: 'dashboard',
          createdById: session.user._id,
          createdAt: now,
        });
      }
      await tx
        .update(users)
        .set({ subscriptionPlanId: subscription.id, updatedAt: now })
        .where(eq(users.id, target.id));
      return {
        before: { subscriptionPlanId: target.subscriptionPlanId },
        after: {
          subscriptionPlanId: subscription.id,
          plan: plan.name,
          isFree,
          validUntil: subscription.validUntil.toISOString(),
        },
        result: subscription,
      };
    },
  );
  return subscriptionView(row);
}

export interface PrimePlanOption {
  _id: string;
  name: string;
  price: number;
  period: string;
}

/** primePlansToAdd (prime.ADD_TO_USER): the plans Add prime offers, cheapest first. */
export async function primePlansToAdd(deps: Deps): Promise<PrimePlanOption[]> {
  const rows = await deps.db
    .select()
    .from(primePlans)
    .where(eq(primePlans.available, true))
    .orderBy(asc(primePlans.pricePiasters), asc(primePlans.id));
  return rows.map((plan) => ({
    _id: plan.id,
    name: plan.name,
    price: toEgp(plan.pricePiasters),
    period: `${plan.periodValue} ${plan.periodUnit}`,
  }));
}
