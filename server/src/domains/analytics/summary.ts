import { sql } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { queryRows } from '../../platform/db/client';
import { billsSeries, totalBillingAnalytics } from '../bills';
import { getRidesAnalytics, type AnalyticsArgs } from '../rides';
import { activeUsersReports, usersByDuration } from '../riderAnalytics';
import { wireArea } from './areas';
import { analyticsRange } from './range';
import { seriesFromDays, type AnalyticsSeries } from './series';

/** Rider app sessions per bucket and area, from agg_app_sessions_daily (sessions/dailyAggregate.ts). */
export async function appSessionsSeries(
  deps: Pick<Deps, 'db'>,
  args: AnalyticsArgs,
): Promise<AnalyticsSeries> {
  const range = analyticsRange(args.startDate, args.endDate, args.type);
  const rows = await queryRows<{ day: string; area_id: string; area_name: string | null; sessions: number }>(
    deps.db,
    sql`SELECT to_char(s.day, 'YYYY-MM-DD') AS day, s.area_id, a.name AS area_name, s.sessions
          FROM agg_app_sessions_daily s LEFT JOIN areas a ON a.id = s.area_id
         WHERE s.day BETWEEN ${range.startDay}::date AND ${range.endDay}::date`,
  );
  return seriesFromDays(
    rows.map((row) => ({
      day: row.day,
      ...wireArea(row.area_id, row.area_name),
      value: Number(row.sessions),
    })),
    range.startDay,
    range.endDay,
    range.unit,
  );
}

/**
 * /app/analytics-summary (analytics.VIEW_SUMMARIES): the figures at a glance in one answer, all
 * from the daily aggregates, so a role that sees summaries needs no bills or rides permission.
 * The derived figures (fulfilment = rides / sessions, revenue per ride, uncollected) are the
 * client's, from shared/rules/analytics.ts, so they follow the areas chosen.
 */
export async function getAnalyticsSummary(deps: Pick<Deps, 'db'>, args: AnalyticsArgs) {
  const [revenue, rides, sessions, riders, newUsers, billing] = await Promise.all([
    billsSeries(deps, 'all', args),
    getRidesAnalytics(deps, args),
    appSessionsSeries(deps, args),
    // The rider analytics' own series (riderAnalytics/): distinct riders with an ended ride, and sign-ups.
    activeUsersReports(deps, args),
    usersByDuration(deps, args),
    totalBillingAnalytics(deps, args),
  ]);
  return {
    revenue,
    rides: rides.count,
    minutes: rides.minutes,
    sessions,
    riders,
    newUsers,
    billing: billing.costTotals,
  };
}
