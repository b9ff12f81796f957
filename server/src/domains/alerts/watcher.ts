import type { Deps } from '../../platform/deps';
import { newId } from '../../platform/lib/ids';
import { timedRun } from '../../platform/observability/jobRuns';
import { holdWatchLease } from './lease';
import { runAlertSweep } from './sweep';

export const ALERT_WATCH_INTERVAL_MS = 2000;
/** Each look starts a little before the last one did: a write that committed late is still seen. */
const OVERLAP_MS = 5000;

/**
 * Looks at the fleet every two seconds; returns the stop function. The first look reads
 * every vehicle (it starts from nothing), the next ones only what changed. Looks never
 * overlap, and with several API processes only the lease holder looks (the others stand by),
 * so an alert is sent once.
 */
export function startAlertWatcher(deps: Deps, intervalMs = ALERT_WATCH_INTERVAL_MS): () => Promise<void> {
  let since = new Date(0);
  const holder = newId();
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const timer = setInterval(() => {
    if (running || stopped) return;
    const startedAt = deps.clock.now();
    running = holdWatchLease(deps, holder)
      .then(async (held) => {
        if (!held) return;
        const report = await timedRun(deps.jobRuns, 'alert_watcher', () => runAlertSweep(deps, since));
        since = new Date(startedAt.getTime() - OVERLAP_MS);
        if (report.incidents > 0 || report.urgent > 0 || report.outOfFence > 0)
          deps.log.debug({ report }, 'alert watcher');
      })
      .catch((error: unknown) => deps.log.error({ err: error }, 'alert watcher failed'))
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
