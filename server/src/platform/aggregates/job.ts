import type { Deps } from '../deps';
import { holdLease } from '../lib/lease';
import { timedRun } from '../observability/jobRuns';
import { newId } from '../lib/ids';
import type { AggregateDefinition } from './definition';
import { refreshTick } from './refresh';

/** The analytics' staleness bound: a figure is at most one tick (plus the tick's run) old. */
export const AGGREGATE_TICK_MS = 30_000;
/** A holder that misses three ticks loses the lease to another API process. */
const LEASE_MS = 3 * AGGREGATE_TICK_MS;

/**
 * Keeps the daily aggregates fresh: every tick, the holder of the 'aggregates' lease (one API
 * process at a time, lib/lease.ts) runs refreshTick over every registered definition. Ticks
 * never overlap; the first runs at once (so a fresh database gets its tables built at start).
 * Returns the stop function, which waits for a running tick.
 */
export function startAggregateJob(
  deps: Deps,
  definitions: readonly AggregateDefinition[],
  options: { intervalMs?: number } = {},
): () => Promise<void> {
  const holder = newId();
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = holdLease(deps, 'aggregates', holder, LEASE_MS)
      .then(async (held) => {
        if (!held) return;
        const reports = await timedRun(deps.jobRuns, 'aggregates', () => refreshTick(deps, definitions));
        for (const report of reports)
          if (report.error)
            deps.log.error({ aggregate: report.name, error: report.error }, 'aggregate refresh failed');
        const busy = reports.filter((report) => report.days > 0);
        if (busy.length) deps.log.debug({ reports: busy }, 'aggregates refreshed');
      })
      .catch((error: unknown) => deps.log.error({ err: error }, 'aggregate refresh failed'))
      .finally(() => {
        running = null;
      });
  };
  tick();
  const timer = setInterval(tick, options.intervalMs ?? AGGREGATE_TICK_MS);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
