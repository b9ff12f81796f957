/**
 * Helpers for the aggregate tests (not a test file itself): an aggregate table and a plain SQL
 * computation over the raw tables, both read as sorted text rows so they compare whole.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { queryRows } from '../../../platform/db/client';

export type TextRow = Record<string, string>;

function asText(rows: Record<string, unknown>[]): TextRow[] {
  return rows
    .map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, String(value)])))
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
}

/** Every row of an aggregate table: day as 'YYYY-MM-DD', area_id, then `columns`. */
export async function aggregateRows(db: Db, table: string, columns: readonly string[]): Promise<TextRow[]> {
  const picked = sql.raw(columns.map((column) => `${column}::bigint AS ${column}`).join(', '));
  return asText(
    await queryRows(
      db,
      sql`SELECT to_char(day, 'YYYY-MM-DD') AS day, area_id, ${picked} FROM ${sql.raw(table)}`,
    ),
  );
}

/** A plain SQL computation, read the same way (it must name its columns like the table's). */
export async function plainRows(db: Db, query: SQL): Promise<TextRow[]> {
  return asText(await queryRows(db, query));
}

/** Every Cairo day from `from` to `to`, inclusive. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let ms = Date.parse(`${from}T00:00:00Z`); ms <= Date.parse(`${to}T00:00:00Z`); ms += 86_400_000)
    days.push(new Date(ms).toISOString().slice(0, 10));
  return days;
}
