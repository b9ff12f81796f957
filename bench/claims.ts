/**
 * Task-engine benchmarks (bench/run.ts runs every function exported here):
 * - claimThroughput: 50 agents claiming 1,000 waiting tasks at once, PostgreSQL and PGlite.
 * - assignmentLatency: condition raised -> 'ASSIGNED TASK' on the agent's socket, PostgreSQL.
 * See bench/README.md.
 */
import os from 'node:os';
import pg from 'pg';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { REALTIME_EVENTS } from '@ops/shared/realtime/events';
import type { TaskPayload } from '@ops/shared/realtime/taskEvents';
import type { Deps } from '../server/src/platform/deps';
import { checkUserInTasks } from '../server/src/domains/attendance/service';
import { supportAttendance } from '../server/src/domains/attendance/tables';
import { authenticate, createSession } from '../server/src/platform/session/sessions';
import { newId } from '../server/src/platform/lib/ids';
import {
  claimNextTask,
  raiseVehicleCondition,
  resolveTaskByDecision,
} from '../server/src/domains/tasks/engine';
import {
  buildBenchServer,
  freshPglite,
  freshPostgres,
  hexId,
  round,
  rows,
  sampleLockWaits,
  seedFleet,
  sleep,
  summarize,
  type BenchDatabase,
} from './claimsSupport';

const AGENTS = 50;
const CLAIM_TASKS = 1_000;

interface ClaimRecord {
  taskId: string;
  agentId: string;
}

/** Every task claimed exactly once, by our workers, and now resolved; throws otherwise. */
async function verifyClaims(deps: Deps, claims: ClaimRecord[], expected: number): Promise<void> {
  const problems: string[] = [];
  if (claims.length !== expected) problems.push(`${claims.length} claims for ${expected} tasks`);
  const distinct = new Set(claims.map((claim) => claim.taskId));
  if (distinct.size !== claims.length) problems.push(`${claims.length - distinct.size} tasks claimed twice`);
  const [counts] = await rows<{ total: number; resolved: number; once: number; assigned_entries: number }>(
    deps,
    `SELECT
          (SELECT count(*)::int FROM tasks) AS total,
          (SELECT count(*)::int FROM tasks WHERE status = 'resolved') AS resolved,
          (SELECT count(*)::int FROM tasks WHERE assigned_count = 1) AS once,
          (SELECT count(*)::int FROM task_history WHERE action = 'assigned') AS assigned_entries`,
  );
  if (!counts) throw new Error('no counts');
  if (counts.total !== expected) problems.push(`${counts.total} tasks in the table, expected ${expected}`);
  if (counts.resolved !== expected) problems.push(`${expected - counts.resolved} tasks never claimed`);
  if (counts.once !== expected) problems.push(`${expected - counts.once} tasks with assigned_count <> 1`);
  if (counts.assigned_entries !== expected)
    problems.push(`${counts.assigned_entries} 'assigned' history entries, expected ${expected}`);
  if (problems.length > 0) throw new Error(`claimThroughput correctness: ${problems.join('; ')}`);
}

async function claimRun(database: BenchDatabase) {
  const bench = await buildBenchServer(database.handle);
  try {
    const { deps } = bench;
    const fleet = await seedFleet(deps, AGENTS, CLAIM_TASKS);
    // Tasks first, nobody on shift: each raise offers nothing, so the whole queue is left for the race.
    for (const vehicleId of fleet.vehicleIds) await raiseVehicleCondition(deps, { vehicleId, reason: 'LPM' });
    // The scheduler tick (every 5 s) would hand tasks to idle agents itself, outside the measured
    // loop: stop it (and the HTTP/socket side, unused here) before anyone is on shift. deps stay usable.
    await bench.close();
    const checkIn = deps.clock.now();
    await deps.db.insert(supportAttendance).values(
      fleet.agentIds.map((userId) => ({
        id: newId(),
        userId,
        status: 'ACTIVE' as const,
        checkInDate: checkIn,
      })),
    );

    const claims: ClaimRecord[] = [];
    const latencies: number[] = [];
    let emptyClaims = 0;
    const worker = async (agentId: string) => {
      for (;;) {
        const before = performance.now();
        const task = await claimNextTask(deps, agentId);
        const took = performance.now() - before;
        if (task) {
          latencies.push(took);
          claims.push({ taskId: task._id, agentId });
          // Done at once, behind the engine's back: no offerTasks, so only claiming is measured.
          await deps.db.execute(
            `UPDATE tasks SET status = 'resolved', resolved_at = now(), resolved_by = '${hexId(agentId)}', updated_at = now() WHERE id = '${hexId(task._id)}'`,
          );
          continue;
        }
        emptyClaims += 1;
        // Null can also mean "the rows left are locked by other claimers" (SKIP LOCKED): look again.
        const [left] = await rows<{ n: number }>(
          deps,
          `SELECT count(*)::int AS n FROM tasks WHERE status = 'unassigned'`,
        );
        if (!left || left.n === 0) return;
        await sleep(1);
      }
    };
    const breakdown = process.env.BENCH_CLAIMS_BREAKDOWN === '1' ? timeStatements() : null;
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    await Promise.all(fleet.agentIds.map((agentId) => worker(agentId)));
    const elapsedMs = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    const statementsMs = breakdown?.stop() ?? null;
    await verifyClaims(deps, claims, CLAIM_TASKS);
    const roundTrips = database.engine === 'postgres' ? await roundTripsPerClaim(deps, fleet) : null;
    const perAgent = fleet.agentIds.map((id) => claims.filter((claim) => claim.agentId === id).length);
    const latency = summarize(latencies);
    return {
      claims: claims.length,
      elapsedMs: Math.round(elapsedMs),
      claimsPerSecond: Math.round((claims.length / elapsedMs) * 1000),
      claimLatencyMs: { p50: latency.p50, p95: latency.p95, p99: latency.p99, max: latency.max },
      emptyClaims,
      claimsPerAgent: { min: Math.min(...perAgent), max: Math.max(...perAgent) },
      // This process's CPU over the run (PGlite runs inside it; PostgreSQL does not): near 100 % means Node is the bottleneck.
      benchProcessCpuPercent: Math.round(((cpu.user + cpu.system) / 1000 / elapsedMs) * 100),
      verified: 'each task claimed exactly once',
      roundTrips,
      statementsMs,
    };
  } finally {
    await bench.close();
    await database.drop();
  }
}

/**
 * BENCH_CLAIMS_BREAKDOWN=1: each statement's time from send to answer as this process sees it,
 * by its first words, to tell where a claim's latency goes (PostgreSQL's own view needs
 * pg_stat_statements, which the shared server does not load).
 */
function timeStatements(): { stop: () => Record<string, ReturnType<typeof summarize> & { n: number }> } {
  const byKind = new Map<string, number[]>();
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0];
    const text = typeof first === 'string' ? first : ((first as { text?: string } | undefined)?.text ?? '?');
    const kind = text.replace(/\s+/g, ' ').trim().slice(0, 48);
    const started = performance.now();
    const record = () => {
      const list = byKind.get(kind) ?? [];
      list.push(performance.now() - started);
      byKind.set(kind, list);
    };
    // pg's query is overloaded: the pool passes a callback, drizzle's transactions await a promise.
    const last = args.at(-1);
    if (typeof last === 'function') {
      args[args.length - 1] = (...answer: unknown[]) => {
        record();
        return (last as (...rest: unknown[]) => unknown)(...answer);
      };
    }
    const result = (original as (...rest: unknown[]) => unknown).apply(this, args);
    if (result instanceof Promise) void result.then(record, () => undefined);
    return result;
  } as typeof original;
  return {
    stop: () => {
      pg.Client.prototype.query = original;
      return Object.fromEntries(
        [...byKind].map(([kind, list]) => [kind, { n: list.length, ...summarize(list) }]),
      );
    },
  };
}

/**
 * Statements sent to PostgreSQL per claim, counted by wrapping pg.Client#query (every pool query
 * and every transaction statement, BEGIN and COMMIT included, goes through it): the shared
 * server here has no pg_stat_statements loaded, and loading it needs a restart. Ten claims one
 * after the other (nothing else running), then one claim that finds nothing.
 */
async function roundTripsPerClaim(deps: Deps, fleet: { vehicleIds: string[]; agentIds: string[] }) {
  const sample = 10;
  // Off shift while raising (a raise offers to idle agents), back on shift for the count.
  await deps.db.execute(`UPDATE support_attendance SET status = 'ENDED', check_out_date = now()`);
  for (const vehicleId of fleet.vehicleIds.slice(0, sample))
    await raiseVehicleCondition(deps, { vehicleId, reason: 'LPM' });
  const checkIn = deps.clock.now();
  await deps.db.insert(supportAttendance).values(
    fleet.agentIds.map((userId) => ({
      id: newId(),
      userId,
      status: 'ACTIVE' as const,
      checkInDate: checkIn,
    })),
  );
  const count = async (work: () => Promise<unknown>): Promise<number> => {
    let statements = 0;
    const original = pg.Client.prototype.query;
    // Patched for the one measurement; pg's signature is overloaded, so it is called through loosely.
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      statements += 1;
      return (original as (...rest: unknown[]) => unknown).apply(this, args);
    } as typeof original;
    try {
      await work();
    } finally {
      pg.Client.prototype.query = original;
    }
    return statements;
  };
  let taken = 0;
  const forTasks = await count(async () => {
    for (let i = 0; i < sample; i += 1)
      if (await claimNextTask(deps, fleet.agentIds[i % fleet.agentIds.length] ?? '')) taken += 1;
  });
  // Every agent of the sample now holds one: the next claim of a holder takes nothing.
  const empty = await count(() => claimNextTask(deps, fleet.agentIds[0] ?? ''));
  return {
    counted: 'pg.Client#query calls (no pg_stat_statements on this server)',
    perClaim: round(forTasks / Math.max(1, taken), 2),
    claimsCounted: taken,
    emptyClaim: empty,
  };
}

/**
 * Claims per second with 50 agents racing for 1,000 waiting tasks (each released at once by SQL).
 * The pool is the API's own default (20 connections; BENCH_CLAIMS_POOL to change it): on 2 cores a
 * bigger pool only adds backends competing for the same CPU (60 gave 0.8× the claims of 20).
 */
export async function claimThroughput() {
  const postgres = await claimRun(await freshPostgres(Number(process.env.BENCH_CLAIMS_POOL ?? 20)));
  // BENCH_CLAIMS_ENGINES=postgres: peersAB alternates trees on PostgreSQL only.
  const pglite = process.env.BENCH_CLAIMS_ENGINES === 'postgres' ? null : await claimRun(await freshPglite());
  return {
    name: 'task claims: 50 concurrent agents, 1,000 waiting tasks',
    agents: AGENTS,
    tasks: CLAIM_TASKS,
    loop: 'claimNextTask, then a direct SQL UPDATE to resolved (not timed in the latency, inside the wall clock); scheduler stopped',
    postgres,
    pglite,
    loadAverage1m: round(os.loadavg()[0] ?? 0, 2),
  };
}

const LATENCY_SECONDS = Number(process.env.BENCH_LATENCY_SECONDS ?? 30);
const RAISE_EVERY_MS = 60;
const WORK_MS = 500;

/** Condition raised -> 'ASSIGNED TASK' on the agent's socket, 50 agents, 1,000 new tasks a minute. */
export async function assignmentLatency() {
  const raises = Math.max(1, Math.floor((LATENCY_SECONDS * 1000) / RAISE_EVERY_MS));
  const database = await freshPostgres(60);
  const bench = await buildBenchServer(database.handle);
  const sockets: Socket[] = [];
  const resolving = new Set<Promise<unknown>>();
  const errors: string[] = [];
  try {
    const { deps, server } = bench;
    const url = await server.listen();
    const fleet = await seedFleet(deps, AGENTS, raises);

    const raisedAt = new Map<string, number>();
    const latencies: number[] = [];
    /** [raise time, latency]: lets the result show when in the run the slow ones happened. */
    const timeline: Array<[number, number]> = [];
    const seenTasks = new Set<string>();
    let duplicates = 0;
    let unknown = 0;
    let received = 0;

    for (const userId of fleet.agentIds) {
      const { token } = await createSession(deps, {
        userId,
        deviceId: null,
        ip: '127.0.0.1',
        userAgent: 'bench',
      });
      const socket = connectSocket(url, {
        path: '/ws',
        auth: { token },
        transports: ['websocket'],
        reconnection: false,
      });
      socket.on(REALTIME_EVENTS.ASSIGNED_TASK, (task: TaskPayload) => {
        const arrived = performance.now();
        const raised = task.vehicle ? raisedAt.get(task.vehicle) : undefined;
        if (seenTasks.has(task._id)) duplicates += 1;
        else if (raised === undefined) unknown += 1;
        else {
          seenTasks.add(task._id);
          latencies.push(arrived - raised);
          timeline.push([raised, arrived - raised]);
          received += 1;
        }
        // Simulated work, then done: the engine offers this agent the next waiting task.
        const work = sleep(WORK_MS)
          .then(() => resolveTaskByDecision(deps, { taskId: task._id, userId, action: 'done' }))
          .catch((error: unknown) => void errors.push(`resolve: ${String(error)}`));
        resolving.add(work);
        void work.finally(() => resolving.delete(work));
      });
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      sockets.push(socket);
      const session = await authenticate(deps, token);
      if (!session) throw new Error('bench session did not authenticate');
      // The engine's own check-in: opens the ACTIVE attendance and offers work (none waiting yet).
      await checkUserInTasks(deps, session);
    }

    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    loopDelay.enable();
    const locks = await sampleLockWaits(database.name!);
    const raiseCalls: number[] = [];
    const inFlight: Array<Promise<unknown>> = [];
    const started = performance.now();
    // Open loop: one raise every 60 ms on its schedule, whether or not earlier raises have returned.
    for (let i = 0; i < raises; i += 1) {
      await sleep(started + i * RAISE_EVERY_MS - performance.now());
      const vehicleId = fleet.vehicleIds[i]!;
      const before = performance.now();
      raisedAt.set(vehicleId, before);
      inFlight.push(
        raiseVehicleCondition(deps, { vehicleId, reason: 'LPM' })
          .then(() => void raiseCalls.push(performance.now() - before))
          .catch((error: unknown) => void errors.push(`raise: ${String(error)}`)),
      );
    }
    const raisingMs = performance.now() - started;
    await Promise.all(inFlight);
    // Let the last tasks reach an agent.
    const deadline = performance.now() + 15_000;
    while (received < raises && performance.now() < deadline) await sleep(20);
    loopDelay.disable();
    const postgresSessions = await locks.stop();
    while (resolving.size > 0) await Promise.all([...resolving]);

    const latency = summarize(latencies);
    const raiseCall = summarize(raiseCalls);
    const windows: number[][] = [];
    for (const [raised, ms] of timeline) (windows[Math.floor((raised - started) / 5_000)] ??= []).push(ms);
    const p95By5s = Array.from(windows, (window) => summarize(window ?? []).p95);
    return {
      name: "condition raised -> 'ASSIGNED TASK' on the agent's socket (PostgreSQL, loopback)",
      agents: AGENTS,
      seconds: LATENCY_SECONDS,
      raiseEveryMs: RAISE_EVERY_MS,
      tasksPerMinute: Math.round((raises / raisingMs) * 60_000),
      simulatedWorkMs: WORK_MS,
      raised: raises,
      count: latency.count,
      neverAssigned: raises - received,
      latencyMs: {
        p50: latency.p50,
        p95: latency.p95,
        p99: latency.p99,
        max: latency.max,
        mean: latency.mean,
      },
      p95ByFiveSecondWindowMs: p95By5s,
      raiseCallMs: { p50: raiseCall.p50, p95: raiseCall.p95, p99: raiseCall.p99, max: raiseCall.max },
      postgresSessions,
      eventLoopDelayMs: {
        p50: round(loopDelay.percentile(50) / 1e6),
        p99: round(loopDelay.percentile(99) / 1e6),
        max: round(loopDelay.max / 1e6),
      },
      duplicateAssignedEvents: duplicates,
      unknownAssignedEvents: unknown,
      errors: errors.slice(0, 5),
      loadAverage1m: round(os.loadavg()[0] ?? 0, 2),
      goal: 'p95 <= 100 ms on loopback',
      met: latency.p95 !== null && latency.p95 <= 100 && received === raises,
    };
  } finally {
    for (const socket of sockets) socket.close();
    while (resolving.size > 0) await Promise.all([...resolving]);
    await bench.close();
    await database.drop();
  }
}
