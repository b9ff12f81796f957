import { sql } from 'drizzle-orm';
import type { AggregateDefinition } from '../../../platform/aggregates/definition';
import { cairoDayOf } from '../../../platform/aggregates/days';
import { queryRows, type Db } from '../../../platform/db/client';

/** The definition's name, also its watermark's key (the page's "figures as of"). */
export const ACTIVE_RIDERS = 'active riders';

/**
 * active_rider_buckets (migration 0053): riders with an ended ride per bucket of each unit the
 * pages ask for (DAYS, WEEKS from Monday, MONTH), per ride area ('' none) and over all areas
 * ('*'), each rider counted on the day of their first ride of the bucket (edge 'first') and,
 * for weeks and months, on the day of their last (edge 'last'); activeRiders.ts reads it.
 *
 * Why per bucket and not per day: distinct riders do not add up over days (a rider of Monday and
 * Tuesday is one rider of the week), nor over areas; a row per rider and day would be as many
 * rows as the rides it replaces. Why by first and last day: a range cuts its first and last
 * bucket, and the riders of a bucket's days up to D are exactly those whose first day there is at
 * most D (from D on: whose last day is at least D), so a cut bucket is a sum of rows too.
 *
 * A changed day changes its day, its week and its month, so refreshDays recomputes every bucket
 * touching [fromDay, toDay] whole from the raw rides (delete and insert): a refresh of the changed
 * days and a rebuild give the same rows. Rides are counted by their start's Cairo day and their
 * own area (not the rider's home area), all riders as getActiveUsersReports always counted them;
 * every write of a ride bumps updated_at, so the rides updated since the watermark name the days
 * that changed (as agg_rides_daily).
 */
export const activeRiderBuckets: AggregateDefinition = {
  name: ACTIVE_RIDERS,
  table: 'active_rider_buckets',

  async refreshDays(db: Db, fromDay: string, toDay: string): Promise<void> {
    const from = sql`${fromDay}::date`;
    const to = sql`${toDay}::date`;
    const week = (day: typeof from) => sql`date_trunc('week', ${day})::date`;
    const month = (day: typeof from) => sql`date_trunc('month', ${day})::date`;
    // Every ride of every bucket the days touch: from the earlier of their week's and month's
    // first day to the later of their week's and month's end.
    const low = sql`least(${week(from)}, ${month(from)})`;
    const high = sql`greatest(${week(to)} + 7, (${month(to)} + interval '1 month')::date)`;
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        DELETE FROM active_rider_buckets
         WHERE (unit = 'DAYS' AND bucket BETWEEN ${from} AND ${to})
            OR (unit = 'WEEKS' AND bucket BETWEEN ${week(from)} AND ${week(to)})
            OR (unit = 'MONTH' AND bucket BETWEEN ${month(from)} AND ${month(to)})`);
      await tx.execute(sql`
        INSERT INTO active_rider_buckets (unit, bucket, area_id, edge, day, riders)
        WITH ridden AS (
          SELECT DISTINCT (r.start_time AT TIME ZONE 'Africa/Cairo')::date AS day, coalesce(r.area_id, '') AS area_id, r.user_id
            FROM rides r
           WHERE r.status = 'done'
             AND r.start_time >= (${low})::timestamp AT TIME ZONE 'Africa/Cairo'
             AND r.start_time < (${high})::timestamp AT TIME ZONE 'Africa/Cairo'
        ), bucketed AS (
          SELECT 'DAYS' AS unit, day AS bucket, area_id, user_id, day FROM ridden WHERE day BETWEEN ${from} AND ${to}
          UNION ALL
          SELECT 'WEEKS', ${week(sql`day`)}, area_id, user_id, day FROM ridden
           WHERE ${week(sql`day`)} BETWEEN ${week(from)} AND ${week(to)}
          UNION ALL
          SELECT 'MONTH', ${month(sql`day`)}, area_id, user_id, day FROM ridden
           WHERE ${month(sql`day`)} BETWEEN ${month(from)} AND ${month(to)}
        ), riders AS (
          SELECT unit, bucket, area_id, user_id, min(day) AS first, max(day) AS last FROM bucketed GROUP BY 1, 2, 3, 4
          UNION ALL
          SELECT unit, bucket, '*', user_id, min(day), max(day) FROM bucketed GROUP BY 1, 2, 4
        )
        SELECT unit, bucket, area_id, 'first', first, count(*)::int FROM riders GROUP BY 1, 2, 3, 5
        UNION ALL
        -- A day is its own bucket: nothing cuts it, its 'first' rows say everything.
        SELECT unit, bucket, area_id, 'last', last, count(*)::int FROM riders WHERE unit <> 'DAYS' GROUP BY 1, 2, 3, 5`);
    });
  },

  async changedDays(db: Db, since: Date): Promise<string[]> {
    const rows = await queryRows<{ day: string }>(
      db,
      sql`SELECT DISTINCT ${cairoDayOf(sql`start_time`)} AS day FROM rides WHERE updated_at >= ${since.toISOString()} ORDER BY 1`,
    );
    return rows.map((row) => row.day);
  },

  async firstDay(db: Db): Promise<string | null> {
    const [row] = await queryRows<{ day: string | null }>(
      db,
      sql`SELECT ${cairoDayOf(sql`min(start_time)`)} AS day FROM rides WHERE status = 'done'`,
    );
    return row?.day ?? null;
  },
};
