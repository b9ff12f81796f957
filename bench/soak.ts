import { randomBytes } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { TOPIC_GATES } from '@ops/shared/realtime/topics';
import accounts from '../server/src/seed/demo-accounts.json' with { type: 'json' };
import { PG_ADMIN_URL, sleep, summarize } from './claimsSupport';
import { gql, machineLine, signInDemo, startApiProcess, type RunningServer } from './support';

/**
 * The whole system for a while (issue 13 §8, at a size set by the environment): two API
 * processes on one PostgreSQL database with the Redis adapter, the fleet simulator at ten times
 * real speed (one process), the support agents checked in and working the queue through the
 * API, supervisors' sockets subscribed to every live topic, and the screens' read queries.
 * Reports GraphQL p95 by operation, errors, live events received, each process's RSS (from its
 * /metrics) early and at the end, and the task invariants (no task held twice, no agent with
 * two tasks) checked in SQL afterwards.
 *
 * BENCH_SOAK_SECONDS (600), BENCH_SOAK_SOCKETS (200), BENCH_SOAK_SCALE (demo seed scale, 4 =
 * 2,000 vehicles). Not for CI.
 */
const SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 600);
const SOCKETS = Number(process.env.BENCH_SOAK_SOCKETS ?? 200);
const SCALE = Number(process.env.BENCH_SOAK_SCALE ?? 4);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

type Account = { phoneNumber: string; password: string; role: string };
const demo = accounts as unknown as Account[];

async function rssMb(server: RunningServer): Promise<number> {
  const text = await (await fetch(`${server.url}/metrics`)).text();
  const line = text.split('\n').find((entry) => entry.startsWith('process_resident_memory_bytes '));
  return Math.round(Number(line?.split(' ')[1] ?? 0) / 2 ** 20);
}

export async function soak() {
  const name = `deploy_soak_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  const common = { DATABASE_URL: url.toString(), REDIS_URL, LOG_LEVEL: 'warn', SEED_SCALE: String(SCALE) };
  // One seeds and runs the simulator (a tick every 500 ms: ten times the real 5 s); the other serves.
  const first = await startApiProcess({ ...common, DEMO_SEED: '1', SIMULATOR: '1', SIMULATOR_TICK_MS: '500' });
  const second = await startApiProcess({ ...common, DEMO_SEED: '0' });
  const servers = [first, second];
  const latencies = new Map<string, number[]>();
  let errors = 0;
  const errorSamples: string[] = [];
  const timed = async <T>(operation: string, server: RunningServer, query: string, variables: Record<string, unknown>, token: string) => {
    const started = performance.now();
    try {
      return await gql<T>(server.url, query, variables, token);
    } catch (error) {
      errors += 1;
      if (errorSamples.length < 5) errorSamples.push(`${operation}: ${(error as Error).message}`);
      return null;
    } finally {
      const list = latencies.get(operation) ?? [];
      list.push(performance.now() - started);
      latencies.set(operation, list);
    }
  };

  const supervisor = demo.find((account) => account.role === 'Super Admin') ?? (demo[0] as Account);
  const agents = demo.filter((account) => account.role === 'Support Agent');
  const supervisorToken = await signInDemo(first.url, supervisor.phoneNumber, supervisor.password);
  const agentTokens = await Promise.all(agents.map((agent, index) => signInDemo((servers[index % 2] as RunningServer).url, agent.phoneNumber, agent.password)));

  // The supervisors' screens: sockets on both processes, each subscribed to every live topic.
  let eventsReceived = 0;
  const sockets: Socket[] = [];
  for (let index = 0; index < SOCKETS; index += 1) {
    const socket = io((servers[index % 2] as RunningServer).url, { path: '/ws', transports: ['websocket'], auth: { token: supervisorToken }, forceNew: true });
    socket.onAny(() => {
      eventsReceived += 1;
    });
    socket.on('connect', () => {
      for (const topic of Object.keys(TOPIC_GATES)) socket.emit(`SUB_${topic}`, {});
    });
    sockets.push(socket);
  }

  const deadline = Date.now() + SECONDS * 1000;
  const early: number[] = [];
  const earlyAt = Date.now() + Math.min(120, SECONDS / 5) * 1000;
  // Agents: take the next task, leave it pending with a comment (it comes back when the default
  // pending time passes; a custom time needs a permission agents lack), repeat.
  const agentLoops = agentTokens.map(async (token, index) => {
    const server = servers[index % 2] as RunningServer;
    await timed('checkUserInTasks', server, 'mutation { checkUserInTasks { task { _id } } }', {}, token);
    while (Date.now() < deadline) {
      const next = await timed<{ checkTasksForUser: { _id: string } | null }>('checkTasksForUser', server, '{ checkTasksForUser { _id } }', {}, token);
      const taskId = next?.checkTasksForUser?._id;
      if (taskId) {
        await timed('setTaskToPending', server, 'mutation($t: ID!) { setTaskToPending(taskId: $t, comment: "soak") { _id } }', { t: taskId }, token);
      }
      await sleep(1000);
    }
  });
  // The screens' reads, alternating processes.
  const readLoop = (async () => {
    for (let round = 0; Date.now() < deadline; round += 1) {
      const server = servers[round % 2] as RunningServer;
      await timed('getTasks', server, '{ getTasks(pageNumber: 1, rowsPerPage: 25) { totalTasksCount } }', {}, supervisorToken);
      await timed('getMyUserData', server, '{ getMyUserData { wsId } }', {}, supervisorToken);
      if (early.length === 0 && Date.now() >= earlyAt) early.push(...(await Promise.all(servers.map(rssMb))));
      await sleep(250);
    }
  })();
  await Promise.all([...agentLoops, readLoop]);
  const late = await Promise.all(servers.map(rssMb));
  for (const socket of sockets) socket.disconnect();

  const check = new pg.Client({ connectionString: url.toString() });
  await check.connect();
  const heldTwice = await check.query(`SELECT assigned_to FROM tasks WHERE status = 'assigned' GROUP BY assigned_to HAVING count(*) > 1`);
  const tasks = await check.query(`SELECT status, count(*)::int AS count FROM tasks GROUP BY status ORDER BY status`);
  await check.end();
  await Promise.all(servers.map((server) => server.stop()));
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();

  return {
    name: 'soak',
    machine: machineLine(),
    loadAverage1m: os.loadavg()[0],
    settings: { seconds: SECONDS, sockets: SOCKETS, seedScale: SCALE, agents: agents.length, simulatorTickMs: 500, database: name },
    graphqlMs: Object.fromEntries([...latencies.entries()].map(([operation, samples]) => [operation, summarize([...samples].sort((a, b) => a - b))])),
    errors,
    errorSamples,
    eventsReceived,
    rssMb: { early, late, ratio: early.map((value, index) => Math.round(((late[index] ?? 0) / value) * 100) / 100) },
    agentsHoldingTwoTasks: heldTwice.rowCount,
    tasksByStatus: tasks.rows,
  };
}
