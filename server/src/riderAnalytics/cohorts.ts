import { sql } from 'drizzle-orm';
import { cairoDay } from '@ops/shared/analytics/buckets';
import type { Series } from '@ops/shared/analytics/selection';
import { roundTo, safeRatio } from '@ops/shared/rules/rounding';
import type { Deps } from '../app/deps';
import { queryRows } from '../db/client';
import { analyticsRange } from '../analytics/range';

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
 * Raw tables, one pass: distinct (rider, month) pairs cannot come from daily sums, and the
 * months a cohort is followed grow every month. The rides are read from the first cohort's month
 * on through rides_done_start_user_idx (index-only: start, rider) and joined to the cohort's
 * riders by hash. README.md has the time on 300,000 rides.
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
  // Distinct (rider, month) pairs by hashing, months as dates (labels only for the few result rows).
  // The second grouping set (active_month null) counts each cohort's riders who rode at all.
  const active = await queryRows<{ month: string; active_month: string | null; riders: number | string }>(deps.db, sql`
    WITH cohort AS (
      SELECT u.id, date_trunc('month', u.created_at AT TIME ZONE 'Africa/Cairo')::date AS month
        FROM users u
       WHERE u.type = 'user'
         AND u.created_at >= (${from}::date)::timestamp AT TIME ZONE 'Africa/Cairo'
         AND u.created_at < (${until}::date)::timestamp AT TIME ZONE 'Africa/Cairo'
    ), rode AS (
      SELECT r.user_id, date_trunc('month', r.start_time AT TIME ZONE 'Africa/Cairo')::date AS active_month
        FROM rides r
       WHERE r.status = 'done' AND r.start_time >= (${from}::date)::timestamp AT TIME ZONE 'Africa/Cairo'
       GROUP BY 1, 2
    )
    SELECT to_char(c.month, 'YYYY-MM') AS month, to_char(rode.active_month, 'YYYY-MM') AS active_month, count(DISTINCT c.id) AS riders
      FROM cohort c JOIN rode ON rode.user_id = c.id
     GROUP BY GROUPING SETS ((c.month, rode.active_month), (c.month))`);

  const cohorts: UserCohort[] = [];
  for (let month = firstMonth; month <= lastMonth && month <= currentMonth; month = nextMonth(month)) {
    const size = Number(sizes.find((row) => row.month === month)?.size ?? 0);
    const riders = Array.from({ length: monthsBetween(month, currentMonth) + 1 }, () => 0);
    let rodeEver = 0;
    for (const row of active) {
      if (row.month !== month) continue;
      if (row.active_month === null) {
        rodeEver = Number(row.riders);
        continue;
      }
      const k = monthsBetween(month, row.active_month);
      if (k >= 0 && k < riders.length) riders[k] = Number(row.riders);
    }
    cohorts.push({ month, size, riders, shares: riders.map((count) => safeRatio(count, size)), rodeEver });
  }
  return { months: Math.max(0, ...cohorts.map((cohort) => cohort.riders.length)), cohorts };
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
