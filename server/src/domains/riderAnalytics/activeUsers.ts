import { sql } from 'drizzle-orm';
import { bucketLabels } from '@ops/shared/analytics/buckets';
import type { AnalyticsSeries } from '../analytics';
import type { Deps } from '../../platform/deps';
import { queryRows } from '../../platform/db/client';
import { NO_AREA } from './areaRows';
import type { RangeArgs } from './newUsers';
import { analyticsRange } from '../analytics';
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
 * getActiveUsersReports: riders with at least one ended ride per bucket, by the ride's area.
 *
 * Distinct riders cannot be summed from daily rows (a rider of Monday and Tuesday is one rider of
 * the week), so this reads the raw rides of the range: rides_done_start_user_idx makes it an
 * index-only scan of (start, rider, area). totalData counts a rider once per bucket even if they
 * rode in two areas.
 */
export async function activeUsersReports(deps: Pick<Deps, 'db'>, args: RangeArgs): Promise<AnalyticsSeries> {
  const range = analyticsRange(args.startDate ?? '', args.endDate ?? '', args.type);
  const bucket = bucketStartSql(cairoDaySql(sql`r.start_time`), range.unit);
  // (bucket, area, rider) pairs first, by hashing: sorting every ride of the range for
  // count(DISTINCT) spilled to disk and cost seconds at 250,000 rides (README.md).
  const rows = await queryRows<Row>(
    deps.db,
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
