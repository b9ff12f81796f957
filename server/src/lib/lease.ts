import { sql } from 'drizzle-orm';
import type { Deps } from '../app/deps';
import { queryRows } from '../db/client';

/**
 * "One API process at a time" for a background job (the alert watcher, the aggregate job):
 * takes or renews the lease `name` for `holder` for `ms`; true while this process holds it.
 * One statement, so two processes racing for a lapsed lease cannot both win. A holder that
 * stops renewing (its process died) is replaced once the lease lapses.
 */
export async function holdLease(deps: Pick<Deps, 'db' | 'clock'>, name: string, holder: string, ms: number): Promise<boolean> {
  const now = deps.clock.now();
  const until = new Date(now.getTime() + ms);
  const rows = await queryRows<{ holder: string }>(
    deps.db,
    sql`INSERT INTO job_leases (name, holder, until) VALUES (${name}, ${holder}, ${until.toISOString()})
        ON CONFLICT (name) DO UPDATE SET holder = EXCLUDED.holder, until = EXCLUDED.until
        WHERE job_leases.holder = EXCLUDED.holder OR job_leases.until < ${now.toISOString()}
        RETURNING holder`,
  );
  return rows[0]?.holder === holder;
}
