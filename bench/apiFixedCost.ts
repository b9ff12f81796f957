/**
 * apiFixedCost: what one request costs the API process itself, in CPU (utime + stime from
 * /proc, so Linux only) and in latency beside the same SQL run directly: /healthz, a trivial
 * authenticated query, and searchUsers answering 1 row and 25 rows, each through fetch and
 * through node:http (leanGql.ts). PostgreSQL database made and dropped by the run, 50,000
 * riders made by SQL.
 *
 * BENCH_FIXED_COST_BASE=<another checkout with node_modules> starts that tree's API beside
 * this one on the same database and measures both in alternating blocks: a before/after of
 * a change in one run (the 2026-11-28 section of RESULTS.md was measured so).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { searchUsers } from '../server/src/domains/users/queries';
import { benchStaffSession, captureStatements } from './apiVsSql';
import { buildBenchServer, freshPostgres, round, summarize } from './claimsSupport';
import { leanGql } from './leanGql';
import { freePort, gql, waitForHealth } from './support';

const PER_BLOCK = Number(process.env.BENCH_FIXED_COST_REQUESTS ?? 300);
const ROUNDS = Number(process.env.BENCH_FIXED_COST_ROUNDS ?? 3);
const RIDERS = 50_000;
/** warn: no access lines (as the scale benchmarks run the API); info: one per request, as in production. */
const LOG_LEVEL = process.env.BENCH_FIXED_COST_LOG_LEVEL ?? 'warn';
const USER_ROW = `_id name phoneNumber email balance tripsCount type active blocked verificationStatus area { _id name } createdAt lastRideAt`;
const SEARCH = `query($t: String!) { searchUsers(searchTerm: $t, pageNumber: 1, rowsPerPage: 25) { users { ${USER_ROW} } totalNumberOfUsers totalPages } }`;
/** '0100123' matches ~1 of the riders below, '01001' ~125 (a full page of 25). */
const TERMS = { searchUsers1Row: '0100123', searchUsers25Rows: '01001' } as const;

interface Api {
  url: string;
  cpuMs(): number;
  stop(): Promise<void>;
}

/** The API of the checkout at `tree`, as `npm run server` runs it, with its CPU time readable. */
async function startApi(tree: string, databaseUrl: string): Promise<Api> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/compose/main.ts'], {
    cwd: tree,
    // stdout is a pipe read here, as journald or docker read it: with LOG_LEVEL=info every request writes an access line.
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      LOG_LEVEL,
      PORT: String(port),
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'ops-bench-')),
      NODE_ENV: 'development',
      SIMULATOR: '0',
      DATABASE_URL: databaseUrl,
      DEMO_SEED: '0',
    },
  });
  child.stdout?.resume();
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url);
  return {
    url,
    cpuMs: () => {
      // Fields 14 and 15 of /proc/<pid>/stat (after the command name): user and system clock ticks.
      const fields = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export async function apiFixedCost(): Promise<Record<string, unknown>> {
  const database = await freshPostgres(10, 'ops_bench_fixed');
  const databaseUrl = `postgres://postgres@127.0.0.1:5432/${database.name}`;
  const bench = await buildBenchServer(database.handle);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  const apis: Record<string, Api> = {};
  try {
    await pool.query(`INSERT INTO users (id, name, phone_number, type, balance_piasters, created_at, updated_at, referral_code)
      SELECT lpad(to_hex(n), 24, '0'), 'Rider ' || n, '+201' || (ARRAY['0','1','2','5'])[1 + n % 4] || lpad(((n::bigint * 7919) % 100000000)::text, 8, '0'),
             'user', 0, now() - n * interval '1 minute', now(), 'R' || upper(to_hex(n))
        FROM generate_series(1, ${RIDERS}) AS n`);
    await pool.query('ANALYZE users');
    const { token, session } = await benchStaffSession(bench.deps, {
      name: 'Bench Finance',
      department: 'Finance',
      level: 2,
      permissions: { users: { VIEW_PAGE: true } },
    });
    // One capture at a time: each patches pg.Pool#query and puts back what it found.
    const statements: Record<string, Awaited<ReturnType<typeof captureStatements>>> = {};
    for (const [name, term] of Object.entries(TERMS)) {
      statements[name] = await captureStatements(() =>
        searchUsers(bench.deps, session, { searchTerm: term, pageNumber: 1, rowsPerPage: 25 }),
      );
    }
    await bench.close();
    if (process.env.BENCH_FIXED_COST_BASE)
      apis.base = await startApi(path.resolve(process.env.BENCH_FIXED_COST_BASE), databaseUrl);
    apis.this = await startApi(process.cwd(), databaseUrl);

    const calls = (url: string): Record<string, () => Promise<unknown>> => ({
      healthz: () => fetch(`${url}/healthz`).then((response) => response.text()),
      trivialFetch: () => gql(url, '{ getMyUserData { wsId } }', {}, token),
      trivialHttp: () => leanGql(url, '{ getMyUserData { wsId } }', {}, token),
      ...Object.fromEntries(
        Object.entries(TERMS).flatMap(([name, term]) => [
          [`${name}Fetch`, () => gql(url, SEARCH, { t: term }, token)],
          [`${name}Http`, () => leanGql(url, SEARCH, { t: term }, token)],
        ]),
      ),
    });
    const samples: Record<string, { cpuMs: number; count: number; ms: number[] }> = {};
    const record = (key: string, cpuMs: number, ms: number[]) => {
      const entry = (samples[key] ??= { cpuMs: 0, count: 0, ms: [] });
      entry.cpuMs += cpuMs;
      entry.count += ms.length;
      entry.ms.push(...ms);
    };
    for (let roundIndex = 0; roundIndex < ROUNDS; roundIndex += 1) {
      for (const [tree, api] of Object.entries(apis)) {
        for (const [name, call] of Object.entries(calls(api.url))) {
          for (let i = 0; i < 50; i += 1) await call();
          const cpuBefore = api.cpuMs();
          const ms: number[] = [];
          for (let i = 0; i < PER_BLOCK; i += 1) {
            const started = performance.now();
            await call();
            ms.push(performance.now() - started);
          }
          record(`${tree} ${name}`, api.cpuMs() - cpuBefore, ms);
        }
      }
      for (const [name, list] of Object.entries(statements)) {
        const ms: number[] = [];
        for (let i = 0; i < PER_BLOCK; i += 1) {
          const started = performance.now();
          await Promise.all(list.map((statement) => pool.query(statement.text, statement.values)));
          ms.push(performance.now() - started);
        }
        record(`sql ${name}`, 0, ms);
      }
    }
    return {
      name: 'apiFixedCost: CPU of the API process per request and latency beside the same SQL',
      method: `${ROUNDS} rounds of ${PER_BLOCK} sequential requests per call${apis.base ? ', the base tree and this one alternating' : ''}; CPU from /proc (10 ms ticks) over each block`,
      base: process.env.BENCH_FIXED_COST_BASE ?? null,
      logLevel: LOG_LEVEL,
      loadAverage1m: round(os.loadavg()[0] ?? 0, 2),
      results: Object.fromEntries(
        Object.entries(samples).map(([key, entry]) => [
          key,
          {
            apiCpuMsPerRequest: key.startsWith('sql') ? null : round(entry.cpuMs / entry.count, 3),
            ...summarize(entry.ms),
          },
        ]),
      ),
    };
  } finally {
    for (const api of Object.values(apis)) await api.stop();
    await pool.end();
    await bench.close();
    await database.drop();
  }
}
