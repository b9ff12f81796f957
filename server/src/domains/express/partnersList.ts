import { eq, or, sql } from 'drizzle-orm';
import type { ExpressPartnersFilters } from '@ops/shared/lists/expressPartners';
import type { FilterConditions } from '../../platform/lists/listQuery';
import { users } from '../../platform/session/tables';

/** The users who are express riders or admins (migration 0017 users_express_idx). */
export const EXPRESS_SCOPE = or(eq(users.isExpressRider, true), eq(users.isExpressAdmin, true))!;

export const EXPRESS_PARTNERS_FILTER_CONDITIONS: FilterConditions<ExpressPartnersFilters> = {
  kind: (kind) => (kind === 'rider' ? eq(users.isExpressRider, true) : eq(users.isExpressAdmin, true)),
  area: (id) => eq(users.areaId, id),
};

/** A partner's express rides and the last one's time (rides_express_user_idx). */
export const expressRidesCount =
  sql<number>`(select count(*) from rides r where r.user_id = ${users.id} and r.is_express_ride)`.mapWith(
    Number,
  );
export const lastExpressRideAt = sql<
  string | null
>`(select max(r.created_at) from rides r where r.user_id = ${users.id} and r.is_express_ride)`;

export const EXPRESS_PARTNERS_SORT_COLUMNS = {
  createdAt: users.createdAt,
  name: users.name,
  expressRidesCount,
};
