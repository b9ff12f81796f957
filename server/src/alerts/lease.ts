import { sql } from 'drizzle-orm';
import type { Deps } from '../app/deps';
import { queryRows } from '../db/client';

/** How long a lease lasts without renewal: a few missed looks before another node takes over. */
export const LEASE_MS = 10_000;

/**
 * Takes or renews the watcher's lease for `holder`; true while this process holds it. One
 * statement, so two processes racing for a lapsed lease cannot both win.
 */
export async function holdWatchLease(deps: Pick<Deps, 'db' | 'clock'>, holder: string): Promise<boolean> {
  const now = deps.clock.now();
  const until = new Date(now.getTime() + LEASE_MS);
  const rows = await queryRows<{ holder: string }>(
    deps.db,
    sql`INSERT INTO alert_watch_lease (id, holder, until) VALUES (1, ${holder}, ${until.toISOString()})
        ON CONFLICT (id) DO UPDATE SET holder = EXCLUDED.holder, until = EXCLUDED.until
        WHERE alert_watch_lease.holder = EXCLUDED.holder OR alert_watch_lease.until < ${now.toISOString()}
        RETURNING holder`,
  );
  return rows[0]?.holder === holder;
}
