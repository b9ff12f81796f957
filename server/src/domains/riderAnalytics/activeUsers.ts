import { sql } from 'drizzle-orm';
import { bucketLabels, bucketOf } from '@ops/shared/analytics/buckets';
import type { AnalyticsSeries } from '../analytics';
import type { Deps } from '../../platform/deps';
import { queryRows, type Db } from '../../platform/db/client';
import { addDays } from '../../platform/aggregates/days';
import { readWatermark } from '../../platform/aggregates/watermarks';
import { ACTIVE_RIDERS } from './aggregates/activeRiders';
import { NO_AREA } from './areaRows';
import type { RangeArgs } from './newUsers';
import { analyticsRange, type AnalyticsRange } from '../analytics';
import { bucketLabelSql, bucketStartSql, cairoDaySql, withinDays } from './range';

interface Row {
  bucket: string;
  area_id: string | null;
  area_name: string | null;
  /** The all-areas row of the bucket. */
  is_total: boolean;
  riders: number | string;
}

/**
 * getActiveUsersReports: riders with at least one ended ride per bucket, by the ride's area;
 * totalData counts a rider once per bucket even if they rode in two areas. `refreshedAt` is the
 * time the figures are true at.
 *
 * Answered from active_rider_buckets (aggregates/activeRiders.ts: distinct riders per bucket,
 * by the day of each rider's first and last ride in it), so a view reads a few rows per bucket
 * instead of every ride of the range (issue 24: 2 s for 3 months of 200,000 rides on PGlite).
 * Read live from the rides: before the job's first refresh (no watermark), and a range inside
 * one week or month that starts after its first day and ends before its last (the stored edges
 * cannot cut a bucket at both ends; such a range is at most a month).
 */
export async function activeUsersReports(
  deps: Pick<Deps, 'db'>,
  args: RangeArgs,
): Promise<AnalyticsSeries & { refreshedAt: string | null }> {
  const range = analyticsRange(args.startDate ?? '', args.endDate ?? '', args.type);
  const refreshedAt = await readWatermark(deps.db, ACTIVE_RIDERS);
  const rows =
    refreshedAt && !cutAtBothEnds(range) ? await storedRows(deps.db, range) : await liveRows(deps.db, range);
  return { ...seriesOf(rows, range), refreshedAt: refreshedAt?.toISOString() ?? null };
}

/** The range lies inside one bucket and cuts it at both ends. */
function cutAtBothEnds(range: AnalyticsRange): boolean {
  const bucket = bucketOf(range.startDay, range.unit);
  return (
    bucketOf(range.endDay, range.unit) === bucket &&
    bucketOf(addDays(range.startDay, -1), range.unit) === bucket &&
    bucketOf(addDays(range.endDay, 1), range.unit) === bucket
  );
}

/**
 * A whole bucket is its riders by first day; the last bucket, cut by the range's end, those whose
 * first day is at most the end; the first, cut by the range's start, those whose last day is at
 * least the start.
 */
async function storedRows(db: Db, range: AnalyticsRange): Promise<Row[]> {
  const start = sql`${range.startDay}::date`;
  const end = sql`${range.endDay}::date`;
  return queryRows<Row>(
    db,
    sql`
    SELECT ${bucketLabelSql(sql`b.bucket`, range.unit)} AS bucket, nullif(b.area_id, '*') AS area_id,
           a.name AS area_name, b.area_id = '*' AS is_total, sum(b.riders) AS riders
      FROM active_rider_buckets b LEFT JOIN areas a ON a.id = b.area_id
     WHERE b.unit = ${range.unit}
       AND b.bucket BETWEEN ${bucketStartSql(start, range.unit)} AND ${end}
       AND ((b.bucket >= ${start} AND b.edge = 'first' AND b.day <= ${end})
         OR (b.bucket < ${start} AND b.edge = 'last' AND b.day >= ${start}))
     GROUP BY b.bucket, b.area_id, a.name`,
  );
}

/** The same figures from the raw rides of the range. */
async function liveRows(db: Db, range: AnalyticsRange): Promise<Row[]> {
  const bucket = bucketStartSql(cairoDaySql(sql`r.start_time`), range.unit);
  // (bucket, area, rider) pairs first, by hashing: sorting every ride of the range for
  // count(DISTINCT) spilled to disk and cost seconds at 250,000 rides (README.md).
  return queryRows<Row>(
    db,
    sql`
    WITH pairs AS (
      SELECT ${bucket} AS bucket, coalesce(r.area_id, '') AS area_id, r.user_id
        FROM rides r
       WHERE r.status = 'done' AND ${withinDays(sql`r.start_time`, range)}
       GROUP BY 1, 2, 3
    ), counted AS (
      SELECT bucket, area_id, false AS is_total, count(*) AS riders FROM pairs GROUP BY 1, 2
      UNION ALL
      SELECT bucket, NULL, true, count(*) FROM (SELECT DISTINCT bucket, user_id FROM pairs) riders GROUP BY 1
    )
    SELECT ${bucketLabelSql(sql`c.bucket`, range.unit)} AS bucket, c.area_id, a.name AS area_name, c.is_total, c.riders
      FROM counted c LEFT JOIN areas a ON a.id = c.area_id`,
  );
}

function seriesOf(rows: Row[], range: AnalyticsRange): AnalyticsSeries {
  const xAxisLabels = bucketLabels(range.startDay, range.endDay, range.unit);
  const at = new Map(xAxisLabels.map((label, i) => [label, i]));
  const totalData = xAxisLabels.map(() => 0);
  const areas = new Map<string, { id: string; name: string; labels: number[] }>();
  for (const row of rows) {
    const i = at.get(row.bucket);
    if (i === undefined) continue;
    if (row.is_total) {
      totalData[i] = Number(row.riders);
      continue;
    }
    const id = row.area_id || NO_AREA.id;
    let area = areas.get(id);
    if (!area) {
      area = {
        id,
        name: row.area_id ? (row.area_name ?? row.area_id) : NO_AREA.name,
        labels: xAxisLabels.map(() => 0),
      };
      areas.set(id, area);
    }
    area.labels[i] = Number(row.riders);
  }
  return {
    xAxisLabels,
    areasData: [...areas.values()].sort((a, b) => a.name.localeCompare(b.name)),
    totalData,
  };
}
