/**
 * lifeCycleScale (issue 9, Benchmarks): the vehicle life-cycle timeline on 20,000,000 entries
 * over 50,000 vehicles (PostgreSQL, ops_bench_lifecycle; BENCH_LIFECYCLE_ENTRIES to run smaller,
 * BENCH_KEEP_LIFECYCLE=1 to keep and reuse the loaded database). Page 1 and page 500 (keyset,
 * `after`) through our GraphQL API (a separate API process) against the same SQL run directly:
 * the statements are captured from the service itself, as riderScale does. Goal: p95 ≤ 30 ms.
 * Every statement's EXPLAIN (ANALYZE, BUFFERS) goes to lifeCycleScalePlans.md.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openDatabase } from '../server/src/db/client';
import { migrate } from '../server/src/db/migrate';
import { getVehicleLifeCycle, type LifeCycleArgs } from '../server/src/vehicles/lifeCycle';
import { encodeLifeCycleCursor } from '../server/src/vehicles/lifeCycleCursor';
import { buildBenchServer, PG_ADMIN_URL, round, sleep, summarize } from './claimsSupport';
import { benchAreaId, benchVehicleId, generateLifeCycleData, LIFE_CYCLE_ENTRIES, LIFE_CYCLE_VEHICLES } from './lifeCycleScaleData';
import { benchStaffSession, captureStatements, explain } from './sqlCapture';
import { gql, startApiProcess } from './support';

const DATABASE = 'ops_bench_lifecycle';
const KEEP = process.env.BENCH_KEEP_LIFECYCLE === '1';
const ROUNDS = Number(process.env.BENCH_LIFECYCLE_ROUNDS ?? 10);
const PER_ROUND = 20;
const ROWS = 12;
const DEEP_PAGE = 500;
const progress = (line: string) => process.stderr.write(`${line}\n`);

const ENTRY = `_id vehicle code case service createdAt battery batterySerial batteryPerAtBatUnlock isOperating user { _id name }`;
const PAGE_QUERY = `query($id: ID, $area: [ID!], $case: String, $after: String, $page: Int) {
  vehicleLifeCycle(_id: $id, area: $area, case: $case, after: $after, pageNumber: $page, rowsPerPage: ${ROWS}) { nextCursor data { ${ENTRY} } } }`;
const COUNTED_QUERY = `query($id: ID, $area: [ID!], $case: String) {
  vehicleLifeCycle(_id: $id, area: $area, case: $case, rowsPerPage: ${ROWS}) { count nextCursor data { ${ENTRY} } } }`;

function databaseUrl(): string {
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${DATABASE}`;
  return url.toString();
}

async function admin(statement: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    return await client.query(statement, values);
  } finally {
    await client.end();
  }
}

async function loadedEntries(): Promise<number> {
  if ((await admin('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE])).rowCount !== 1) return 0;
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(`SELECT reltuples::float8 AS n FROM pg_class WHERE relname = 'vehicle_life_cycle' AND relkind = 'r'`);
    return rows[0]?.n ?? 0;
  } catch {
    return 0;
  } finally {
    await client.end();
  }
}

interface Scenario {
  name: string;
  query: string;
  args: LifeCycleArgs;
  withCount: boolean;
  /** A goal of the issue (p95 ≤ 30 ms) or a figure recorded for the reader (null). */
  limitMs: number | null;
}

/** The (created_at, id) of the last entry before page `page`: what the timeline holds when it asks for that page. */
async function cursorBefore(pool: pg.Pool, where: string, values: unknown[], page: number): Promise<string> {
  const { rows } = await pool.query<{ created_at: string; id: string }>(
    `SELECT created_at::text AS created_at, id FROM vehicle_life_cycle ${where} ORDER BY created_at DESC, id DESC OFFSET ${(page - 1) * ROWS - 1} LIMIT 1`,
    values,
  );
  if (!rows[0]) throw new Error(`no entry before page ${page} (${where})`);
  return encodeLifeCycleCursor({ createdAt: rows[0].created_at, id: rows[0].id });
}

async function scenarios(pool: pg.Pool): Promise<Scenario[]> {
  const area = benchAreaId(3);
  const areaWhere = `WHERE vehicle_id IN (SELECT id FROM vehicles WHERE area_id = $1)`;
  const vehicle = benchVehicleId(4242);
  const vehiclePages = Math.floor(LIFE_CYCLE_ENTRIES / LIFE_CYCLE_VEHICLES / ROWS);
  const vehicleDeep = Math.max(2, Math.min(DEEP_PAGE, vehiclePages));
  return [
    { name: 'every vehicle, page 1 (no count: how the timeline reads)', query: PAGE_QUERY, args: {}, withCount: false, limitMs: 30 },
    { name: `every vehicle, page ${DEEP_PAGE} by keyset`, query: PAGE_QUERY, args: { after: await cursorBefore(pool, '', [], DEEP_PAGE) }, withCount: false, limitMs: 30 },
    { name: `every vehicle, page ${DEEP_PAGE} by OFFSET (pageNumber, for comparison)`, query: PAGE_QUERY, args: { pageNumber: DEEP_PAGE }, withCount: false, limitMs: null },
    { name: 'one area (1/12 of the fleet), page 1', query: PAGE_QUERY, args: { area: [area] }, withCount: false, limitMs: 30 },
    { name: `one area, page ${DEEP_PAGE} by keyset`, query: PAGE_QUERY, args: { area: [area], after: await cursorBefore(pool, areaWhere, [area], DEEP_PAGE) }, withCount: false, limitMs: 30 },
    { name: `case DISABLED, page ${DEEP_PAGE} by keyset`, query: PAGE_QUERY, args: { case: 'DISABLED', after: await cursorBefore(pool, `WHERE "case" = $1`, ['DISABLED'], DEEP_PAGE) }, withCount: false, limitMs: 30 },
    { name: 'one vehicle (the tabs), page 1 with its count', query: COUNTED_QUERY, args: { _id: vehicle }, withCount: true, limitMs: 30 },
    {
      name: `one vehicle, page ${vehicleDeep} (its last) by keyset`,
      query: PAGE_QUERY,
      args: { _id: vehicle, after: await cursorBefore(pool, 'WHERE vehicle_id = $1', [vehicle], vehicleDeep) },
      withCount: false,
      limitMs: 30,
    },
    { name: 'every vehicle, page 1 with the count of all entries (asked once, by the first page)', query: COUNTED_QUERY, args: {}, withCount: true, limitMs: null },
  ];
}

const variablesOf = (args: LifeCycleArgs) => ({ id: args._id ?? null, area: args.area ?? null, case: args.case ?? null, after: args.after ?? null, page: args.pageNumber ?? null });

const timeOnce = async (work: () => Promise<unknown>) => {
  const started = performance.now();
  await work();
  return performance.now() - started;
};

export async function lifeCycleScale(): Promise<Record<string, unknown>> {
  const loadBefore = os.loadavg()[0] ?? 0;
  const reused = KEEP && (await loadedEntries()) >= LIFE_CYCLE_ENTRIES * 0.95;
  if (!reused) {
    await admin(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
    await admin(`CREATE DATABASE ${DATABASE}`);
  }
  const url = databaseUrl();
  const handle = await openDatabase({ databaseUrl: url, dataDir: 'unused', poolSize: 10 });
  const migrated = await migrate(handle);
  let loadTimingsMs: Record<string, number> | null = null;
  if (!reused) {
    progress(`  loading ${LIFE_CYCLE_ENTRIES.toLocaleString('en')} life-cycle entries over ${LIFE_CYCLE_VEHICLES.toLocaleString('en')} vehicles into ${DATABASE}...`);
    loadTimingsMs = await generateLifeCycleData(url, progress);
  } else progress(`  reusing ${DATABASE} (BENCH_KEEP_LIFECYCLE=1)`);
  const bench = await buildBenchServer(handle);
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  let api: Awaited<ReturnType<typeof startApiProcess>> | null = null;
  const planLines = [
    `# Life-cycle query plans (${new Date().toISOString()})`,
    '',
    'Written by `npm run bench -- lifeCycleScale` (bench/lifeCycleScale.ts): EXPLAIN (ANALYZE, BUFFERS) of every',
    `statement vehicleLifeCycle sends, captured from the service, on ${LIFE_CYCLE_ENTRIES.toLocaleString('en')} entries.`,
    '',
  ];
  try {
    const { token, session } = await benchStaffSession(bench.deps, 'Bench Fleet', { vehicles: { VIEW_LIFE_CYCLE: true } });
    // The in-process server lent its deps (session, capture); its scheduler must not run beside the API.
    await bench.close();
    api = await startApiProcess({ DATABASE_URL: url, DEMO_SEED: '0' });
    const apiUrl = api.url;
    const results: Array<Record<string, unknown>> = [];
    for (const scenario of await scenarios(pool)) {
      progress(`  ${scenario.name}`);
      const statements = await captureStatements(() => getVehicleLifeCycle(bench.deps, session, { rowsPerPage: ROWS, ...scenario.args }, scenario.withCount));
      const answer = await gql<{ vehicleLifeCycle: { data: unknown[] } }>(apiUrl, scenario.query, variablesOf(scenario.args), token);
      if (answer.vehicleLifeCycle.data.length !== ROWS) throw new Error(`${scenario.name}: answered ${answer.vehicleLifeCycle.data.length} entries`);
      const viaApi = () => gql(apiUrl, scenario.query, variablesOf(scenario.args), token);
      const viaSql = () => Promise.all(statements.map((statement) => pool.query(statement.text, statement.values)));
      const rounds = scenario.limitMs === null ? Math.max(1, Math.round(ROUNDS / 5)) : ROUNDS;
      const perRound = scenario.limitMs === null ? 5 : PER_ROUND;
      for (let i = 0; i < perRound; i += 1) {
        await viaApi();
        await viaSql();
      }
      const apiMs: number[] = [];
      const sqlMs: number[] = [];
      for (let r = 0; r < rounds; r += 1) {
        for (let i = 0; i < perRound; i += 1) apiMs.push(await timeOnce(viaApi));
        for (let i = 0; i < perRound; i += 1) sqlMs.push(await timeOnce(viaSql));
      }
      const apiStats = summarize(apiMs);
      const sqlStats = summarize(sqlMs);
      planLines.push(`## ${scenario.name}`, '');
      let indexScansOnly = true;
      for (const statement of statements) {
        const { plan, indexOnly } = await explain(pool, statement, ['vehicle_life_cycle']);
        indexScansOnly &&= indexOnly;
        planLines.push('```sql', statement.text, `-- parameters: ${JSON.stringify(statement.values)}`, '```', '', '```', plan, '```', '');
      }
      const met = scenario.limitMs === null ? null : apiStats.p95 !== null && apiStats.p95 <= scenario.limitMs;
      results.push({
        name: scenario.name,
        statements: statements.length,
        apiMs: apiStats,
        sqlMs: sqlStats,
        p95Ratio: apiStats.p95 !== null && sqlStats.p95 ? round(apiStats.p95 / sqlStats.p95, 2) : null,
        goal: scenario.limitMs === null ? 'recorded, no goal' : `API p95 ≤ ${scenario.limitMs} ms`,
        met,
        noSeqScanOnLifeCycle: indexScansOnly,
      });
      progress(`    api p95 ${apiStats.p95} ms, sql p95 ${sqlStats.p95} ms, met ${met}, index scans ${indexScansOnly}`);
    }
    await fs.writeFile(new URL('./lifeCycleScalePlans.md', import.meta.url), planLines.join('\n'));
    return {
      name: `lifeCycleScale: vehicleLifeCycle on ${LIFE_CYCLE_ENTRIES.toLocaleString('en')} entries over ${LIFE_CYCLE_VEHICLES.toLocaleString('en')} vehicles (PostgreSQL), API vs the same SQL`,
      database: { name: DATABASE, reused, loadTimingsMs, migrationsAppliedThisRun: migrated.applied },
      method: `${ROUNDS} rounds of ${PER_ROUND} sequential API requests then ${PER_ROUND} direct SQL runs, after ${PER_ROUND} warm-up pairs (recorded-only rows: fewer)`,
      plans: 'bench/lifeCycleScalePlans.md',
      loadAverage1m: { before: round(loadBefore, 2), after: round(os.loadavg()[0] ?? 0, 2) },
      scenarios: results,
    };
  } finally {
    await api?.stop();
    await pool.end();
    await bench.close();
    await handle.close().catch(() => undefined);
    if (!KEEP) {
      for (let i = 0; i < 100; i += 1) {
        const { rows } = await admin('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [DATABASE]);
        if ((rows[0] as { n: number } | undefined)?.n === 0) break;
        await sleep(50);
      }
      await admin(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
    }
  }
}
