import { z } from 'zod';
import { dateRangeSchema } from './dateRangeFilter';
import type { ListDefinition } from './listRequest';

/**
 * The status texts of 02 §5 as filter values, in the order subscriptionStatus
 * (rules/subscription.ts) picks them: a stop wins, then a renewal, then a free trial.
 */
export const PRIME_SUBSCRIPTION_STATUSES = ['stopped', 'renewed', 'freeTrial', 'ongoing'] as const;
export type PrimeSubscriptionStatusFilter = (typeof PRIME_SUBSCRIPTION_STATUSES)[number];

export const PRIME_SUBSCRIPTION_STATUS_LABELS: Record<PrimeSubscriptionStatusFilter, string> = {
  stopped: 'Stopped at',
  renewed: 'Success Renewal',
  freeTrial: 'Free Trial',
  ongoing: 'Ongoing',
};

const id = z.string().trim().min(1);

/** The Prime page's subscriptions list (issue 8 §4): by plan, status, rider and date. */
export const primeSubscriptionsFilterSchema = z.strictObject({
  plan: id.optional(),
  status: z.enum(PRIME_SUBSCRIPTION_STATUSES).optional(),
  /** Only the subscriptions that are their rider's current plan. */
  current: z.boolean().optional(),
  userId: id.optional(),
  createdAt: dateRangeSchema.optional(),
});

export type PrimeSubscriptionsFilters = z.infer<typeof primeSubscriptionsFilterSchema>;

export const PRIME_SUBSCRIPTIONS_SORT_FIELDS = ['createdAt', 'validUntil'] as const;
export type PrimeSubscriptionsSortField = (typeof PRIME_SUBSCRIPTIONS_SORT_FIELDS)[number];

export const PRIME_SUBSCRIPTIONS_LIST: ListDefinition<
  PrimeSubscriptionsFilters,
  PrimeSubscriptionsSortField
> = {
  name: 'primeSubscriptions',
  filters: primeSubscriptionsFilterSchema,
  sortFields: PRIME_SUBSCRIPTIONS_SORT_FIELDS,
  defaultSort: { fieldName: 'createdAt', sortType: 'desc' },
  pageSize: 25,
  pageSizeOptions: [25, 50, 100, 150, 200],
};
