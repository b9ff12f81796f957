import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../platform/db/client';
import type { AggregateDefinition } from '../../platform/aggregates/definition';
import { cairoDayEnd, cairoDayOf, cairoDayStart } from '../../platform/aggregates/days';

/**
 * agg_app_sessions_daily (migration 0039): rider app sessions per Cairo day of their start per
 * area, and how many became a ride: the divisor of 02 §5 fulfilment (rides / sessions).
 *
 * app_sessions has no updated_at: a session is written when it starts and its ride is set
 * within the minutes after. So the days that changed since the watermark are the days of the
 * sessions started since a day before it (the job's watermark moves every 30 s, so a day's
 * margin re-reads at most two days, and catches a ride set late).
 */
export const appSessionsDaily: AggregateDefinition = {
  name: 'app sessions',
  table: 'agg_app_sessions_daily',

  async refreshDays(db: Db, fromDay: string, toDay: string): Promise<void> {
    await db.transaction(async (tx) => {
      await tx.execute(
        sql`DELETE FROM agg_app_sessions_daily WHERE day BETWEEN ${fromDay}::date AND ${toDay}::date`,
      );
      await tx.execute(sql`
        INSERT INTO agg_app_sessions_daily (day, area_id, sessions, converted)
        SELECT (s.started_at AT TIME ZONE 'Africa/Cairo')::date, coalesce(s.area_id, ''), count(*), count(s.ride_id)
          FROM app_sessions s
         WHERE s.kind = 'app'
           AND s.started_at >= ${cairoDayStart(fromDay)} AND s.started_at < ${cairoDayEnd(toDay)}
         GROUP BY 1, 2
        ON CONFLICT (day, area_id) DO UPDATE SET sessions = EXCLUDED.sessions, converted = EXCLUDED.converted`);
    });
  },

  async changedDays(db: Db, since: Date): Promise<string[]> {
    const rows = await queryRows<{ day: string }>(
      db,
      sql`SELECT DISTINCT ${cairoDayOf(sql`started_at`)} AS day FROM app_sessions
           WHERE kind = 'app' AND started_at >= ${new Date(since.getTime() - 86_400_000).toISOString()}`,
    );
    return rows.map((row) => row.day);
  },

  async firstDay(db: Db): Promise<string | null> {
    const [row] = await queryRows<{ day: string | null }>(
      db,
      sql`SELECT ${cairoDayOf(sql`min(started_at)`)} AS day FROM app_sessions WHERE kind = 'app'`,
    );
    return row?.day ?? null;
  },
};
