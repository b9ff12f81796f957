import { and, eq, gt, gte, isNotNull, isNull, lte } from 'drizzle-orm';
import type { PromocodesFilters } from '@ops/shared/lists/promocodes';
import type { PromocodeExpiry } from '@ops/shared/rules/promocode';
import type { FilterConditions } from '../../platform/lists/listQuery';
import { promocodes } from './tables';

/** 02 §9 expiry as SQL, matching promocodeExpiryOf: no date, past it, or not yet. */
const expiryCondition = (expiry: PromocodeExpiry, now: Date) => {
  switch (expiry) {
    case 'noExpiry':
      return isNull(promocodes.expirationDate);
    case 'expired':
      return and(isNotNull(promocodes.expirationDate), lte(promocodes.expirationDate, now));
    case 'active':
      return gt(promocodes.expirationDate, now);
  }
};

/** The SQL of the Promocodes list's filters (shared/lists/promocodes.ts), read at `now`. */
export function promocodesFilterConditions(now: Date): FilterConditions<PromocodesFilters> {
  return {
    type: (type) => eq(promocodes.type, type),
    expiry: (expiry) => expiryCondition(expiry, now),
    createdAt: (range) =>
      and(
        gte(promocodes.createdAt, new Date(range.startDate)),
        lte(promocodes.createdAt, new Date(range.endDate)),
      ),
  };
}
