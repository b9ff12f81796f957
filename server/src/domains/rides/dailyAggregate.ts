import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../platform/db/client';
import type { AggregateDefinition } from '../../platform/aggregates/definition';
import { cairoDayEnd, cairoDayOf, cairoDayStart } from '../../platform/aggregates/days';

/**
 * agg_rides_daily (migration 0032): finished rides per Cairo day of their start per area
 * ('' = no area): how many, their time, how many were free or express. Only figures that add
 * up across days are kept; distinct riders do not (a rider of Monday and Tuesday is one rider
 * of the week, not two), so "riders" is counted from the raw rides when asked for.
 *
 * A ride is written again when it ends (status, time, bill) and every write bumps updated_at,
 * so the rides updated since the watermark name every day that changed.
 */
export const ridesDaily: AggregateDefinition = {
  name: 'rides',
  table: 'agg_rides_daily',

  async refreshDays(db: Db, fromDay: string, toDay: string): Promise<void> {
    await db.transaction(async (tx) => {
      await tx.execute(
        sql`DELETE FROM agg_rides_daily WHERE day BETWEEN ${fromDay}::date AND ${toDay}::date`,
      );
      await tx.execute(sql`
        INSERT INTO agg_rides_daily (day, area_id, rides, ride_ms, free_rides, express_rides)
        SELECT (r.start_time AT TIME ZONE 'Africa/Cairo')::date, coalesce(r.area_id, ''), count(*),
               coalesce(sum(r.time_ms), 0), count(*) FILTER (WHERE r.free_ride), count(*) FILTER (WHERE r.is_express_ride)
          FROM rides r
         WHERE r.status = 'done'
           AND r.start_time >= ${cairoDayStart(fromDay)} AND r.start_time < ${cairoDayEnd(toDay)}
         GROUP BY 1, 2`);
    });
  },

  async changedDays(db: Db, since: Date): Promise<string[]> {
    const rows = await queryRows<{ day: string }>(
      db,
      sql`SELECT DISTINCT ${cairoDayOf(sql`start_time`)} AS day FROM rides WHERE updated_at >= ${since.toISOString()}`,
    );
    return rows.map((row) => row.day);
  },

  async firstDay(db: Db): Promise<string | null> {
    const [row] = await queryRows<{ day: string | null }>(
      db,
      sql`SELECT ${cairoDayOf(sql`min(start_time)`)} AS day FROM rides`,
    );
    return row?.day ?? null;
  },
};
