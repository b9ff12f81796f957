import { sql } from 'drizzle-orm';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Clock } from '../deps';
import { queryRows, type DatabaseHandle } from '../db/client';
import type { ConsistencyState, ConsistencyStatus } from '../consistency/background';
import { loadBackupStatus } from './backupStatus';
import type { JobName, JobRunObserver } from './jobRuns';

/** What the scrape-time collectors read; the socket count comes from the realtime server once it exists. */
export interface MetricsSources {
  handle: DatabaseHandle;
  clock: Clock;
  socketCount: () => number;
  onCollectError: (error: unknown) => void;
  /** BACKUP_STATUS_FILE: the status deploy/backup/ops-pg-backup writes (null: not configured). */
  backupStatusFile?: string | null;
}

const CONSISTENCY_STATES: ConsistencyState[] = [
  'not started',
  'running',
  'passed',
  'failed',
  'could not run',
];

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const LATENCY = [1, 5, 15, 30, 60, 120, 300, 600, 1800, 3600];

// A client chooses its operation names: past this many distinct ones, the rest count as "other",
// so a caller cannot grow the metrics without bound.
const MAX_OPERATION_NAMES = 300;

/**
 * One registry per server (tests run many servers in one process). Counters and histograms
 * are observed as things happen; queue depth, command outcomes and pool use are read from
 * the database at scrape time, so every API process reports the same shared truth.
 */
export class OpsMetrics implements JobRunObserver {
  readonly registry = new Registry();
  private readonly operationNames = new Set<string>();

  readonly httpDuration = new Histogram({
    name: 'ops_http_request_duration_seconds',
    help: 'HTTP request duration by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: SECONDS,
    registers: [this.registry],
  });
  readonly httpErrors = new Counter({
    name: 'ops_http_request_errors_total',
    help: 'HTTP requests answered with a 5xx status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  readonly graphqlDuration = new Histogram({
    name: 'ops_graphql_operation_duration_seconds',
    help: 'GraphQL operation duration (parse, validate, execute) by operation name',
    labelNames: ['operation'] as const,
    buckets: SECONDS,
    registers: [this.registry],
  });
  readonly graphqlErrors = new Counter({
    name: 'ops_graphql_operation_errors_total',
    help: 'GraphQL errors by operation name and error code',
    labelNames: ['operation', 'code'] as const,
    registers: [this.registry],
  });
  readonly socketEvents = new Counter({
    name: 'ops_socket_events_sent_total',
    help: 'Realtime events handed to socket.io by event name',
    labelNames: ['event'] as const,
    registers: [this.registry],
  });
  readonly vehicleMessages = new Counter({
    name: 'ops_vehicle_messages_total',
    help: 'Device messages accepted by the MQTT vehicle gateway, by topic (telemetry, state, acks)',
    labelNames: ['topic'] as const,
    registers: [this.registry],
  });
  readonly vehicleMessagesDropped = new Counter({
    name: 'ops_vehicle_messages_dropped_total',
    help: 'Device messages refused at the edge by the MQTT vehicle gateway, by reason (docs/vehicle-protocol.md)',
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });
  readonly vehiclePositionsWritten = new Counter({
    name: 'ops_vehicle_positions_written_total',
    help: 'Vehicle rows written from device telemetry by the MQTT vehicle gateway (one per vehicle per batch)',
    registers: [this.registry],
  });
  readonly smsSends = new Counter({
    name: 'ops_sms_sends_total',
    help: 'Text messages (one-time codes, reset passwords) handed to the SMS provider, by provider and outcome (sent, failed)',
    labelNames: ['provider', 'outcome'] as const,
    registers: [this.registry],
  });
  readonly assignmentLatency = new Histogram({
    name: 'ops_task_assignment_latency_seconds',
    help: 'From a task being raised (created) to its assignment to an agent',
    buckets: LATENCY,
    registers: [this.registry],
  });

  readonly jobRunDuration = new Histogram({
    name: 'ops_job_run_seconds',
    help: 'Background job passes (SLA sweep, aggregates, snapshots…) by job and outcome',
    labelNames: ['job_name', 'outcome'] as const,
    buckets: SECONDS,
    registers: [this.registry],
  });

  constructor(private readonly sources: MetricsSources) {
    collectDefaultMetrics({ register: this.registry });
    const { handle } = sources;
    new Gauge({
      name: 'ops_socket_connections',
      help: 'Socket.io connections open on this process',
      registers: [this.registry],
      collect() {
        this.set(sources.socketCount());
      },
    });
    new Gauge({
      name: 'ops_db_pool_connections',
      help: 'Database pool connections by state (PGlite: its single connection); reads_queued: GraphQL reads waiting for a read slot (PostgreSQL, db/readGate.ts)',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        const stats = handle.poolStats?.();
        if (!stats) return;
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
        if (stats.readsQueued !== undefined) this.set({ state: 'reads_queued' }, stats.readsQueued);
      },
    });
    const guard = async (work: () => Promise<void>) => {
      try {
        await work();
      } catch (error) {
        sources.onCollectError(error);
      }
    };
    new Gauge({
      name: 'ops_task_queue_depth',
      help: 'Tasks waiting for an agent (unassigned) by type and area',
      labelNames: ['type', 'area'] as const,
      registers: [this.registry],
      async collect() {
        await guard(async () => {
          const rows = await queryRows<{ type: string; area: string | null; count: number }>(
            handle.db,
            sql`SELECT type, area_name AS area, count(*)::int AS count FROM tasks WHERE status = 'unassigned' GROUP BY type, area_name`,
          );
          this.reset();
          for (const row of rows) this.set({ type: row.type, area: row.area ?? 'none' }, Number(row.count));
        });
      },
    });
    new Gauge({
      name: 'ops_task_oldest_waiting_seconds',
      help: 'Age of the oldest unassigned task by type',
      labelNames: ['type'] as const,
      registers: [this.registry],
      async collect() {
        await guard(async () => {
          const rows = await queryRows<{ type: string; oldest: string | Date }>(
            handle.db,
            sql`SELECT type, min(created_at) AS oldest FROM tasks WHERE status = 'unassigned' GROUP BY type`,
          );
          this.reset();
          const now = sources.clock.now().getTime();
          for (const row of rows)
            this.set({ type: row.type }, Math.max(0, (now - new Date(row.oldest).getTime()) / 1000));
        });
      },
    });
    this.watchBackups(sources.backupStatusFile ?? null);
    new Gauge({
      name: 'ops_vehicle_commands_last_hour',
      help: 'Vehicle commands sent in the last hour by command and outcome (sent, acknowledged, failed, timed_out)',
      labelNames: ['command', 'outcome'] as const,
      registers: [this.registry],
      async collect() {
        await guard(async () => {
          const since = new Date(sources.clock.now().getTime() - 60 * 60 * 1000).toISOString();
          const rows = await queryRows<{ command: string; outcome: string; count: number }>(
            handle.db,
            sql`SELECT command, status AS outcome, count(*)::int AS count FROM vehicle_commands WHERE created_at >= ${since} GROUP BY command, status`,
          );
          this.reset();
          for (const row of rows) this.set({ command: row.command, outcome: row.outcome }, Number(row.count));
        });
      },
    });
  }

  /**
   * The start-up consistency check's state (one series per state, the current one at 1) and
   * what it found; the alert rules fire on 'failed' and 'could not run'.
   */
  watchConsistency(status: () => ConsistencyStatus): void {
    new Gauge({
      name: 'ops_consistency_check_state',
      help: 'The consistency check of this process (run once at start): 1 for its current state (not started, running, passed, failed, could not run)',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        const current = status().state;
        for (const state of CONSISTENCY_STATES) this.set({ state }, state === current ? 1 : 0);
      },
    });
    new Gauge({
      name: 'ops_consistency_check_findings',
      help: 'What the last finished consistency check found, by kind (balance_mismatch, task_held_by_two, agent_with_two_tasks)',
      labelNames: ['kind'] as const,
      registers: [this.registry],
      collect() {
        const current = status();
        this.reset();
        if (current.state !== 'passed' && current.state !== 'failed') return;
        this.set({ kind: 'balance_mismatch' }, current.balanceMismatches ?? 0);
        this.set({ kind: 'task_held_by_two' }, current.tasksHeldByTwo ?? 0);
        this.set({ kind: 'agent_with_two_tasks' }, current.agentsWithTwoTasks ?? 0);
      },
    });
    new Gauge({
      name: 'ops_consistency_check_finished_timestamp_seconds',
      help: 'When the consistency check of this process finished (0: not yet)',
      registers: [this.registry],
      collect() {
        const finished = status().finishedAt;
        this.set(finished ? new Date(finished).getTime() / 1000 : 0);
      },
    });
  }

  /**
   * PostgreSQL backups run outside the API (deploy/backup/ops-pg-backup); their status file is
   * read at every scrape. Unknown times read 0, so "no backup for a day" also fires when the
   * backup never ran or BACKUP_STATUS_FILE is not set.
   */
  private watchBackups(file: string | null): void {
    const read = () => (file ? loadBackupStatus(file) : Promise.resolve(null));
    const gauge = (
      name: string,
      help: string,
      pick: (status: NonNullable<Awaited<ReturnType<typeof read>>>) => number | null,
    ) =>
      new Gauge({
        name,
        help,
        registers: [this.registry],
        async collect() {
          const status = await read();
          this.set((status && pick(status)) ?? 0);
        },
      });
    gauge(
      'ops_backup_status_readable',
      'Whether BACKUP_STATUS_FILE (written by ops-pg-backup) is set and readable: 1 yes, 0 no',
      () => 1,
    );
    gauge(
      'ops_backup_last_run_timestamp_seconds',
      'When the last PostgreSQL backup ran, successful or not (0: unknown)',
      (status) => status.lastRunAt,
    );
    gauge(
      'ops_backup_last_run_success',
      'Whether the last PostgreSQL backup wrote a readable dump: 1 yes, 0 no or unknown',
      (status) => status.lastRunSuccess,
    );
    gauge(
      'ops_backup_last_success_timestamp_seconds',
      'When the last successful PostgreSQL backup finished (0: none known)',
      (status) => status.lastSuccessAt,
    );
    gauge(
      'ops_backup_last_size_bytes',
      'Size of the last PostgreSQL dump written',
      (status) => status.sizeBytes,
    );
  }

  /** The label for an operation name: bounded in count and shape. */
  operationLabel(name: string | null | undefined): string {
    if (!name) return 'anonymous';
    if (!/^[A-Za-z_][A-Za-z0-9_]{0,63}$/.test(name)) return 'invalid';
    if (this.operationNames.has(name)) return name;
    if (this.operationNames.size >= MAX_OPERATION_NAMES) return 'other';
    this.operationNames.add(name);
    return name;
  }

  observe(job: JobName, seconds: number, outcome: 'ok' | 'failed'): void {
    this.jobRunDuration.observe({ job_name: job, outcome }, seconds);
  }

  /** A task assignment seen on its way to the agent (the 'ASSIGNED TASK' event). */
  observeAssignment(payload: unknown): void {
    const task = payload as { createdAt?: unknown; assignedAt?: unknown } | null;
    if (typeof task?.createdAt !== 'string' || typeof task.assignedAt !== 'string') return;
    const seconds = (new Date(task.assignedAt).getTime() - new Date(task.createdAt).getTime()) / 1000;
    if (Number.isFinite(seconds) && seconds >= 0) this.assignmentLatency.observe(seconds);
  }
}
