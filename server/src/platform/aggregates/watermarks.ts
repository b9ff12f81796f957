import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';

/** aggregate_watermarks (migration 0032): per definition, when its last complete refresh started. */
export async function readWatermark(db: Db, name: string): Promise<Date | null> {
  const [row] = await queryRows<{ refreshed_at: string | Date }>(
    db,
    sql`SELECT refreshed_at FROM aggregate_watermarks WHERE name = ${name}`,
  );
  return row ? new Date(row.refreshed_at) : null;
}

export async function writeWatermark(db: Db, name: string, at: Date): Promise<void> {
  await db.execute(sql`
    INSERT INTO aggregate_watermarks (name, refreshed_at) VALUES (${name}, ${at.toISOString()})
    ON CONFLICT (name) DO UPDATE SET refreshed_at = EXCLUDED.refreshed_at`);
}
