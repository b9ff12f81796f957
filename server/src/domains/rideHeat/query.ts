import { sql, type SQL } from 'drizzle-orm';
import {
  cellCentre,
  HEAT_MAX_CELLS,
  HOURS_IN_DAY,
  type CheckedHeatRequest,
} from '@ops/shared/analytics/heat';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { queryRows, type Db } from '../../platform/db/client';
import { rides } from '../rides';

export interface HeatCell {
  lat: number;
  lng: number;
  count: number;
}

export interface RideHeatmap {
  /** The busiest cells first, at most HEAT_MAX_CELLS. */
  cells: HeatCell[];
  cellSize: number;
  /** Rides counted in every cell, shown or not. */
  totalRides: number;
  /** Cells with at least one ride, shown or not. */
  totalCells: number;
  maxCount: number;
  /** More cells had rides than the answer carries (the quietest were left out). */
  truncated: boolean;
}

/**
 * The columns of the chosen point. The date range always reads the ride's START (the rides
 * list's rule: the day a rider took the vehicle is the ride's date, and rides_heat_idx is on
 * start_time); the hour reads the time of the chosen point (an end point at 08:10 counts at 8).
 * An end needs the ride to have ended where we know it.
 */
function pointColumns(point: CheckedHeatRequest['point']): {
  lat: AnyPgColumn;
  lng: AnyPgColumn;
  time: AnyPgColumn;
  extra: SQL | null;
} {
  return point === 'START'
    ? { lat: rides.startLat, lng: rides.startLong, time: rides.startTime, extra: null }
    : {
        lat: rides.stopLat,
        lng: rides.stopLong,
        time: rides.endTime,
        extra: sql`${rides.endTime} is not null`,
      };
}

function conditions(request: CheckedHeatRequest, withHour: boolean): SQL {
  const { lat, lng, time, extra } = pointColumns(request.point);
  const parts: SQL[] = [
    sql`${rides.startTime} >= ${request.start.toISOString()}::timestamptz`,
    sql`${rides.startTime} <= ${request.end.toISOString()}::timestamptz`,
    sql`${lat} is not null`,
    sql`${lng} is not null`,
  ];
  if (extra) parts.push(extra);
  if (request.areas)
    parts.push(
      sql`${rides.areaId} in (${sql.join(
        request.areas.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  if (withHour && request.hour !== null)
    parts.push(sql`extract(hour from ${time} at time zone 'Africa/Cairo') = ${request.hour}`);
  return sql.join(parts, sql` and `);
}

/**
 * Rides binned into square cells of `cellSize` degrees: floor(lat × cells per degree) is the
 * row, the same for longitude the column. One grouped scan of the range (index-only on
 * rides_heat_idx), the busiest HEAT_MAX_CELLS cells returned with their centres; the window
 * sums run before the LIMIT, so the totals count every cell.
 */
export async function rideHeatCells(db: Db, request: CheckedHeatRequest): Promise<RideHeatmap> {
  const { lat, lng } = pointColumns(request.point);
  const n = request.cellsPerDegree;
  const rows = await queryRows<{
    gy: number;
    gx: number;
    count: number;
    total: string | number;
    cells: string | number;
  }>(
    db,
    sql`select floor(${lat} * ${n}::int)::int as gy, floor(${lng} * ${n}::int)::int as gx, count(*)::int as count,
          sum(count(*)) over () as total, count(*) over () as cells
        from ${rides} where ${conditions(request, true)}
        group by 1, 2 order by 3 desc, 1, 2 limit ${HEAT_MAX_CELLS}`,
  );
  const first = rows[0];
  return {
    cells: rows.map((row) => ({ lat: cellCentre(row.gy, n), lng: cellCentre(row.gx, n), count: row.count })),
    cellSize: request.cellSize,
    totalRides: first ? Number(first.total) : 0,
    totalCells: first ? Number(first.cells) : 0,
    maxCount: first?.count ?? 0,
    truncated: first ? Number(first.cells) > rows.length : false,
  };
}

/** Rides of the range by Cairo hour of the chosen point: 24 counts, hour 0 first (the slider's bars). */
export async function rideHeatHours(db: Db, request: CheckedHeatRequest): Promise<number[]> {
  const { time } = pointColumns(request.point);
  const rows = await queryRows<{ hour: number; count: number }>(
    db,
    sql`select extract(hour from ${time} at time zone 'Africa/Cairo')::int as hour, count(*)::int as count
        from ${rides} where ${conditions(request, false)} group by 1`,
  );
  const hours = Array.from({ length: HOURS_IN_DAY }, () => 0);
  for (const row of rows) hours[row.hour] = row.count;
  return hours;
}
