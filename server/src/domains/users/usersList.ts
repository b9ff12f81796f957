import { and, eq, gt, gte, inArray, lt, lte, not, or, sql } from 'drizzle-orm';
import type { DateRangeValue } from '@ops/shared/lists/dateRangeFilter';
import type { UsersFilters, UsersSortField } from '@ops/shared/lists/users';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { idVerifications } from '../idVerification';
import type { FilterConditions } from '../../platform/lists/listQuery';
import { promocodes } from '../promocodes';
import { rides } from '../rides';
import { users } from '../../platform/session/tables';

/** A range filter: the column between the two instants, both ends included. */
const between = (column: AnyPgColumn, range: DateRangeValue) =>
  and(gte(column, new Date(range.startDate)), lte(column, new Date(range.endDate)));

const ratedRide = () =>
  sql`exists (select 1 from ${rides} where ${rides.userId} = ${users.id} and ${rides.rating} is not null)`;

/**
 * The SQL of every users filter 02 names (shared/lists/users.ts reads them). getUsers
 * (issue 7 §2) passes these to listPage; they are here, beside the table, so the list's
 * meaning lives in the users domain.
 */
export const USERS_FILTER_CONDITIONS: FilterConditions<UsersFilters> = {
  balance: (value) =>
    value === 'has'
      ? gt(users.balancePiasters, 0)
      : value === 'zero'
        ? eq(users.balancePiasters, 0)
        : lt(users.balancePiasters, 0),
  type: (value) => eq(users.type, value),
  area: (ids) => (ids.length ? inArray(users.areaId, ids) : undefined),
  role: (roleId) => eq(users.roleId, roleId),
  user: (id) => eq(users.id, id),
  promocode: (code) =>
    inArray(
      users.promocodeId,
      sql`(select ${promocodes.id} from ${promocodes} where lower(${promocodes.code}) = lower(${code}))`,
    ),
  registrationDate: (range) => between(users.createdAt, range),
  lastRideDate: (range) => between(users.lastRideAt, range),
  // 0 is "all"; 1-5: the average of the rider's rated rides at or above the value.
  rating: (value) =>
    value === 0
      ? undefined
      : value === 'withAny'
        ? ratedRide()
        : value === 'withoutAny'
          ? not(ratedRide())
          : sql`(select avg(${rides.rating}) from ${rides} where ${rides.userId} = ${users.id} and ${rides.rating} is not null) >= ${value}`,
  // 'Last 5 Rides Rating': the average of the five latest rated rides at or below the value.
  lastFiveRidesRating: (value) =>
    sql`(select avg(r.rating) from (select ${rides.rating} as rating from ${rides} where ${rides.userId} = ${users.id} and ${rides.rating} is not null order by ${rides.createdAt} desc limit 5) r) <= ${value}`,
  isExpressRider: (value) => eq(users.isExpressRider, value),
  // Blocked either way the spec names: from the dashboard, or by the device id.
  blocked: (value) =>
    value
      ? or(eq(users.isBlockedFromDashboard, true), eq(users.blockedByDeviceId, true))
      : and(eq(users.isBlockedFromDashboard, false), eq(users.blockedByDeviceId, false)),
  // The latest verification is the rider's status.
  verificationStatus: (status) =>
    sql`(select ${idVerifications.status} from ${idVerifications} where ${idVerifications.userId} = ${users.id} order by ${idVerifications.createdAt} desc limit 1) = ${status}`,
  deviceOS: (os) => sql`lower(${users.operatingSystem}) = ${os}`,
};

export const USERS_SORT_COLUMNS: { [K in UsersSortField]: AnyPgColumn } = {
  createdAt: users.createdAt,
  name: users.name,
  balance: users.balancePiasters,
  tripsCount: users.tripsCount,
  lastRideAt: users.lastRideAt,
};
