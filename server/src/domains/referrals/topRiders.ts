import { eq, sql } from 'drizzle-orm';
import { CAIRO_TIME_ZONE } from '@ops/shared/lists/dateRangeFilter';
import { lastMonthRange, topRidersLimit } from '@ops/shared/rules/lastMonth';
import { toEgp } from '@ops/shared/rules/money';
import type { Deps } from '../../platform/deps';
import { areas } from '../areas';
import { queryRows } from '../../platform/db/client';
import { UserError } from '../../platform/errors';

export const TOP_RIDERS_MESSAGES = { areaNotFound: 'Area not found' } as const;

export interface TopRider {
  rank: number;
  _id: string;
  name: string;
  phoneNumber: string;
  area: { _id: string; name: string } | null;
  ridesCount: number;
  minutes: number;
  spent: number;
}

export interface TopRidersLastMonth {
  month: string;
  startDate: string;
  endDate: string;
  riders: TopRider[];
}

interface Row {
  id: string;
  name: string;
  phone_number: string;
  area_id: string | null;
  area_name: string | null;
  rides: number | string;
  ms: number | string;
  spent: number | string;
}

/**
 * getTopRidersLastMonth / getTopRidersByAreaLastMonth: ended rides that started in the last
 * calendar month on the Cairo calendar, counted per rider, most first (ties: more minutes,
 * then id, so the order is fixed). An area counts the rides started in it.
 */
export async function topRidersLastMonth(
  deps: Pick<Deps, 'db' | 'clock'>,
  args: { areaId?: string | null; limit?: number | null },
): Promise<TopRidersLastMonth> {
  const limit = topRidersLimit(args.limit);
  if (!limit.ok) throw new UserError(limit.error);
  if (args.areaId) {
    const [area] = await deps.db.select({ id: areas.id }).from(areas).where(eq(areas.id, args.areaId));
    if (!area) throw new UserError(TOP_RIDERS_MESSAGES.areaNotFound);
  }
  const range = lastMonthRange(deps.clock.now(), CAIRO_TIME_ZONE);
  const inArea = args.areaId ? sql`and r.area_id = ${args.areaId}` : sql``;
  const rows = await queryRows<Row>(
    deps.db,
    sql`
    select u.id, u.name, u.phone_number, a.id as area_id, a.name as area_name,
           count(*) as rides, coalesce(sum(r.time_ms), 0) as ms, coalesce(sum(b.total_cost_piasters), 0) as spent
    from rides r
    join users u on u.id = r.user_id
    left join areas a on a.id = u.area_id
    left join bills b on b.id = r.bill_id
    where r.status = 'done' and r.created_at >= ${range.start.toISOString()} and r.created_at < ${range.end.toISOString()} ${inArea}
    group by u.id, a.id
    order by rides desc, ms desc, u.id
    limit ${limit.value}`,
  );
  return {
    month: range.month,
    startDate: range.start.toISOString(),
    endDate: range.end.toISOString(),
    riders: rows.map((row, index) => ({
      rank: index + 1,
      _id: row.id,
      name: row.name,
      phoneNumber: row.phone_number,
      area: row.area_id ? { _id: row.area_id, name: row.area_name ?? '' } : null,
      ridesCount: Number(row.rides),
      minutes: Math.round(Number(row.ms) / 60_000),
      spent: toEgp(Number(row.spent)),
    })),
  };
}
