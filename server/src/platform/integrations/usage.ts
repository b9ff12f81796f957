import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** The integrations whose calls are counted per day against their quotas (the third-party limits page). */
export type CountedIntegration = 'sms' | 'push';

/** A Cairo calendar day, 'YYYY-MM-DD': quotas of Egyptian providers reset at local midnight. */
export function cairoDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Africa/Cairo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** Counts `calls` calls made today; one upsert, so every API node adds to the same row. */
export async function recordIntegrationUsage(
  db: Db,
  integration: CountedIntegration,
  at: Date,
  calls = 1,
): Promise<void> {
  if (calls <= 0) return;
  await db.execute(sql`
    INSERT INTO integration_usage (integration, day, calls) VALUES (${integration}, ${cairoDay(at)}, ${calls})
    ON CONFLICT (integration, day) DO UPDATE SET calls = integration_usage.calls + EXCLUDED.calls`);
}
