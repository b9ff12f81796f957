import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '../../../platform/db/client';
import type { AggregateDefinition } from '../../../platform/aggregates/definition';

/**
 * An AggregateDefinition written as SQL: `insertDays` is one INSERT ... SELECT that writes the
 * table's rows for the Cairo days [fromDay, toDay] from the raw tables; refreshDays deletes those
 * days first, in the same transaction, so a reader sees the old day or the new one, never a gap.
 */
export interface SqlAggregateSpec {
  name: string;
  /** The aggregate table; a name written in code. */
  table: string;
  insertDays(fromDay: string, toDay: string): SQL;
  /** SELECT of one text column `day` ('YYYY-MM-DD'): the days raw rows written since `since` touch. */
  changedDays(since: Date): SQL;
  /** SELECT of one text column `day`: the first day the raw tables hold, or null. */
  firstDay: SQL;
}

export function sqlAggregate(spec: SqlAggregateSpec): AggregateDefinition {
  const table = sql.raw(spec.table);
  return {
    name: spec.name,
    table: spec.table,
    async refreshDays(db, fromDay, toDay) {
      await db.transaction(async (tx) => {
        await tx.execute(sql`DELETE FROM ${table} WHERE day BETWEEN ${fromDay}::date AND ${toDay}::date`);
        await tx.execute(spec.insertDays(fromDay, toDay));
      });
    },
    async changedDays(db, since) {
      const rows = await queryRows<{ day: string | null }>(db, spec.changedDays(since));
      return [...new Set(rows.map((row) => row.day).filter((day): day is string => day !== null))].sort();
    },
    async firstDay(db) {
      const [row] = await queryRows<{ day: string | null }>(db, spec.firstDay);
      return row?.day ?? null;
    },
  };
}
