import { sql } from 'drizzle-orm';
import { cairoDay } from '@ops/shared/analytics/buckets';
import type { Series } from '@ops/shared/analytics/selection';
import { roundTo, safeRatio } from '@ops/shared/rules/rounding';
import type { Deps } from '../../platform/deps';
import { queryRows } from '../../platform/db/client';
import { analyticsRange } from '../analytics';
import { cohortSummary } from './cohortSummary';

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
 * Cohort sizes come from user_registrations_daily; the riding from rider_cohort_months (one row
 * per rider and month ridden, aggregates/cohortMonths.ts), kept by the aggregate job and summed up
 * whole in memory after each of its refreshes (cohortSummary.ts): a view reads a few hundred
 * numbers instead of the table (issue 24: 22–30 s on the embedded database, then seconds). Its
 * figures are as fresh as the summary's watermark, which the answer carries.
 */
export async function userCohorts(
  deps: Pick<Deps, 'db' | 'clock'>,
  args: { startDate?: string | null; endDate?: string | null },
): Promise<UserCohorts> {
  const range = analyticsRange(args.startDate ?? '', args.endDate ?? '');
  const firstMonth = range.startDay.slice(0, 7);
  const lastMonth = range.endDay.slice(0, 7);
  const currentMonth = cairoDay(deps.clock.now()).slice(0, 7);
  const from = `${firstMonth}-01`;
  const until = `${nextMonth(lastMonth)}-01`;

  // Sign-ups per month from their daily aggregate (user_registrations_daily, same job): the
  // riders' own rows were a scan of every rider of the range on each view.
  const sizes = await queryRows<{ month: string; size: number | string }>(
    deps.db,
    sql`
    SELECT to_char(day, 'YYYY-MM') AS month, sum(users) AS size
      FROM user_registrations_daily
     WHERE day >= ${from}::date AND day < ${until}::date
     GROUP BY 1`,
  );
  const summary = await cohortSummary(deps.db);

  const cohorts: UserCohort[] = [];
  for (let month = firstMonth; month <= lastMonth && month <= currentMonth; month = nextMonth(month)) {
    const size = Number(sizes.find((row) => row.month === month)?.size ?? 0);
    const riders = Array.from({ length: monthsBetween(month, currentMonth) + 1 }, () => 0);
    for (const [ridden, count] of summary.cells.get(month) ?? []) {
      const k = monthsBetween(month, ridden);
      if (k >= 0 && k < riders.length) riders[k] = count;
    }
    // Riders of the cohort with a ride since the first month asked (a ride before sign-up aside, all who rode).
    let rodeEver = 0;
    for (const [lastRidden, count] of summary.lastRides.get(month) ?? [])
      if (lastRidden >= firstMonth) rodeEver += count;
    cohorts.push({ month, size, riders, shares: riders.map((count) => safeRatio(count, size)), rodeEver });
  }
  return {
    months: Math.max(0, ...cohorts.map((cohort) => cohort.riders.length)),
    cohorts,
    refreshedAt: summary.refreshedAt?.toISOString() ?? null,
  };
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
      ...columns.map((k) => ({
        id: `m${k}`,
        name: `Month ${k} %`,
        labels: table.cohorts.map((cohort) => roundTo((cohort.shares[k] ?? 0) * 100)),
      })),
    ],
    totalData: table.cohorts.map((cohort) => cohort.rodeEver),
  };
}
