import { setImmediate as nextTurn } from 'node:timers/promises';

/** The background jobs whose runs are timed (ops_job_run_seconds's `job_name` label; Prometheus keeps `job` for the scrape target). */
export type JobName =
  | 'task_scheduler'
  | 'sla_sweep'
  | 'interval_payments'
  | 'aggregates'
  | 'vehicle_snapshot'
  | 'alert_watcher'
  | 'backup'
  | 'runaway_rides';

/** Where a job's run time goes (OpsMetrics in a server; absent in tests that build deps by hand). */
export interface JobRunObserver {
  observe(job: JobName, seconds: number, outcome: 'ok' | 'failed'): void;
}

/**
 * Runs one pass of a background job, timed. The pass starts on a later turn of the event loop,
 * after the I/O already waiting (requests, socket events): a job that comes due never runs
 * ahead of them (issue 24).
 */
export async function timedRun<T>(
  observer: JobRunObserver | undefined,
  job: JobName,
  work: () => Promise<T>,
): Promise<T> {
  await nextTurn();
  const started = performance.now();
  try {
    const result = await work();
    observer?.observe(job, (performance.now() - started) / 1000, 'ok');
    return result;
  } catch (error) {
    observer?.observe(job, (performance.now() - started) / 1000, 'failed');
    throw error;
  }
}

/** Lets waiting requests run between the batches of a long job. */
export function yieldToRequests(): Promise<void> {
  return nextTurn();
}
