import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { queryRows } from '../../../platform/db/client';
import { roundTo } from '@ops/shared/rules/rounding';
import { wireArea } from '../areas';
import type { AnalyticsRange } from '../range';
import { seriesFromDays, type AnalyticsSeries } from '../series';

export interface DailyRow<K extends string> {
  day: string;
  areaId: string;
  areaName: string;
  values: Record<K, number>;
}

/**
 * The rows of a daily aggregate table for the Cairo days [startDay, endDay], with each area's
 * current name (names live in `areas`, so a renamed area shows its new name over all its days).
 * `columns` are names written in code.
 */
export async function readDailyRows<K extends string>(
  db: Db,
  table: string,
  columns: readonly K[],
  startDay: string,
  endDay: string,
): Promise<DailyRow<K>[]> {
  const picked = sql.raw(columns.map((column) => `g.${column}::float8 AS ${column}`).join(', '));
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`SELECT to_char(g.day, 'YYYY-MM-DD') AS day, g.area_id, a.name AS area_name, ${picked}
        FROM ${sql.raw(table)} g LEFT JOIN areas a ON a.id = g.area_id
        WHERE g.day BETWEEN ${startDay}::date AND ${endDay}::date`,
  );
  return rows.map((row) => ({
    day: String(row.day),
    // area_id '' (no area) goes on the wire as analytics/areas.ts says: 'none', 'No area'.
    ...wireArea(String(row.area_id), typeof row.area_name === 'string' ? row.area_name : null),
    values: Object.fromEntries(columns.map((column) => [column, Number(row[column] ?? 0)])) as Record<
      K,
      number
    >,
  }));
}

/** One figure of the rows as the 02 §3 series; `pick` reads it from a row (and converts units). */
export function seriesOf<K extends string>(
  rows: readonly DailyRow<K>[],
  pick: (values: Record<K, number>) => number,
  range: AnalyticsRange,
): AnalyticsSeries {
  return seriesFromDays(
    rows.map((row) => ({
      day: row.day,
      areaId: row.areaId,
      areaName: row.areaName,
      value: pick(row.values),
    })),
    range.startDay,
    range.endDay,
    range.unit,
  );
}

/** The sum of a series over the range (its totalData), two decimals. */
export function sumOf(series: AnalyticsSeries): number {
  return roundTo(series.totalData.reduce((a, b) => a + b, 0));
}
