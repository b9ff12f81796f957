import { z } from 'zod';
import { dateRangeSchema } from './dateRangeFilter';
import type { ListDefinition } from './listRequest';

const id = z.string().trim().min(1);

/**
 * The list forms of getReferredUsers and getReferInitiator (02 §7), across all users, at
 * /app/referred-users and /app/refer-initiator-users. With a userId the same operations
 * answer for one user (the user page's Referrals tab) and take no filters.
 */

/** Referred users: registration date range, the user's area, one referrer. */
export const referredUsersFilterSchema = z.strictObject({
  date: dateRangeSchema.optional(),
  area: id.optional(),
  referrer: id.optional(),
});
export type ReferredUsersFilters = z.infer<typeof referredUsersFilterSchema>;
export const REFERRED_USERS_SORT_FIELDS = ['createdAt', 'tripsCount'] as const;
export type ReferredUsersSortField = (typeof REFERRED_USERS_SORT_FIELDS)[number];

export const REFERRED_USERS_LIST: ListDefinition<ReferredUsersFilters, ReferredUsersSortField> = {
  name: 'referredUsers',
  filters: referredUsersFilterSchema,
  sortFields: REFERRED_USERS_SORT_FIELDS,
  defaultSort: { fieldName: 'createdAt', sortType: 'desc' },
  pageSize: 50,
  pageSizeOptions: [25, 50, 100, 150, 200],
};

/**
 * Refer initiators: the users who referred someone. `chainStarters` keeps those nobody
 * referred themselves (where a referral chain begins).
 */
export const referInitiatorsFilterSchema = z.strictObject({
  date: dateRangeSchema.optional(),
  area: id.optional(),
  chainStarters: z.boolean().optional(),
});
export type ReferInitiatorsFilters = z.infer<typeof referInitiatorsFilterSchema>;
export const REFER_INITIATORS_SORT_FIELDS = ['referralsCount', 'referralsAddedBalance', 'createdAt'] as const;
export type ReferInitiatorsSortField = (typeof REFER_INITIATORS_SORT_FIELDS)[number];

export const REFER_INITIATORS_LIST: ListDefinition<ReferInitiatorsFilters, ReferInitiatorsSortField> = {
  name: 'referInitiators',
  filters: referInitiatorsFilterSchema,
  sortFields: REFER_INITIATORS_SORT_FIELDS,
  defaultSort: { fieldName: 'referralsCount', sortType: 'desc' },
  pageSize: 50,
  pageSizeOptions: [25, 50, 100, 150, 200],
};
