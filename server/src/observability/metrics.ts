import { sql } from 'drizzle-orm';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Clock } from '../app/deps';
import { queryRows, type DatabaseHandle } from '../db/client';

/** What the scrape-time collectors read; the socket count comes from the realtime server once it exists. */
export interface MetricsSources {
  handle: DatabaseHandle;
  clock: Clock;
  socketCount: () => number;
  onCollectError: (error: unknown) => void;
}

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
export class OpsMetrics {
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
  readonly assignmentLatency = new Histogram({
    name: 'ops_task_assignment_latency_seconds',
    help: 'From a task being raised (created) to its assignment to an agent',
    buckets: LATENCY,
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
      help: 'Database pool connections by state (PGlite: its single connection)',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        const stats = handle.poolStats?.();
        if (!stats) return;
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
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
          for (const row of rows) this.set({ type: row.type }, Math.max(0, (now - new Date(row.oldest).getTime()) / 1000));
        });
      },
    });
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

  /** The label for an operation name: bounded in count and shape. */
  operationLabel(name: string | null | undefined): string {
    if (!name) return 'anonymous';
    if (!/^[A-Za-z_][A-Za-z0-9_]{0,63}$/.test(name)) return 'invalid';
    if (this.operationNames.has(name)) return name;
    if (this.operationNames.size >= MAX_OPERATION_NAMES) return 'other';
    this.operationNames.add(name);
    return name;
  }

  /** A task assignment seen on its way to the agent (the 'ASSIGNED TASK' event). */
  observeAssignment(payload: unknown): void {
    const task = payload as { createdAt?: unknown; assignedAt?: unknown } | null;
    if (typeof task?.createdAt !== 'string' || typeof task.assignedAt !== 'string') return;
    const seconds = (new Date(task.assignedAt).getTime() - new Date(task.createdAt).getTime()) / 1000;
    if (Number.isFinite(seconds) && seconds >= 0) this.assignmentLatency.observe(seconds);
  }
}
