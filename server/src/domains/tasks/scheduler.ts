import type { Deps } from '../../platform/deps';
import { pruneAttempts } from '../../platform/rateLimiter/attempts';
import { pruneExpiredSessions } from '../../platform/session/sessions';
import { timedRun } from '../../platform/observability/jobRuns';
import { timeOutOverdueCommands } from '../../platform/integrations/vehicleGateway/commandLog';
import { offerTasks } from './assignment';
import { requeueExpiredPending } from './pending';

export const SCHEDULER_INTERVAL_MS = 5_000;
/** Old sessions and attempt windows are removed at most this often (the deletes scan their tables). */
export const PRUNE_EVERY_MS = 60 * 60 * 1000;
/** Attempt windows are at most an hour long; a day-old one can count nothing any more. */
export const ATTEMPT_RETENTION_MS = 24 * 60 * 60 * 1000;

export interface SchedulerState {
  /** When this process last pruned; null: never, so the next tick does. */
  lastPruneAt: number | null;
}

export interface TickResult {
  requeued: number;
  assigned: number;
  timedOutCommands: number;
  pruned: boolean;
}

async function pruneIfDue(deps: Deps, state: SchedulerState, now: Date): Promise<boolean> {
  if (state.lastPruneAt !== null && now.getTime() - state.lastPruneAt < PRUNE_EVERY_MS) return false;
  state.lastPruneAt = now.getTime();
  await pruneExpiredSessions(deps);
  await pruneAttempts(deps.db, new Date(now.getTime() - ATTEMPT_RETENTION_MS));
  return true;
}

/**
 * One tick: expired pending tasks back to the queue, waiting tasks to idle agents; then
 * vehicle commands past their acknowledgement deadline are timed out, and (hourly) old
 * sessions and sign-in attempt windows are removed.
 */
export async function runTaskSchedulerTick(
  deps: Deps,
  state: SchedulerState = { lastPruneAt: null },
): Promise<TickResult> {
  const requeued = await requeueExpiredPending(deps);
  const assigned = await offerTasks(deps);
  const now = deps.clock.now();
  const timedOut = await timeOutOverdueCommands(deps.db, now);
  if (timedOut.length > 0)
    deps.log.info({ commands: timedOut }, 'vehicle commands timed out without an answer');
  const pruned = await pruneIfDue(deps, state, now);
  return { requeued, assigned, timedOutCommands: timedOut.length, pruned };
}

/**
 * Starts the tick every few seconds; returns the stop function. The tick also heals
 * missed offers (a process that died between commit and offer). Ticks never overlap.
 */
export function startTaskScheduler(deps: Deps, intervalMs = SCHEDULER_INTERVAL_MS): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const state: SchedulerState = { lastPruneAt: null };
  const timer = setInterval(() => {
    if (running || stopped) return;
    running = timedRun(deps.jobRuns, 'task_scheduler', () => runTaskSchedulerTick(deps, state))
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
