import { sql } from 'drizzle-orm';
import { cairoDayOf } from '../../platform/aggregates/days';
import { cairoDateOf, withinCairoDays, sqlAggregate } from '../analytics';

export const RESERVATIONS_TABLE = 'agg_reservations_daily';
export const RESERVATION_COLUMNS = [
  'used_count',
  'unused_count',
  'used_revenue_piasters',
  'unused_revenue_piasters',
] as const;

/**
 * Reservations per Cairo day they were MADE (reserved_at) and the reserved vehicle's area
 * (reservations.area_id). Used: a ride started from the hold (ride_id set). Unused: no ride came
 * of it — the holds that expired and the ones still running (the list's 'unused' and 'expired'
 * together). Revenue is what the hold cost the rider (cost_piasters, charged when reserving
 * whether or not it was used); the bill is not read because the reservations a ride used carry
 * none of their own. A hold becomes used later, so the job also looks at used_at.
 */
export const reservationsAggregate = sqlAggregate({
  name: 'reservations',
  table: RESERVATIONS_TABLE,
  insertDays: (fromDay, toDay) => sql`
    INSERT INTO agg_reservations_daily (day, area_id, used_count, unused_count, used_revenue_piasters, unused_revenue_piasters)
    SELECT ${cairoDateOf('reserved_at')}, coalesce(area_id, ''),
           count(*) FILTER (WHERE ride_id IS NOT NULL), count(*) FILTER (WHERE ride_id IS NULL),
           coalesce(sum(cost_piasters) FILTER (WHERE ride_id IS NOT NULL), 0), coalesce(sum(cost_piasters) FILTER (WHERE ride_id IS NULL), 0)
    FROM reservations
    WHERE ${withinCairoDays('reserved_at', fromDay, toDay)}
    GROUP BY 1, 2
    ON CONFLICT (day, area_id) DO UPDATE SET used_count = EXCLUDED.used_count, unused_count = EXCLUDED.unused_count,
      used_revenue_piasters = EXCLUDED.used_revenue_piasters, unused_revenue_piasters = EXCLUDED.unused_revenue_piasters`,
  changedDays: (since) => sql`
    SELECT DISTINCT ${cairoDayOf(sql.raw('reserved_at'))} AS day FROM reservations WHERE reserved_at >= ${since}
    UNION
    SELECT DISTINCT ${cairoDayOf(sql.raw('reserved_at'))} AS day FROM reservations WHERE used_at >= ${since}`,
  firstDay: sql`SELECT ${cairoDayOf(sql.raw('min(reserved_at)'))} AS day FROM reservations`,
});
