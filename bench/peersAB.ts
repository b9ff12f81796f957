/**
 * peersAB (issue 29): a before/after in one run, blocks alternating, the load (1-minute average)
 * recorded beside every block.
 * - The trivial authenticated query (`getMyUserData`) through this tree's API, through the API
 *   of BENCH_PEERS_BASE (another checkout with node_modules), and through a bare graphql-yoga,
 *   on the embedded database and on PostgreSQL (each API its own demo data at scale 0.05).
 * - Claims with 50 agents on PostgreSQL (`claimThroughput`'s run, round trips counted), each
 *   in a child process started in its tree, alternating.
 * Without BENCH_PEERS_BASE only this tree and bare yoga are measured.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import demoAccounts from '../server/src/compose/seed/demo-accounts.json' with { type: 'json' };
import { PG_ADMIN_URL } from './claimsSupport';
import { freePort, signInDemo, waitForHealth } from './support';

const BLOCK_S = Number(process.env.BENCH_PEERS_BLOCK_S ?? 5);
const ROUNDS = Number(process.env.BENCH_PEERS_ROUNDS ?? 3);
const CONNECTIONS = 20;
const load = () => Number((os.loadavg()[0] ?? 0).toFixed(2));

interface Target {
  name: string;
  url: string;
  body: string;
  headers: Record<string, string>;
  stop(): Promise<void>;
}

function stopper(child: ReturnType<typeof spawn>): () => Promise<void> {
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
}

async function createDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `ops_bench_peers_${Math.random().toString(16).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: PG_ADMIN_URL });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** The API of the checkout at `tree` with the demo data, signed in as the demo Support Agent. */
async function startOurs(name: string, tree: string, databaseUrl: string | null): Promise<Target> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/compose/main.ts'], {
    cwd: tree,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      PORT: String(port),
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'ops-bench-peers-')),
      NODE_ENV: 'development',
      SIMULATOR: '0',
      DEMO_SEED: '1',
      SEED_SCALE: '0.05',
      DATABASE_URL: databaseUrl ?? '',
      REDIS_URL: '',
    },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url);
  const agent = demoAccounts.find((account) => account.role === 'Support Agent');
  if (!agent) throw new Error('no Support Agent in demo-accounts.json');
  const token = await signInDemo(url, agent.phoneNumber, agent.password);
  return {
    name,
    url,
    body: JSON.stringify({ query: '{ getMyUserData { wsId } }' }),
    headers: { authorization: `Bearer ${token}` },
    stop: stopper(child),
  };
}

async function startBare(): Promise<Target> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/bareYoga.ts'], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve) => child.stdout?.once('data', () => resolve()));
  return {
    name: 'bareYoga',
    url: `http://127.0.0.1:${port}`,
    body: JSON.stringify({ query: '{ hello }' }),
    headers: {},
    stop: stopper(child),
  };
}

async function block(target: Target) {
  const loadBefore = load();
  const result = await autocannon({
    url: `${target.url}/graphql`,
    method: 'POST',
    connections: CONNECTIONS,
    duration: BLOCK_S,
    headers: { 'content-type': 'application/json', ...target.headers },
    body: target.body,
  });
  return {
    target: target.name,
    rps: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    loadBefore,
    loadAfter: load(),
  };
}

async function trivialQuery(engine: 'pglite' | 'postgres', base: string | null) {
  const databases = engine === 'postgres' ? [await createDatabase(), await createDatabase()] : [];
  const targets: Target[] = [];
  try {
    if (base) targets.push(await startOurs('base', base, databases[0]?.url ?? null));
    targets.push(await startOurs('this', process.cwd(), databases[1]?.url ?? null));
    targets.push(await startBare());
    const blocks: Array<Awaited<ReturnType<typeof block>>> = [];
    for (let round = 0; round < ROUNDS; round += 1)
      for (const target of targets) blocks.push(await block(target));
    const median = (name: string) => {
      const values = blocks
        .filter((entry) => entry.target === name)
        .map((entry) => entry.rps)
        .sort((a, b) => a - b);
      return values[Math.floor(values.length / 2)] ?? 0;
    };
    const ratios: Record<string, number> = {};
    for (const target of targets)
      if (target.name !== 'bareYoga')
        ratios[`${target.name}VsBare`] = Number((median(target.name) / median('bareYoga')).toFixed(2));
    // Each round's own ratio too: the machine's load moves between rounds.
    const perRound = Array.from({ length: ROUNDS }, (_, round) => {
      const inRound = blocks.slice(round * targets.length, (round + 1) * targets.length);
      const bare = inRound.find((entry) => entry.target === 'bareYoga')?.rps ?? 1;
      return Object.fromEntries(
        inRound
          .filter((entry) => entry.target !== 'bareYoga')
          .map((entry) => [entry.target, Number((entry.rps / bare).toFixed(2))]),
      );
    });
    return {
      engine,
      medianRps: Object.fromEntries(targets.map((target) => [target.name, median(target.name)])),
      ratios,
      ratiosPerRound: perRound,
      blocks,
    };
  } finally {
    for (const target of targets) await target.stop();
    for (const database of databases) await database.drop();
  }
}

/** claimThroughput's PostgreSQL run in a child process started in `tree` (its own bench/claims.ts). */
function claimsIn(tree: string): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        "import { claimThroughput } from './bench/claims.ts'; process.stdout.write(JSON.stringify(await claimThroughput()));",
      ],
      {
        cwd: tree,
        stdio: ['ignore', 'pipe', 'inherit'],
        env: { ...process.env, BENCH_CLAIMS_ENGINES: 'postgres' },
      },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(out) as Record<string, unknown>)
        : reject(new Error(`claims child in ${tree} exited ${code}`)),
    );
  });
}

export async function peersAB(): Promise<Record<string, unknown>> {
  const base = process.env.BENCH_PEERS_BASE ? path.resolve(process.env.BENCH_PEERS_BASE) : null;
  const only = process.env.BENCH_PEERS_ONLY;
  const result: Record<string, unknown> = {
    name: 'issue 29: trivial query vs bare yoga, and claims, before/after alternating',
    base,
    loadAtStart: load(),
    cpus: os.cpus().length,
  };
  if (!only || only === 'trivial') {
    result.trivialPglite = await trivialQuery('pglite', base);
    process.stderr.write(`peersAB trivialPglite ${JSON.stringify(result.trivialPglite)}\n`);
    result.trivialPostgres = await trivialQuery('postgres', base);
  }
  if (!only || only === 'claims') {
    const claimRounds = Number(process.env.BENCH_PEERS_CLAIM_ROUNDS ?? 2);
    const runs = [];
    for (let round = 0; round < claimRounds; round += 1) {
      for (const [name, tree] of [...(base ? [['base', base]] : []), ['this', process.cwd()]] as Array<
        [string, string]
      >) {
        const loadBefore = load();
        const run = { tree: name, loadBefore, ...(await claimsIn(tree)), loadAfter: load() };
        // Progress on stderr as each run ends: a long run that fails later keeps what it measured.
        process.stderr.write(`peersAB claims ${JSON.stringify(run)}\n`);
        runs.push(run);
      }
    }
    result.claims = runs;
  }
  result.loadAtEnd = load();
  return result;
}
