import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** Rows per database round trip: big enough to keep round trips few, small enough to keep memory flat. */
export const EXPORT_BATCH_ROWS = 500;

/** Where the last batch ended: created_at as PostgreSQL text (a JS Date would round microseconds away) and the id. */
export interface Keyset {
  cursor: string;
  id: string;
}

/** The column as keyset text, for the select list. */
export const cursorText = (createdAt: AnyPgColumn): SQL<string> => sql<string>`${createdAt}::text`;

/** Newest first: the rows strictly after `after` in (created_at desc, id desc) order. */
export const olderThan = (createdAt: AnyPgColumn, id: AnyPgColumn, after: Keyset | null): SQL | undefined =>
  after ? sql`(${createdAt}, ${id}) < (${after.cursor}::timestamptz, ${after.id})` : undefined;

/**
 * Batches of a newest-first table read by keyset, so batch 1,000 costs what batch 1 does
 * and ties on created_at neither repeat nor skip rows. `read` gets the keyset to continue
 * after (null first) and returns at most `size` rows.
 */
export async function* keysetBatches<Row>(
  read: (after: Keyset | null, size: number) => Promise<Row[]>,
  keyOf: (row: Row) => Keyset,
  size: number = EXPORT_BATCH_ROWS,
): AsyncGenerator<readonly Row[]> {
  let after: Keyset | null = null;
  for (;;) {
    const batch = await read(after, size);
    if (batch.length > 0) yield batch;
    const last = batch.at(-1);
    if (!last || batch.length < size) return;
    after = keyOf(last);
  }
}
