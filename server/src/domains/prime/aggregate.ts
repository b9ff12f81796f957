import { sql } from 'drizzle-orm';
import { cairoDayOf } from '../../platform/aggregates/days';
import { cairoDateOf, withinCairoDays, sqlAggregate } from '../analytics';

export const PRIME_TABLE = 'agg_prime_daily';
export const PRIME_COLUMNS = [
  'started_count',
  'renewal_count',
  'revenue_piasters',
  'stopped_count',
  'saved_subs',
  'saved_rides',
  'saved_freemium_subs',
  'saved_freemium_rides',
] as const;

/** A period the rider paid nothing for: a free trial, or a plan given free from the dashboard (addPrimeFromDashboard isFree, price 0). */
const FREEMIUM = 's.is_free_trial OR s.price_piasters = 0';

/**
 * Prime subscription periods (a renewal is a new row of prime_subscriptions), by the rider's
 * home area (users.area_id, as bills without a ride count: a subscription has no area of its
 * own; '' when the rider has none).
 * Each figure, per Cairo day D:
 *  - started_count: periods whose created_at falls on D (first subscriptions, renewals and free
 *    trials alike) — the analytics' totalCount;
 *  - renewal_count: those of them that continue an earlier period (the rider's previous period
 *    has renewed_at equal to this one's created_at, as renewPrimeSubscription writes both);
 *  - revenue_piasters: what the periods started on D were charged (their price_piasters: the
 *    plan's price, the renewal payment, 0 for free trials and free adds) — revenues;
 *  - stopped_count: periods whose renewal was stopped on D (stopped_at; removing a plan from a
 *    rider stops it too) — stoppedAtCount, dated by the stop, not by the period's start;
 *  - saved_subs: periods started on D that were paid for and have saved their rider at least
 *    one ride (used_unlocks > 0) — savedSubs;
 *  - saved_rides: the rides those paid periods paid for (sum of used_unlocks) — savedRides;
 *  - saved_freemium_subs / saved_freemium_rides: the same for the periods the rider paid
 *    nothing for (FREEMIUM above).
 * used_unlocks moves while a period runs and has no timestamp of its own, so the job refreshes
 * the start day of every period still running at the watermark (plus a day for a ride that
 * started before valid_until and ended after it). A rider moved to another area (user_audit's
 * assignArea, as bills/dailyAggregate.ts reads it) moves every day of their periods.
 */
export const primeAggregate = sqlAggregate({
  name: 'prime subscriptions',
  table: PRIME_TABLE,
  insertDays: (fromDay, toDay) => sql`
    INSERT INTO agg_prime_daily (day, area_id, started_count, renewal_count, revenue_piasters, stopped_count, saved_subs, saved_rides, saved_freemium_subs, saved_freemium_rides)
    SELECT day, area_id, sum(started), sum(renewal), sum(revenue), sum(stopped), sum(saved_subs), sum(saved_rides), sum(saved_freemium_subs), sum(saved_freemium_rides)
    FROM (
      SELECT ${cairoDateOf('s.created_at')} AS day, coalesce(u.area_id, '') AS area_id,
             1 AS started,
             CASE WHEN EXISTS (SELECT 1 FROM prime_subscriptions p WHERE p.user_id = s.user_id AND p.renewed_at = s.created_at) THEN 1 ELSE 0 END AS renewal,
             s.price_piasters AS revenue,
             0 AS stopped,
             CASE WHEN NOT (${sql.raw(FREEMIUM)}) AND s.used_unlocks > 0 THEN 1 ELSE 0 END AS saved_subs,
             CASE WHEN NOT (${sql.raw(FREEMIUM)}) THEN s.used_unlocks ELSE 0 END AS saved_rides,
             CASE WHEN (${sql.raw(FREEMIUM)}) AND s.used_unlocks > 0 THEN 1 ELSE 0 END AS saved_freemium_subs,
             CASE WHEN (${sql.raw(FREEMIUM)}) THEN s.used_unlocks ELSE 0 END AS saved_freemium_rides
      FROM prime_subscriptions s JOIN users u ON u.id = s.user_id
      WHERE ${withinCairoDays('s.created_at', fromDay, toDay)}
      UNION ALL
      SELECT ${cairoDateOf('s.stopped_at')}, coalesce(u.area_id, ''), 0, 0, 0, 1, 0, 0, 0, 0
      FROM prime_subscriptions s JOIN users u ON u.id = s.user_id
      WHERE ${withinCairoDays('s.stopped_at', fromDay, toDay)}
    ) periods
    GROUP BY day, area_id
    ON CONFLICT (day, area_id) DO UPDATE SET started_count = EXCLUDED.started_count, renewal_count = EXCLUDED.renewal_count,
      revenue_piasters = EXCLUDED.revenue_piasters, stopped_count = EXCLUDED.stopped_count, saved_subs = EXCLUDED.saved_subs,
      saved_rides = EXCLUDED.saved_rides, saved_freemium_subs = EXCLUDED.saved_freemium_subs, saved_freemium_rides = EXCLUDED.saved_freemium_rides`,
  changedDays: (since) => sql`
    SELECT ${cairoDayOf(sql.raw('created_at'))} AS day FROM prime_subscriptions WHERE created_at >= ${since}
    UNION
    SELECT ${cairoDayOf(sql.raw('created_at'))} FROM prime_subscriptions WHERE valid_until >= ${since}::timestamptz - interval '1 day'
    UNION
    SELECT ${cairoDayOf(sql.raw('stopped_at'))} FROM prime_subscriptions WHERE stopped_at >= ${since}
    UNION
    SELECT ${cairoDayOf(sql.raw('s.created_at'))} FROM user_audit a JOIN prime_subscriptions s ON s.user_id = a.target_user_id
     WHERE a.action = 'assignArea' AND a.created_at >= ${since}
    UNION
    SELECT ${cairoDayOf(sql.raw('s.stopped_at'))} FROM user_audit a JOIN prime_subscriptions s ON s.user_id = a.target_user_id
     WHERE a.action = 'assignArea' AND a.created_at >= ${since} AND s.stopped_at IS NOT NULL`,
  firstDay: sql`SELECT ${cairoDayOf(sql.raw('min(created_at)'))} AS day FROM prime_subscriptions`,
});
