import { sql } from 'drizzle-orm';
import { bucketOf, type TimeUnit } from '@ops/shared/analytics/buckets';
import type { Db } from '../../platform/db/client';
import { queryRows } from '../../platform/db/client';
import { VEHICLE_STATUSES } from '@ops/shared/rules/labels';
import {
  wireArea,
  analyticsRange,
  seriesFromDays,
  type AnalyticsSeries,
  type DayAreaValue,
} from '../analytics';

/** The counter counts vehicles by their status (shared/rules/labels.ts). */
export const COUNTER_STATUSES = VEHICLE_STATUSES;
export type CounterStatus = (typeof COUNTER_STATUSES)[number];

export type VehicleCounterAnalytics = Record<CounterStatus, AnalyticsSeries>;

interface DayRow {
  day: string;
  area_id: string;
  area_name: string | null;
  status: string;
  value: number | string;
}

/**
 * /app/vehicles/counter/analytics: how many vehicles each area had on, ready and off, over time,
 * from the hourly vehicle_status_snapshots. A count is a level, not a flow, so a bucket's value
 * is an average: a day is the mean of its hourly snapshots (a status an area had none of in a
 * snapshot counts as 0 there), a week or a month the mean of its days that have snapshots. Days
 * without any snapshot (the job was off) are left out of the mean rather than read as an empty
 * fleet. The total of a label is the sum of the areas' averages, i.e. the average fleet.
 */
export async function getVehicleCounterAnalytics(
  db: Db,
  args: { startDate: string; endDate: string; type: TimeUnit },
): Promise<VehicleCounterAnalytics> {
  const { startDay, endDay } = analyticsRange(args.startDate, args.endDate);
  const rows = await queryRows<DayRow>(
    db,
    sql`WITH snaps AS (
          SELECT taken_at, (taken_at AT TIME ZONE 'Africa/Cairo')::date AS day, area_id, status, count
            FROM vehicle_status_snapshots
           WHERE taken_at >= (${startDay}::date)::timestamp AT TIME ZONE 'Africa/Cairo'
             AND taken_at < ((${endDay}::date + 1)::timestamp AT TIME ZONE 'Africa/Cairo')),
        per_day AS (SELECT day, count(DISTINCT taken_at) AS n FROM snaps GROUP BY day)
        SELECT s.day::text AS day, s.area_id, a.name AS area_name, s.status,
               sum(s.count)::float8 / d.n AS value
          FROM snaps s
          JOIN per_day d ON d.day = s.day
          LEFT JOIN areas a ON a.id = s.area_id
         GROUP BY s.day, d.n, s.area_id, a.name, s.status`,
  );
  return countsToSeries(rows, startDay, endDay, args.type);
}

/** Folds the days' averages into one mean series per status (exported for its unit test). */
export function countsToSeries(
  rows: readonly DayRow[],
  startDay: string,
  endDay: string,
  unit: TimeUnit,
): VehicleCounterAnalytics {
  // Days with snapshots per bucket: the divisor that turns a bucket's sum of daily means into their mean.
  const daysPerBucket = new Map<string, number>();
  for (const day of new Set(rows.map((row) => row.day))) {
    const bucket = bucketOf(day, unit);
    daysPerBucket.set(bucket, (daysPerBucket.get(bucket) ?? 0) + 1);
  }
  const byStatus = Object.fromEntries(
    COUNTER_STATUSES.map((status) => [status, [] as DayAreaValue[]]),
  ) as Record<CounterStatus, DayAreaValue[]>;
  for (const row of rows) {
    const list = byStatus[row.status as CounterStatus];
    if (!list) continue;
    // Vehicles without an area are snapshotted under '' (migration 0021): 'none', 'No area' on the wire, as every series.
    list.push({
      day: row.day,
      ...wireArea(row.area_id, row.area_name),
      value: Number(row.value) / daysPerBucket.get(bucketOf(row.day, unit))!,
    });
  }
  // Every status lists the same areas (an area with no 'off' vehicles still has its zero line), so a table and its total add up.
  const areas = new Map(
    rows.map((row) => {
      const area = wireArea(row.area_id, row.area_name);
      return [area.areaId, area.areaName] as const;
    }),
  );
  const firstDay = rows[0]?.day ?? startDay;
  return Object.fromEntries(
    COUNTER_STATUSES.map((status) => {
      const values = [
        ...byStatus[status],
        ...[...areas].map(([areaId, areaName]) => ({ day: firstDay, areaId, areaName, value: 0 })),
      ];
      return [status, seriesFromDays(values, startDay, endDay, unit)];
    }),
  ) as VehicleCounterAnalytics;
}
