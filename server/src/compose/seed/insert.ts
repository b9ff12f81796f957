import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../platform/db/client';

/** PostgreSQL allows 65,535 bind parameters per statement; stay well under it. */
const MAX_PARAMETERS = 30_000;
const MAX_ROWS = 1_000;

/** Multi-row INSERTs of at most 1,000 rows (fewer for wide tables), in order. */
export async function insertBatches<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: Array<T['$inferInsert']>,
): Promise<void> {
  if (rows.length === 0) return;
  const width = Math.max(1, Object.keys(rows[0] as object).length);
  const size = Math.max(1, Math.min(MAX_ROWS, Math.floor(MAX_PARAMETERS / width)));
  for (let i = 0; i < rows.length; i += size) {
    await tx.insert(table).values(rows.slice(i, i + size));
  }
}
