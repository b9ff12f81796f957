/**
 * lifeCycleScale (issue 9, Benchmarks): the vehicle life-cycle timeline on 20,000,000 entries
 * over 50,000 vehicles (PostgreSQL, ops_bench_lifecycle; BENCH_LIFECYCLE_ENTRIES runs it
 * smaller, BENCH_KEEP_LIFECYCLE=1 keeps the loaded database for the next run). Page 1 and
 * page 500 (keyset: `after`, the cursor the timeline holds) through our GraphQL API (a
 * separate API process) against the same SQL run directly, captured from the service
 * (bench/apiVsSql.ts). Goal: p95 ≤ 30 ms. OFFSET paging and the whole count are timed beside
 * them for comparison. Every statement's EXPLAIN (ANALYZE, BUFFERS) goes to lifeCycleScalePlans.md.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import pg from 'pg';
import { getVehicleLifeCycle, type LifeCycleArgs } from '../server/src/domains/vehicles/lifeCycle';
import { encodeLifeCycleCursor } from '../server/src/domains/vehicles/lifeCycleCursor';
import { benchStaffSession, runApiVsSql, type ApiVsSqlScenario } from './apiVsSql';
import { buildBenchServer, round } from './claimsSupport';
import {
  benchAreaId,
  benchVehicleId,
  generateLifeCycleData,
  LIFE_CYCLE_ENTRIES,
  LIFE_CYCLE_VEHICLES,
} from './lifeCycleScaleData';
import { openScaleDatabase } from './scaleDatabase';
import { startApiProcess, waitForConsistencyCheck } from './support';

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

/** The (created_at, id) of the last entry before `page`: what the timeline holds when it asks for that page. */
async function cursorBefore(pool: pg.Pool, where: string, values: unknown[], page: number): Promise<string> {
  const { rows } = await pool.query<{ created_at: string; id: string }>(
    `SELECT created_at::text AS created_at, id FROM vehicle_life_cycle ${where} ORDER BY created_at DESC, id DESC OFFSET ${(page - 1) * ROWS - 1} LIMIT 1`,
    values,
  );
  if (!rows[0]) throw new Error(`no entry before page ${page} (${where})`);
  return encodeLifeCycleCursor({ createdAt: rows[0].created_at, id: rows[0].id });
}

function scenario(name: string, args: LifeCycleArgs, counted: boolean): ApiVsSqlScenario {
  return {
    name,
    limitMs: 30,
    ratioLimit: null,
    query: counted ? COUNTED_QUERY : PAGE_QUERY,
    variables: {
      id: args._id ?? null,
      area: args.area ?? null,
      case: args.case ?? null,
      after: args.after ?? null,
      page: args.pageNumber ?? null,
    },
    direct: (deps, session) => getVehicleLifeCycle(deps, session, { rowsPerPage: ROWS, ...args }, counted),
    check: (data) => {
      const page = data.vehicleLifeCycle as { data: unknown[] };
      return page.data.length === ROWS ? null : `answered ${page.data.length} entries`;
    },
  };
}

async function scenarios(
  pool: pg.Pool,
): Promise<{ goals: ApiVsSqlScenario[]; comparisons: ApiVsSqlScenario[] }> {
  const area = benchAreaId(3);
  const vehicle = benchVehicleId(4242);
  const vehicleLast = Math.max(
    2,
    Math.min(DEEP_PAGE, Math.floor(LIFE_CYCLE_ENTRIES / LIFE_CYCLE_VEHICLES / ROWS)),
  );
  return {
    goals: [
      scenario('every vehicle, page 1 (no count: how the timeline reads)', {}, false),
      scenario(
        `every vehicle, page ${DEEP_PAGE} by keyset`,
        { after: await cursorBefore(pool, '', [], DEEP_PAGE) },
        false,
      ),
      scenario('one area (1/12 of the fleet), page 1', { area: [area] }, false),
      scenario(
        `one area, page ${DEEP_PAGE} by keyset`,
        {
          area: [area],
          after: await cursorBefore(
            pool,
            'WHERE vehicle_id IN (SELECT id FROM vehicles WHERE area_id = $1)',
            [area],
            DEEP_PAGE,
          ),
        },
        false,
      ),
      scenario(
        `case DISABLED, page ${DEEP_PAGE} by keyset`,
        { case: 'DISABLED', after: await cursorBefore(pool, `WHERE "case" = $1`, ['DISABLED'], DEEP_PAGE) },
        false,
      ),
      scenario('one vehicle (the tabs), page 1 with its count', { _id: vehicle }, true),
      scenario(
        `one vehicle, page ${vehicleLast} (its last) by keyset`,
        { _id: vehicle, after: await cursorBefore(pool, 'WHERE vehicle_id = $1', [vehicle], vehicleLast) },
        false,
      ),
    ],
    comparisons: [
      scenario(`every vehicle, page ${DEEP_PAGE} by OFFSET (pageNumber)`, { pageNumber: DEEP_PAGE }, false),
      scenario(
        'every vehicle, page 1 with the count of all entries (asked once, beside the first page)',
        {},
        true,
      ),
    ],
  };
}

export async function lifeCycleScale(): Promise<Record<string, unknown>> {
  const loadBefore = os.loadavg()[0] ?? 0;
  const database = await openScaleDatabase(
    {
      name: 'ops_bench_lifecycle',
      keep: process.env.BENCH_KEEP_LIFECYCLE === '1',
      rows: { vehicle_life_cycle: LIFE_CYCLE_ENTRIES },
      generate: generateLifeCycleData,
    },
    progress,
  );
  const bench = await buildBenchServer(database.handle);
  const pool = new pg.Pool({ connectionString: database.url, max: 4 });
  let api: Awaited<ReturnType<typeof startApiProcess>> | null = null;
  try {
    const { token, session } = await benchStaffSession(bench.deps, {
      name: 'Bench Fleet',
      department: 'Operations',
      level: 2,
      permissions: { vehicles: { VIEW_LIFE_CYCLE: true } },
    });
    // The in-process server lent its deps (session, capture); its scheduler must not run beside the API.
    await bench.close();
    api = await startApiProcess({ DATABASE_URL: database.url, DEMO_SEED: '0' });
    const startupCheck = await waitForConsistencyCheck(api.url);
    const run = {
      apiUrl: api.url,
      token,
      deps: bench.deps,
      session,
      pool,
      rounds: ROUNDS,
      perRound: PER_ROUND,
      bigTables: /^vehicle_life_cycle$/,
      progress,
    };
    const { goals, comparisons } = await scenarios(pool);
    const measured = await runApiVsSql(run, goals);
    const compared = await runApiVsSql(
      { ...run, rounds: Math.max(1, Math.round(ROUNDS / 5)), perRound: 5 },
      comparisons,
    );
    await fs.writeFile(
      new URL('./lifeCycleScalePlans.md', import.meta.url),
      [
        `# Life-cycle query plans (${new Date().toISOString()})`,
        '',
        'Written by `npm run bench -- lifeCycleScale` (bench/lifeCycleScale.ts): EXPLAIN (ANALYZE, BUFFERS) of every statement',
        `vehicleLifeCycle sends, captured from the service, on ${LIFE_CYCLE_ENTRIES.toLocaleString('en')} entries over ${LIFE_CYCLE_VEHICLES.toLocaleString('en')} vehicles.`,
        '',
        ...measured.planLines,
        '# For comparison (no goal)',
        '',
        ...compared.planLines,
      ].join('\n'),
    );
    return {
      name: `lifeCycleScale: vehicleLifeCycle on ${LIFE_CYCLE_ENTRIES.toLocaleString('en')} entries over ${LIFE_CYCLE_VEHICLES.toLocaleString('en')} vehicles (PostgreSQL), API vs the same SQL`,
      database: {
        reused: database.reused,
        loadTimingsMs: database.loadTimingsMs,
        ...database.data,
        migrationsAppliedThisRun: database.migrationsApplied,
      },
      method: `${ROUNDS} rounds of ${PER_ROUND} sequential API requests then ${PER_ROUND} direct SQL runs, after ${PER_ROUND} warm-up pairs; comparisons fewer`,
      apiStartupConsistencyCheck: startupCheck,
      plans: 'bench/lifeCycleScalePlans.md',
      // Latency on a shared machine: a busy one inflates both sides, the API's (more CPU per request) more.
      loadAverage1m: { before: round(loadBefore, 2), after: round(os.loadavg()[0] ?? 0, 2) },
      scenarios: measured.results,
      // OFFSET and the whole count carry no goal: what the keyset and the count-once design avoid.
      comparisons: compared.results.map(({ goal: _goal, met: _met, ...rest }) => rest),
    };
  } finally {
    await api?.stop();
    await pool.end();
    await bench.close();
    await database.drop();
  }
}
