import { sql } from 'drizzle-orm';
import { seriesFromDays, type AnalyticsSeries, analyticsRange } from '../analytics';
import type { Deps } from '../../platform/deps';
import { dayAreaValues } from './areaRows';
import type { RangeArgs } from './newUsers';
import { cairoDaySql, withinDays } from './range';

/*
 * What the riders who signed up in a range did in it (02 §7 getRidesForUsersRegisteredInDuration,
 * getRentalsForUsersRegisteredInDuration). Both depend on the range twice (sign-up and activity),
 * so no daily aggregate can answer them: they read the raw tables, the riders who signed up
 * (users_riders_created_idx) joined with the range's ended rides (rides_done_start_user_idx) or
 * its rentals (day_rentals_created_idx; rentals are few).
 */

/** Ended rides started in the range by riders who signed up in it, per bucket, by the ride's area. */
export async function ridesForUsersRegisteredInDuration(
  deps: Pick<Deps, 'db'>,
  args: RangeArgs,
): Promise<AnalyticsSeries> {
  const range = analyticsRange(args.startDate ?? '', args.endDate ?? '', args.type);
  const rows = await dayAreaValues(
    deps.db,
    sql`
    SELECT to_char(${cairoDaySql(sql`r.start_time`)}, 'YYYY-MM-DD') AS day, r.area_id, count(*) AS value
      FROM users u JOIN rides r ON r.user_id = u.id
     WHERE u.type = 'user' AND ${withinDays(sql`u.created_at`, range)}
       AND r.status = 'done' AND ${withinDays(sql`r.start_time`, range)}
     GROUP BY 1, 2`,
  );
  return seriesFromDays(rows, range.startDay, range.endDay, range.unit);
}

/** Day rentals booked in the range by riders who signed up in it, per bucket of the booking, by the rental's area. */
export async function rentalsForUsersRegisteredInDuration(
  deps: Pick<Deps, 'db'>,
  args: RangeArgs,
): Promise<AnalyticsSeries> {
  const range = analyticsRange(args.startDate ?? '', args.endDate ?? '', args.type);
  const rows = await dayAreaValues(
    deps.db,
    sql`
    SELECT to_char(${cairoDaySql(sql`d.created_at`)}, 'YYYY-MM-DD') AS day, d.area_id, count(*) AS value
      FROM users u JOIN day_rentals d ON d.user_id = u.id
     WHERE u.type = 'user' AND ${withinDays(sql`u.created_at`, range)}
       AND ${withinDays(sql`d.created_at`, range)}
     GROUP BY 1, 2`,
  );
  return seriesFromDays(rows, range.startDay, range.endDay, range.unit);
}
