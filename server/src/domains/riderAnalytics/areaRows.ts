import { sql, type SQL } from 'drizzle-orm';
import type { DayAreaValue } from '../analytics';
import { queryRows, type Db } from '../../platform/db/client';

/** Rows without an area (riders who never chose one, rides before areas existed) are one series. */
export const NO_AREA = { id: 'none', name: 'No area' } as const;

interface Row {
  day: string;
  area_id: string | null;
  area_name: string | null;
  value: number | string;
}

/**
 * Runs a query answering (day 'YYYY-MM-DD', area_id, value) and names the areas. `query` is
 * wrapped, so any select with those three columns fits (an aggregate's or a raw table's).
 */
export async function dayAreaValues(db: Db, query: SQL, scale = 1): Promise<DayAreaValue[]> {
  const rows = await queryRows<Row>(
    db,
    sql`
    SELECT q.day, nullif(q.area_id, '') AS area_id, a.name AS area_name, q.value
      FROM (${query}) q LEFT JOIN areas a ON a.id = q.area_id`,
  );
  return rows.map((row) => ({
    day: row.day,
    areaId: row.area_id ?? NO_AREA.id,
    areaName: row.area_id ? (row.area_name ?? row.area_id) : NO_AREA.name,
    value: Number(row.value) / scale,
  }));
}
