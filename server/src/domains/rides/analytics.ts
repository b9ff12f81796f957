import { sql } from 'drizzle-orm';
import { rideMinutes } from '@ops/shared/rules/analytics';
import type { TimeUnit } from '@ops/shared/analytics/buckets';
import type { Deps } from '../../platform/deps';
import { queryRows } from '../../platform/db/client';
import {
  analyticsRange,
  seriesFromDays,
  type AnalyticsSeries,
  type DayAreaValue,
  wireArea,
} from '../analytics';
import { billDays, revenueValues } from '../bills';

export interface AnalyticsArgs {
  startDate: string;
  endDate: string;
  type?: TimeUnit | null;
}

export interface RidesAnalytics {
  count: AnalyticsSeries;
  minutes: AnalyticsSeries;
  revenue: AnalyticsSeries;
  freeRides: AnalyticsSeries;
}

/**
 * getRidesAnalytics (/app/ride/analytics): finished rides per Cairo day of their start and
 * area from agg_rides_daily; revenue from the ride bills of agg_bills_daily (by the bill's day,
 * the ride's end). Riders are not a series here: distinct riders do not add up across days.
 */
export async function getRidesAnalytics(
  deps: Pick<Deps, 'db'>,
  args: AnalyticsArgs,
): Promise<RidesAnalytics> {
  const range = analyticsRange(args.startDate, args.endDate, args.type);
  const [rides, bills] = await Promise.all([
    queryRows<{
      day: string;
      area_id: string;
      area_name: string | null;
      rides: number;
      ride_ms: string | number;
      free_rides: number;
    }>(
      deps.db,
      sql`SELECT to_char(a.day, 'YYYY-MM-DD') AS day, a.area_id, ar.name AS area_name, a.rides, a.ride_ms, a.free_rides
            FROM agg_rides_daily a LEFT JOIN areas ar ON ar.id = a.area_id
           WHERE a.day BETWEEN ${range.startDay}::date AND ${range.endDay}::date`,
    ),
    billDays(deps.db, range.startDay, range.endDay, ['ride']),
  ]);
  const values = (pick: (row: (typeof rides)[number]) => number): DayAreaValue[] =>
    rides.map((row) => ({ day: row.day, ...wireArea(row.area_id, row.area_name), value: pick(row) }));
  const series = (list: DayAreaValue[]) => seriesFromDays(list, range.startDay, range.endDay, range.unit);
  return {
    count: series(values((row) => Number(row.rides))),
    minutes: series(values((row) => rideMinutes(Number(row.ride_ms)))),
    revenue: series(revenueValues(bills)),
    freeRides: series(values((row) => Number(row.free_rides))),
  };
}
