import { sql } from 'drizzle-orm';
import { cairoDayOf } from '../../platform/aggregates/days';
import { cairoDateOf, withinCairoDays, sqlAggregate } from '../analytics';

export const RATINGS_TABLE = 'agg_ride_ratings_daily';
export const STAR_COLUMNS = ['stars_1', 'stars_2', 'stars_3', 'stars_4', 'stars_5'] as const;

/**
 * Rides rated one to five stars per Cairo day of the ride's START (the day the ride ratings list
 * files it under) and the ride's area (rides_rating_check keeps ratings within 1..5).
 * Ratings arrive on a ride that already exists, so the job finds them by the ride's updated_at.
 */
export const ratingsAggregate = sqlAggregate({
  name: 'ride ratings',
  table: RATINGS_TABLE,
  insertDays: (fromDay, toDay) => sql`
    INSERT INTO agg_ride_ratings_daily (day, area_id, stars_1, stars_2, stars_3, stars_4, stars_5)
    SELECT ${cairoDateOf('start_time')}, coalesce(area_id, ''),
           count(*) FILTER (WHERE rating = 1), count(*) FILTER (WHERE rating = 2), count(*) FILTER (WHERE rating = 3),
           count(*) FILTER (WHERE rating = 4), count(*) FILTER (WHERE rating = 5)
    FROM rides
    WHERE ${withinCairoDays('start_time', fromDay, toDay)} AND rating IS NOT NULL
    GROUP BY 1, 2
    ON CONFLICT (day, area_id) DO UPDATE SET stars_1 = EXCLUDED.stars_1, stars_2 = EXCLUDED.stars_2, stars_3 = EXCLUDED.stars_3,
      stars_4 = EXCLUDED.stars_4, stars_5 = EXCLUDED.stars_5`,
  changedDays: (since) => sql`
    SELECT DISTINCT ${cairoDayOf(sql.raw('start_time'))} AS day FROM rides WHERE rating IS NOT NULL AND updated_at >= ${since}`,
  firstDay: sql`SELECT ${cairoDayOf(sql.raw('min(start_time)'))} AS day FROM rides WHERE rating IS NOT NULL`,
});
