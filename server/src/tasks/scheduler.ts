import type { Deps } from '../app/deps';
import { offerTasks } from './assignment';
import { requeueExpiredPending } from './pending';

export const SCHEDULER_INTERVAL_MS = 5_000;

/** One tick: expired pending tasks back to the queue, then waiting tasks to idle agents. */
export async function runTaskSchedulerTick(deps: Deps): Promise<{ requeued: number; assigned: number }> {
  const requeued = await requeueExpiredPending(deps);
  const assigned = await offerTasks(deps);
  return { requeued, assigned };
}

/**
 * Starts the tick every few seconds; returns the stop function. The tick also heals
 * missed offers (a process that died between commit and offer). Ticks never overlap.
 */
export function startTaskScheduler(deps: Deps, intervalMs = SCHEDULER_INTERVAL_MS): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const timer = setInterval(() => {
    if (running || stopped) return;
    running = runTaskSchedulerTick(deps)
      .catch((error: unknown) => deps.log.error({ err: error }, 'task scheduler tick failed'))
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
