import { sql } from 'drizzle-orm';
import type { TimeUnit } from '@ops/shared/analytics/buckets';
import { vehicleLifeCycleLabel } from '@ops/shared/rules/labels';
import { USER_LIFE_CYCLE_CASES, LOG_CASE_MESSAGE } from '@ops/shared/lists/userLifeCycle';
import { seriesFromDays, type AnalyticsSeries, type DayAreaValue, analyticsRange } from '../analytics';
import type { Deps } from '../../platform/deps';
import { UserError } from '../../platform/errors';
import { queryRows } from '../../platform/db/client';
import { NO_AREA } from './areaRows';
import { cairoDaySql, withinDays } from './range';

export interface LifeCycleCaseCount {
  case: string;
  label: string;
  count: number;
  /** The case's events per vehicle area, so the page recomputes the table for its chosen areas. */
  areas: { id: string; count: number }[];
}

export interface UserLifeCycleAnalytics {
  series: AnalyticsSeries;
  cases: LifeCycleCaseCount[];
}

/**
 * userLifeCycleAnalytics (02 §7; /app/userLog/analytics): the life-cycle events staff caused (the
 * events userLifeCycle lists: those naming a user) per bucket by the vehicle's area, narrowed to
 * one case when asked, and every case's count over the range per area (most first).
 *
 * Raw table: staff events are a few per vehicle per day; the range is read through
 * vehicle_life_cycle_page_idx (created_at). README.md has the time on 100,000 events.
 */
export async function userLifeCycleAnalytics(
  deps: Pick<Deps, 'db'>,
  args: {
    startDate?: string | null;
    endDate?: string | null;
    dataResolution?: TimeUnit | null;
    logCase?: string | null;
  },
): Promise<UserLifeCycleAnalytics> {
  const range = analyticsRange(args.startDate ?? '', args.endDate ?? '', args.dataResolution);
  if (args.logCase && !USER_LIFE_CYCLE_CASES.includes(args.logCase)) throw new UserError(LOG_CASE_MESSAGE);
  const rows = await queryRows<{
    day: string;
    case: string;
    area_id: string | null;
    area_name: string | null;
    value: number | string;
  }>(
    deps.db,
    sql`
    SELECT q.day, q."case", q.area_id, a.name AS area_name, q.value
      FROM (SELECT to_char(${cairoDaySql(sql`l.created_at`)}, 'YYYY-MM-DD') AS day, l."case", v.area_id, count(*) AS value
              FROM vehicle_life_cycle l LEFT JOIN vehicles v ON v.id = l.vehicle_id
             WHERE l.user_id IS NOT NULL AND ${withinDays(sql`l.created_at`, range)}
             GROUP BY 1, 2, 3) q
      LEFT JOIN areas a ON a.id = q.area_id`,
  );
  const days: DayAreaValue[] = [];
  const byCase = new Map<string, LifeCycleCaseCount>();
  for (const row of rows) {
    const value = Number(row.value);
    const areaId = row.area_id ?? NO_AREA.id;
    if (!args.logCase || args.logCase === row.case) {
      days.push({
        day: row.day,
        areaId,
        areaName: row.area_id ? (row.area_name ?? row.area_id) : NO_AREA.name,
        value,
      });
    }
    let entry = byCase.get(row.case);
    if (!entry)
      byCase.set(
        row.case,
        (entry = { case: row.case, label: vehicleLifeCycleLabel(row.case), count: 0, areas: [] }),
      );
    entry.count += value;
    const area = entry.areas.find((a) => a.id === areaId);
    if (area) area.count += value;
    else entry.areas.push({ id: areaId, count: value });
  }
  return {
    series: seriesFromDays(days, range.startDay, range.endDay, range.unit),
    cases: [...byCase.values()].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label)),
  };
}
