import type { Deps } from '../app/deps';
import { holdLease } from '../lib/lease';
import { newId } from '../lib/ids';
import { markSlaThresholds, returnIdleTasks } from './slaSweep';

export const SLA_SWEEP_INTERVAL_MS = 15_000;
/** Renewed at every look; another process takes over this long after the holder stops. */
const SLA_LEASE_MS = 45_000;

/** One look: thresholds, then idle held tasks. */
export async function runSlaSweep(deps: Deps): Promise<{ warned: number; breached: number; returned: number }> {
  const marks = await markSlaThresholds(deps);
  const returned = await returnIdleTasks(deps);
  return { ...marks, returned };
}

/**
 * Starts the SLA sweep on this process; returns the stop function. With several API processes
 * only the holder of the 'task-sla' lease looks (the alert watcher's lease pattern), so each
 * notice goes out once and an idle task is not returned twice. Looks never overlap.
 */
export function startSlaSweep(deps: Deps, intervalMs = SLA_SWEEP_INTERVAL_MS): () => Promise<void> {
  const holder = newId();
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const timer = setInterval(() => {
    if (running || stopped) return;
    running = holdLease(deps, 'task-sla', holder, SLA_LEASE_MS)
      .then(async (held) => {
        if (!held) return;
        const report = await runSlaSweep(deps);
        if (report.warned + report.breached + report.returned > 0) deps.log.info({ report }, 'task SLA sweep');
      })
      .catch((error: unknown) => deps.log.error({ err: error }, 'task SLA sweep failed'))
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
