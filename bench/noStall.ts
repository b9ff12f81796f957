/**
 * Issue 24, "nothing one person does stalls everyone else": while one user loads the Cohorts
 * page cold 5 times in a row, /healthz and an agent's 'ASSIGNED TASK' delivery stay near their
 * idle values; and the Cohorts page's first figures come fast. Same run, PGlite and PostgreSQL.
 * The loads go on past the fifth until the idle window's length has passed, so both windows hold
 * as many probes.
 *
 * One API (server/test/testServer.ts: the real server on port 0) with RIDERS riders and RIDES
 * ended rides over a year, made by SQL in the database. The cohort aggregate is built first (the
 * job does it at start). Then, idle and under the Cohorts loads:
 * - /healthz every 20 ms over HTTP: p50/p99/max;
 * - an agent checked in with a socket; a vehicle condition raised every 150 ms (a new vehicle,
 *   so a new task) and timed from the call to the agent's 'ASSIGNED TASK'; each task is then
 *   resolved so the agent is free for the next.
 * The bench runs in the server's process (as the tests do): a blocked event loop delays the
 * probes' own timers too, so a stall shows in full.
 *
 * BENCH_NOSTALL_RIDERS / BENCH_NOSTALL_RIDES change the data; BENCH_NOSTALL_ENGINES=pglite,postgres.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { REALTIME_EVENTS } from '@ops/shared/realtime/events';
import { openDatabase, type DatabaseHandle } from '../server/src/platform/db/client';
import { migrate } from '../server/src/platform/db/migrate';
import { startTestServer, type TestServer } from '../server/test/testServer';
import { createStaff, signIn } from '../server/test/staff';
import { makeAgent, makeArea, makeVehicle, type Agent } from '../server/src/domains/tasks/testing';
import { checkUserInTasks } from '../server/src/domains/attendance/service';
import { raiseVehicleCondition } from '../server/src/domains/tasks/engine';
import { refreshTick } from '../server/src/platform/aggregates/refresh';
import { SERVER_AGGREGATES as AGGREGATES } from '../server/src/compose/modules';
import { systemClock } from '../server/src/platform/deps';
import { hexId } from './claimsSupport';

const RIDERS = Number(process.env.BENCH_NOSTALL_RIDERS ?? 20_000);
const RIDES = Number(process.env.BENCH_NOSTALL_RIDES ?? 200_000);
const ENGINES = (process.env.BENCH_NOSTALL_ENGINES ?? 'pglite,postgres').split(',');
const LOADS = 5;
const IDLE_MS = 3_000;
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const COHORTS = `query($s: String!, $e: String!) { getUserCohorts(startDate: $s, endDate: $e) { months refreshedAt cohorts { month size riders rodeEver } } }`;

export function quantile(values: number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * q) - 1)]! * 10) / 10;
}

/** Rides written by one INSERT when generating (each well inside the background statement timeout). */
const RIDES_PER_STATEMENT = 500_000;

/** Raw SQL text (bench/ cannot import drizzle-orm); every interpolated value is an integer or a checked id. */
async function run(db: DatabaseHandle['db'], statement: string): Promise<void> {
  await db.execute(statement);
}

/** RIDERS riders and RIDES ended rides over the last year, by SQL; `phonePrefix` + 8 digits must be free (the demo seed's staff use +2010000000NN). */
export async function generate(
  handle: DatabaseHandle,
  vehicleId: string,
  size: { riders: number; rides: number; phonePrefix: string } = {
    riders: RIDERS,
    rides: RIDES,
    phonePrefix: '+2010',
  },
): Promise<number> {
  const started = performance.now();
  const riders = Math.trunc(size.riders);
  const rides = Math.trunc(size.rides);
  if (!/^\+\d+$/.test(size.phonePrefix)) throw new Error(`not a phone prefix: ${size.phonePrefix}`);
  await run(
    handle.backgroundDb,
    `
    INSERT INTO users (id, name, phone_number, type, lang, created_at, updated_at)
    SELECT lpad(to_hex(g), 24, '0'), 'Rider ' || g, '${size.phonePrefix}' || lpad(g::text, 8, '0'), 'user', CASE WHEN g % 3 = 0 THEN 'en' ELSE 'ar' END,
           now() - make_interval(days => g % 365, secs => g % 86400), now()
      FROM generate_series(1, ${riders}) AS g`,
  );
  // Rider u signed up (u % 365) days ago; each ride starts between then and now. In chunks: 5,000,000
  // rides in one statement outlast the background statement timeout (300 s).
  for (let first = 1; first <= rides; first += RIDES_PER_STATEMENT) {
    const last = Math.min(rides, first + RIDES_PER_STATEMENT - 1);
    await run(
      handle.backgroundDb,
      `
    INSERT INTO rides (id, user_id, vehicle_id, start_time, end_time, status, created_at, updated_at)
    SELECT 'f' || lpad(to_hex(g), 23, '0'), lpad(to_hex(u), 24, '0'), '${hexId(vehicleId)}',
           now() - make_interval(days => g % (u % 365 + 1), secs => g % 3600), now() - make_interval(days => g % (u % 365 + 1)),
           'done', now(), now()
      FROM (SELECT g, (1 + (g::bigint * 7919) % ${riders})::int AS u FROM generate_series(${first}, ${last}) AS g) AS s`,
    );
  }
  await run(handle.backgroundDb, `ANALYZE users`);
  await run(handle.backgroundDb, `ANALYZE rides`);
  return Math.round(performance.now() - started);
}

interface Probes {
  healthz: number[];
  delivery: number[];
  missed: number;
}

/** Runs the probes until `until` resolves. */
async function probe(
  server: TestServer,
  agent: Agent,
  areaId: string,
  until: Promise<unknown>,
): Promise<Probes> {
  const result: Probes = { healthz: [], delivery: [], missed: 0 };
  let done = false;
  void until.finally(() => {
    done = true;
  });
  const health = (async () => {
    while (!done) {
      const asked = performance.now();
      await fetch(`${server.url}/healthz`).then((response) => response.arrayBuffer());
      result.healthz.push(performance.now() - asked);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const deps = server.server.deps;
  const tasks = (async () => {
    while (!done) {
      const vehicle = await makeVehicle(deps, areaId);
      const asked = performance.now();
      const task = await raiseVehicleCondition(deps, { vehicleId: vehicle.id, reason: 'LPM' });
      try {
        await agent.next<{ _id?: string }>(
          REALTIME_EVENTS.ASSIGNED_TASK,
          (payload) => payload?._id === task._id,
          30_000,
        );
        result.delivery.push(performance.now() - asked);
      } catch {
        result.missed += 1;
      }
      await run(
        deps.db,
        `UPDATE tasks SET status = 'resolved', resolved_at = now() WHERE id = '${hexId(task._id)}'`,
      );
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  })();
  await until;
  done = true;
  await Promise.all([health, tasks]);
  return result;
}

function summary(probes: Probes) {
  return {
    healthzSamples: probes.healthz.length,
    healthzP50Ms: quantile(probes.healthz, 0.5),
    healthzP99Ms: quantile(probes.healthz, 0.99),
    healthzMaxMs: quantile(probes.healthz, 1),
    deliveries: probes.delivery.length,
    deliveryP50Ms: quantile(probes.delivery, 0.5),
    deliveryP95Ms: quantile(probes.delivery, 0.95),
    missedDeliveries: probes.missed,
  };
}

export async function openEngine(
  engine: string,
): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  if (engine === 'pglite') {
    const handle = await openDatabase({ dataDir: 'memory://' });
    await migrate(handle);
    return { handle, drop: () => handle.close() };
  }
  const name = `ops_bench_nostall_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const handle = await openDatabase({
    databaseUrl: url.toString(),
    dataDir: 'unused',
    poolSize: 20,
    statementTimeouts: { requestMs: 15_000, backgroundMs: 300_000 },
    // The server's own knob (README): a run can compare read slots as wide as the pool with the default.
    readConnections: process.env.PG_READ_CONNECTIONS ? Number(process.env.PG_READ_CONNECTIONS) : null,
  });
  await migrate(handle);
  return {
    handle,
    drop: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: ADMIN_URL });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

async function runEngine(engine: string): Promise<Record<string, unknown>> {
  const { handle, drop } = await openEngine(engine);
  // The aggregate job is run by hand below, once, as at start; the probes see no tick meanwhile.
  const server = await startTestServer({
    handle,
    config: { aggregateJob: false, alertWatcher: false, taskSlaSweep: false },
  });
  try {
    const deps = server.server.deps;
    const area = await makeArea(deps, 'Zamalek');
    const vehicle = await makeVehicle(deps, area.id);
    const generateMs = await generate(handle, vehicle.id);
    const aggregateStarted = performance.now();
    await refreshTick({ db: handle.backgroundDb, clock: systemClock }, AGGREGATES);
    const aggregateMs = Math.round(performance.now() - aggregateStarted);
    const viewer = await signIn(
      server,
      await createStaff(handle.db, { level: 3, permissions: { analytics: { VIEW_COHORTS: true } } }),
    );
    const agent = await makeAgent(server);
    await checkUserInTasks(deps, agent.session);

    const idle = await probe(server, agent, area.id, new Promise((resolve) => setTimeout(resolve, IDLE_MS)));
    const today = new Date().toISOString().slice(0, 10);
    const yearAgo = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
    const cohortMs: number[] = [];
    const loads = (async () => {
      // At least LOADS loads, and for as long as the idle window: since Cohorts answers from its
      // summary, five loads took 0.6 s and the probes had one or two deliveries to compare.
      const began = performance.now();
      for (let i = 0; i < LOADS || performance.now() - began < IDLE_MS; i += 1) {
        const asked = performance.now();
        const answer = await server.gql<{ getUserCohorts: { cohorts: Array<{ size: number }> } }>(
          COHORTS,
          { s: yearAgo, e: today },
          viewer,
        );
        if (!answer.data) throw new Error(answer.errors?.[0]?.message ?? 'no cohorts');
        cohortMs.push(performance.now() - asked);
      }
    })();
    const loaded = await probe(server, agent, area.id, loads);
    agent.socket?.close();
    const idleSummary = summary(idle);
    const loadedSummary = summary(loaded);
    return {
      engine,
      riders: RIDERS,
      rides: RIDES,
      generateMs,
      aggregateBuildMs: aggregateMs,
      cohortLoads: cohortMs.length,
      cohortsMs: cohortMs.map((ms) => Math.round(ms)),
      cohortsP95Ms: quantile(cohortMs, 0.95),
      idle: idleSummary,
      whileCohortsLoaded5x: loadedSummary,
      healthzP99Ratio: Math.round((loadedSummary.healthzP99Ms / idleSummary.healthzP99Ms) * 100) / 100,
      deliveryP95Ratio: Math.round((loadedSummary.deliveryP95Ms / idleSummary.deliveryP95Ms) * 100) / 100,
    };
  } finally {
    await server.close();
    await drop();
  }
}

export async function noStall(): Promise<Record<string, unknown>> {
  const results: Record<string, unknown>[] = [];
  for (const engine of ENGINES) {
    process.stderr.write(`noStall: ${engine}...\n`);
    results.push(await runEngine(engine));
  }
  return { bench: 'noStall', issue: 24, loadsPerRun: LOADS, results };
}
