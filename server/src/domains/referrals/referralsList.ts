import { and, eq, gt, gte, isNotNull, isNull, lte } from 'drizzle-orm';
import type { ReferInitiatorsFilters, ReferredUsersFilters } from '@ops/shared/lists/referrals';
import type { FilterConditions } from '../../platform/lists/listQuery';
import { users } from '../../platform/session/tables';

/** The SQL of the referral lists' filters (shared/lists/referrals.ts reads them). */
export const REFERRED_USERS_FILTER_CONDITIONS: FilterConditions<ReferredUsersFilters> = {
  date: (range) =>
    and(gte(users.createdAt, new Date(range.startDate)), lte(users.createdAt, new Date(range.endDate))),
  area: (id) => eq(users.areaId, id),
  referrer: (id) => eq(users.referrerId, id),
};

export const REFER_INITIATORS_FILTER_CONDITIONS: FilterConditions<ReferInitiatorsFilters> = {
  date: (range) =>
    and(gte(users.createdAt, new Date(range.startDate)), lte(users.createdAt, new Date(range.endDate))),
  area: (id) => eq(users.areaId, id),
  chainStarters: (only) => (only ? isNull(users.referrerId) : undefined),
};

/** Every referred user: someone's referral brought them (migration 0017 users_referrer_idx). */
export const REFERRED_SCOPE = isNotNull(users.referrerId);
/** Every referrer (migration 0017 users_referrals_count_idx). */
export const INITIATOR_SCOPE = gt(users.referralsCount, 0);

export const REFERRED_USERS_SORT_COLUMNS = { createdAt: users.createdAt, tripsCount: users.tripsCount };
export const REFER_INITIATORS_SORT_COLUMNS = {
  referralsCount: users.referralsCount,
  referralsAddedBalance: users.referralsAddedBalancePiasters,
  createdAt: users.createdAt,
};
