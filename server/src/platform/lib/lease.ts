import { sql } from 'drizzle-orm';
import type { Deps } from '../deps';
import { queryRows } from '../db/client';

/**
 * "One API process at a time" for a background job (the alert watcher, the aggregate job):
 * takes or renews the lease `name` for `holder` for `ms`; true while this process holds it.
 * One statement, so two processes racing for a lapsed lease cannot both win. A holder that
 * stops renewing (its process died) is replaced once the lease lapses.
 */
export async function holdLease(
  deps: Pick<Deps, 'db' | 'clock'>,
  name: string,
  holder: string,
  ms: number,
): Promise<boolean> {
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

export interface LeasedJob {
  /** The lease's name: with several API processes only its holder runs the job. */
  lease: string;
  leaseMs: number;
  intervalMs: number;
  /** One pass; what it answers goes to `report`. */
  run: () => Promise<unknown>;
  /** A failed pass is logged here and the next look tries again. */
  onError: (error: unknown) => void;
}

/**
 * Looks every `intervalMs` and runs one pass while this process holds the lease; passes never
 * overlap (a look while one runs is skipped). Returns the stop function, which waits for the
 * pass in progress.
 */
export function startLeasedJob(
  deps: Pick<Deps, 'db' | 'clock'>,
  job: LeasedJob,
  holder: string,
): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const timer = setInterval(() => {
    if (running || stopped) return;
    running = holdLease(deps, job.lease, holder, job.leaseMs)
      .then((held) => (held ? job.run() : undefined))
      .catch(job.onError)
      .finally(() => {
        running = null;
      });
  }, job.intervalMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
