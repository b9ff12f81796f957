import { sql } from 'drizzle-orm';
import { cairoDay } from '@ops/shared/analytics/buckets';
import type { Series } from '@ops/shared/analytics/selection';
import { roundTo, safeRatio } from '@ops/shared/rules/rounding';
import type { Deps } from '../../platform/deps';
import { queryRows } from '../../platform/db/client';
import { analyticsRange } from '../analytics/range';
import { readWatermark } from '../../platform/aggregates/watermarks';
import { riderCohortMonths } from './aggregates/cohortMonths';

export interface UserCohort {
  month: string;
  size: number;
  riders: number[];
  shares: number[];
  /** Riders of the cohort with an ended ride in any month since sign-up. */
  rodeEver: number;
}

export interface UserCohorts {
  months: number;
  cohorts: UserCohort[];
  /** When the aggregate job last refreshed the figures (ISO); null before its first refresh. */
  refreshedAt: string | null;
}

/** Months from 'YYYY-MM' a to b. */
function monthsBetween(a: string, b: string): number {
  const [ay, am] = a.split('-').map(Number);
  const [by, bm] = b.split('-').map(Number);
  return (by! - ay!) * 12 + (bm! - am!);
}

function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return m === 12 ? `${y! + 1}-01` : `${y}-${String(m! + 1).padStart(2, '0')}`;
}

/**
 * getUserCohorts: riders grouped by the Cairo month they signed up in (the months of startDate to
 * endDate, whole months), and for each month k since, how many of them had an ended ride then.
 *
 * Cohort sizes come from the riders' sign-up index; the riding from rider_cohort_months (one row
 * per rider and month ridden, aggregates/cohortMonths.ts), kept by the aggregate job: a few rows
 * per rider instead of every ride since the first cohort (issue 24: 22–30 s on the embedded
 * database). Its figures are as fresh as the job's last refresh, which the answer carries.
 */
export async function userCohorts(deps: Pick<Deps, 'db' | 'clock'>, args: { startDate?: string | null; endDate?: string | null }): Promise<UserCohorts> {
  const range = analyticsRange(args.startDate ?? '', args.endDate ?? '');
  const firstMonth = range.startDay.slice(0, 7);
  const lastMonth = range.endDay.slice(0, 7);
  const currentMonth = cairoDay(deps.clock.now()).slice(0, 7);
  const from = `${firstMonth}-01`;
  const until = `${nextMonth(lastMonth)}-01`;

  const sizes = await queryRows<{ month: string; size: number | string }>(deps.db, sql`
    SELECT to_char(u.created_at AT TIME ZONE 'Africa/Cairo', 'YYYY-MM') AS month, count(*) AS size
      FROM users u
     WHERE u.type = 'user'
       AND u.created_at >= (${from}::date)::timestamp AT TIME ZONE 'Africa/Cairo'
       AND u.created_at < (${until}::date)::timestamp AT TIME ZONE 'Africa/Cairo'
     GROUP BY 1`);
  // Each row is one (rider, month ridden) from the first cohort's month on: a cell is a count of
  // rows (hashed), and "rode at all" the cohort's distinct riders. Two plain groupings: one
  // GROUPING SETS with count(DISTINCT) sorted every row, twice as slow (340 -> 180 ms, PGlite).
  const inCohorts = sql`c.signup_month >= ${from}::date AND c.signup_month < ${until}::date AND c.day >= ${from}::date`;
  const cells = await queryRows<{ month: string; active_month: string; riders: number | string }>(deps.db, sql`
    SELECT to_char(c.signup_month, 'YYYY-MM') AS month, to_char(date_trunc('month', c.day), 'YYYY-MM') AS active_month, count(*) AS riders
      FROM rider_cohort_months c WHERE ${inCohorts}
     GROUP BY c.signup_month, date_trunc('month', c.day)`);
  const ever = await queryRows<{ month: string; riders: number | string }>(deps.db, sql`
    SELECT to_char(d.signup_month, 'YYYY-MM') AS month, count(*) AS riders
      FROM (SELECT DISTINCT c.signup_month, c.user_id FROM rider_cohort_months c WHERE ${inCohorts}) d
     GROUP BY d.signup_month`);
  const refreshedAt = await readWatermark(deps.db, riderCohortMonths.name);

  const cohorts: UserCohort[] = [];
  for (let month = firstMonth; month <= lastMonth && month <= currentMonth; month = nextMonth(month)) {
    const size = Number(sizes.find((row) => row.month === month)?.size ?? 0);
    const riders = Array.from({ length: monthsBetween(month, currentMonth) + 1 }, () => 0);
    const rodeEver = Number(ever.find((row) => row.month === month)?.riders ?? 0);
    for (const row of cells) {
      if (row.month !== month) continue;
      const k = monthsBetween(month, row.active_month);
      if (k >= 0 && k < riders.length) riders[k] = Number(row.riders);
    }
    cohorts.push({ month, size, riders, shares: riders.map((count) => safeRatio(count, size)), rodeEver });
  }
  return { months: Math.max(0, ...cohorts.map((cohort) => cohort.riders.length)), cohorts, refreshedAt: refreshedAt?.toISOString() ?? null };
}

/**
 * The cohort table as an analytics series for the export (one row per cohort month): 'Signed up',
 * then 'Month k %' (the share riding in month k, in percent), and the Total column holds the
 * riders of the cohort who rode at all. Cohorts have no area, so the page offers none.
 */
export function cohortSeries(table: UserCohorts): Series {
  const columns = Array.from({ length: table.months }, (_, k) => k);
  return {
    xAxisLabels: table.cohorts.map((cohort) => cohort.month),
    areasData: [
      { id: 'size', name: 'Signed up', labels: table.cohorts.map((cohort) => cohort.size) },
      ...columns.map((k) => ({ id: `m${k}`, name: `Month ${k} %`, labels: table.cohorts.map((cohort) => roundTo((cohort.shares[k] ?? 0) * 100)) })),
    ],
    totalData: table.cohorts.map((cohort) => cohort.rodeEver),
  };
}
