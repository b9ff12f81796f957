import { and, eq, gte, isNotNull, isNull, lte, not, sql, type SQL } from 'drizzle-orm';
import type {
  PrimeSubscriptionsFilters,
  PrimeSubscriptionStatusFilter,
} from '@ops/shared/lists/primeSubscriptions';
import type { FilterConditions } from '../../platform/lists/listQuery';
import { users } from '../../platform/session/tables';
import { primeSubscriptions as subs } from './tables';

/** 02 §5 status texts as SQL, in subscriptionStatus's order (a stop wins, then a renewal, then a free trial). */
const STATUS: Record<PrimeSubscriptionStatusFilter, () => SQL | undefined> = {
  stopped: () => isNotNull(subs.stoppedAt),
  renewed: () => and(isNull(subs.stoppedAt), isNotNull(subs.renewedAt)),
  freeTrial: () => and(isNull(subs.stoppedAt), isNull(subs.renewedAt), eq(subs.isFreeTrial, true)),
  ongoing: () => and(isNull(subs.stoppedAt), isNull(subs.renewedAt), eq(subs.isFreeTrial, false)),
};

/** The rider's current plan is this record. */
export const isCurrentPlan = sql<boolean>`exists (select 1 from ${users} where ${users.id} = ${subs.userId} and ${users.subscriptionPlanId} = ${subs.id})`;

/** The SQL of the Prime subscriptions list's filters (shared/lists/primeSubscriptions.ts). */
export const PRIME_SUBSCRIPTIONS_FILTER_CONDITIONS: FilterConditions<PrimeSubscriptionsFilters> = {
  plan: (planId) => eq(subs.planId, planId),
  status: (status) => STATUS[status](),
  current: (current) => (current ? isCurrentPlan : not(isCurrentPlan)),
  userId: (userId) => eq(subs.userId, userId),
  createdAt: (range) =>
    and(gte(subs.createdAt, new Date(range.startDate)), lte(subs.createdAt, new Date(range.endDate))),
};
