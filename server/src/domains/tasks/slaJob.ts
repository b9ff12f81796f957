import type { Deps } from '../../platform/deps';
import { startLeasedJob } from '../../platform/lib/lease';
import { timedRun } from '../../platform/observability/jobRuns';
import { newId } from '../../platform/lib/ids';
import { markSlaThresholds, returnIdleTasks, warnIdleTasks } from './slaSweep';

export const SLA_SWEEP_INTERVAL_MS = 15_000;
/** Renewed at every look; another process takes over this long after the holder stops. */
const SLA_LEASE_MS = 45_000;

/** One look: thresholds, then idle held tasks (warned a minute before, then returned). */
export async function runSlaSweep(
  deps: Deps,
): Promise<{ warned: number; breached: number; returned: number; idleWarned: number }> {
  const marks = await markSlaThresholds(deps);
  const idleWarned = await warnIdleTasks(deps);
  const returned = await returnIdleTasks(deps);
  return { ...marks, returned, idleWarned };
}

/**
 * Starts the SLA sweep on this process; returns the stop function. With several API processes
 * only the holder of the 'task-sla' lease looks (the alert watcher's lease pattern), so each
 * notice goes out once and an idle task is not returned twice. Looks never overlap.
 */
export function startSlaSweep(deps: Deps, intervalMs = SLA_SWEEP_INTERVAL_MS): () => Promise<void> {
  return startLeasedJob(
    deps,
    {
      lease: 'task-sla',
      leaseMs: SLA_LEASE_MS,
      intervalMs,
      run: async () => {
        const report = await timedRun(deps.jobRuns, 'sla_sweep', () => runSlaSweep(deps));
        if (report.warned + report.breached + report.returned + report.idleWarned > 0)
          deps.log.info({ report }, 'task SLA sweep');
      },
      onError: (error) => deps.log.error({ err: error }, 'task SLA sweep failed'),
    },
    newId(),
  );
}
