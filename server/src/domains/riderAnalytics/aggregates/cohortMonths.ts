import { sql } from 'drizzle-orm';
import type { AggregateDefinition } from '../../../platform/aggregates/definition';
import { cairoDayOf } from '../../../platform/aggregates/days';
import { queryRows, type Db } from '../../../platform/db/client';
import { afterCohortRefresh, RIDER_COHORTS } from '../cohortSummary';

/** The first day of the month of `day` ('YYYY-MM-DD'). */
function monthStart(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

/**
 * rider_cohort_months (migration 0045): for each rider (type 'user') and Cairo month with an
 * ended ride, the month's first such day and the rider's sign-up month. getUserCohorts counts
 * its rows.
 *
 * Whether a day holds a rider's first ride of the month depends on the days before it in that
 * month, so refreshDays recomputes whole months around the days asked for: it is still "delete
 * and insert what the raw tables say", so a refresh of the changed days and a rebuild (a month per
 * step) give the same rows. A ride is written again when it ends and every write bumps
 * updated_at, so the rides updated since the watermark name every day that changed (as
 * agg_rides_daily). A rider's type changed outside the app waits for a rebuild.
 */
export const riderCohortMonths: AggregateDefinition = {
  name: RIDER_COHORTS,
  table: 'rider_cohort_months',
  // The page reads a summary of the table kept in memory (cohortSummary.ts), brought up to date here.
  afterRefresh: afterCohortRefresh,

  async refreshDays(db: Db, fromDay: string, toDay: string): Promise<void> {
    const from = monthStart(fromDay);
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        DELETE FROM rider_cohort_months
         WHERE day >= ${from}::date AND day < (date_trunc('month', ${toDay}::date) + interval '1 month')::date`);
      await tx.execute(sql`
        INSERT INTO rider_cohort_months (day, user_id, signup_month)
        SELECT min((r.start_time AT TIME ZONE 'Africa/Cairo')::date), r.user_id,
               date_trunc('month', min(u.created_at) AT TIME ZONE 'Africa/Cairo')::date
          FROM rides r JOIN users u ON u.id = r.user_id AND u.type = 'user'
         WHERE r.status = 'done'
           AND r.start_time >= (${from}::date)::timestamp AT TIME ZONE 'Africa/Cairo'
           AND r.start_time < (date_trunc('month', ${toDay}::date) + interval '1 month')::timestamp AT TIME ZONE 'Africa/Cairo'
         GROUP BY r.user_id, date_trunc('month', r.start_time AT TIME ZONE 'Africa/Cairo')`);
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
      sql`SELECT ${cairoDayOf(sql`min(start_time)`)} AS day FROM rides WHERE status = 'done'`,
    );
    return row?.day ?? null;
  },
};
