/**
 * fleetScale (issue 9, Benchmarks): on 5,000,000 rides and 50,000 vehicles in PostgreSQL
 * (bench/fleetScaleData.ts), through our GraphQL API (a separate API process) against the very
 * same SQL run directly in the same run (bench/apiVsSql.ts):
 * - a filtered, sorted rides page: p95 ≤ 50 ms and ≤ 2 × the SQL's p95;
 * - a vehicle list page with battery range, area and status filters: p95 ≤ 30 ms;
 * - a bulk action on 1,000 vehicles (disable, then enable: each writes 1,000 audit entries and
 *   1,000 life-cycle entries or none) end to end through the API: ≤ 2 s, every audit entry
 *   counted afterwards.
 * Plans (EXPLAIN ANALYZE, BUFFERS) go to bench/fleetScalePlans.md.
 *
 * BENCH_FLEET_ROUNDS (default 10) rounds of 20; BENCH_KEEP_FLEET=1 keeps the database.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import pg from 'pg';
import { listRidesPage } from '../server/src/domains/rides/ridesList';
import { getVehicles } from '../server/src/domains/vehicles/list';
import { benchStaffSession, runApiVsSql, timeOnce, type ApiVsSqlScenario } from './apiVsSql';
import { buildBenchServer, round, summarize } from './claimsSupport';
import { fleetAreaId, fleetVehicleId, openFleetDatabase, RIDES, VEHICLES } from './fleetScaleData';
import { gql, startApiProcess, waitForConsistencyCheck } from './support';

const ROUNDS = Number(process.env.BENCH_FLEET_ROUNDS ?? 10);
const PER_ROUND = 20;
const BULK_VEHICLES = 1_000;
const BULK_RUNS = 6;
const progress = (line: string) => process.stderr.write(`${line}\n`);

const RIDE_ROW = `_id status createdAt start_time time price basePrice minutePrice endedBy rating checkStatus isExpressRide startVehicleBattery endVehicleBattery user { _id name phoneNumber } scooter { _id code } area { _id name } promocodeApplied { _id code }`;
const VEHICLE_ROW = `_id code status iotStatus lat long battery realBatteryValue displayedBattery isInStorage inRide area { _id name } manufacturer vehicleType lockStatus disabled isUrgent urgencyType stolenAlert isOutOfFence isMuted lastUpdate`;
const RIDES_QUERY = `query($p: Int, $r: Int, $f: String, $s: String, $filters: String) { rides(pageNumber: $p, rowsPerPage: $r, fieldName: $f, sortType: $s, filters: $filters) { totalRides totalPages rides { ${RIDE_ROW} } } }`;
const VEHICLES_QUERY = `query($p: Int, $r: Int, $f: String, $s: String, $filters: String) { getVehicles(pageNumber: $p, rowsPerPage: $r, fieldName: $f, sortType: $s, filters: $filters) { totalVehicles totalPages vehicles { ${VEHICLE_ROW} } } }`;

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();

function scenarios(): ApiVsSqlScenario[] {
  const week = { startDate: daysAgo(7), endDate: new Date().toISOString() };
  const day = { startDate: daysAgo(31), endDate: daysAgo(30) };
  const ridesPage = (key: string, atLeast: number) => (data: Record<string, unknown>) => {
    const page = data[key] as {
      rides?: unknown[];
      vehicles?: unknown[];
      totalRides?: number;
      totalVehicles?: number;
    };
    const rows = page.rides ?? page.vehicles ?? [];
    const total = page.totalRides ?? page.totalVehicles ?? 0;
    return rows.length >= 1 && total >= atLeast ? null : `${key} answered ${rows.length} rows of ${total}`;
  };
  const rides = (
    label: string,
    args: {
      pageNumber: number;
      rowsPerPage: number;
      fieldName: string;
      sortType: string;
      filters: Record<string, unknown>;
    },
    atLeast: number,
  ): ApiVsSqlScenario => ({
    name: label,
    limitMs: 50,
    ratioLimit: 2,
    query: RIDES_QUERY,
    variables: {
      p: args.pageNumber,
      r: args.rowsPerPage,
      f: args.fieldName,
      s: args.sortType,
      filters: JSON.stringify(args.filters),
    },
    direct: (deps, session) =>
      listRidesPage(deps, session, { ...args, filters: JSON.stringify(args.filters) }),
    check: ridesPage('rides', atLeast),
  });
  const vehicleFilters = { battery: { min: 0, max: 50 }, area: [fleetAreaId(1)], status: 'ready' };
  return [
    rides(
      'rides: Pending, done, area 1, last 7 days, newest first, page 1 of 25',
      {
        pageNumber: 1,
        rowsPerPage: 25,
        fieldName: 'createdAt',
        sortType: 'desc',
        filters: { checkStatus: 'P', status: 'done', area: [fleetAreaId(1)], date: week },
      },
      RIDES / 2_000,
    ),
    rides(
      'rides: one day a month ago, with any rating, longest first, page 3 of 50',
      {
        pageNumber: 3,
        rowsPerPage: 50,
        fieldName: 'time',
        sortType: 'desc',
        filters: { checkStatus: 'All', rating: 'withAny', date: day },
      },
      RIDES / 2_000,
    ),
    {
      name: 'getVehicles: battery 0–50, area 1, status ready, by code, page 1 of 25',
      limitMs: 30,
      ratioLimit: null,
      query: VEHICLES_QUERY,
      variables: { p: 1, r: 25, f: 'code', s: 'asc', filters: JSON.stringify(vehicleFilters) },
      direct: (deps, session) =>
        getVehicles(deps, session, {
          pageNumber: 1,
          rowsPerPage: 25,
          fieldName: 'code',
          sortType: 'asc',
          filters: JSON.stringify(vehicleFilters),
        }),
      check: ridesPage('getVehicles', 100),
    },
  ];
}

/** Disables then enables the same 1,000 vehicles through the API, counting the audit entries each call wrote. */
async function bulkRuns(apiUrl: string, token: string, pool: pg.Pool): Promise<Record<string, unknown>> {
  // Vehicles spread over the whole id range, none in a ride (the generated data has no ongoing ride).
  const step = Math.floor(VEHICLES / BULK_VEHICLES);
  const ids = Array.from({ length: BULK_VEHICLES }, (_, i) => fleetVehicleId(1 + i * step));
  const mutation = `mutation($ids: [ID!]!, $d: Boolean!) { disableMultipleVehicles(ids: $ids, disabled: $d) { count } }`;
  const audits = async () =>
    Number(
      (
        await pool.query<{ n: string }>(
          `SELECT count(*)::text AS n FROM user_audit WHERE subject_type = 'vehicle'`,
        )
      ).rows[0]?.n ?? 0,
    );
  const ms: number[] = [];
  const missing: number[] = [];
  for (let run = 0; run < BULK_RUNS; run += 1) {
    const before = await audits();
    const disabled = run % 2 === 0;
    let count = 0;
    ms.push(
      await timeOnce(
        async () =>
          (count = (
            await gql<{ disableMultipleVehicles: { count: number } }>(
              apiUrl,
              mutation,
              { ids, d: disabled },
              token,
            )
          ).disableMultipleVehicles.count),
      ),
    );
    if (count !== BULK_VEHICLES)
      throw new Error(`disableMultipleVehicles changed ${count} of ${BULK_VEHICLES}`);
    missing.push(BULK_VEHICLES - ((await audits()) - before));
  }
  const stats = summarize(ms);
  const everyAuditWritten = missing.every((n) => n === 0);
  progress(
    `  bulk ${BULK_VEHICLES} vehicles: p95 ${stats.p95} ms, max ${stats.max} ms, audits missing ${missing.join(',')}`,
  );
  return {
    name: `disableMultipleVehicles on ${BULK_VEHICLES.toLocaleString('en')} vehicles (disable, enable, ...: ${BULK_RUNS} calls)`,
    ms: stats,
    auditEntriesMissingPerCall: missing,
    goal: 'every call ≤ 2,000 ms end to end with every audit entry written',
    met: (stats.max ?? Infinity) <= 2_000 && everyAuditWritten,
  };
}

export async function fleetScale(): Promise<Record<string, unknown>> {
  const loadBefore = os.loadavg()[0] ?? 0;
  const database = await openFleetDatabase(progress);
  const bench = await buildBenchServer(database.handle);
  const pool = new pg.Pool({ connectionString: database.url, max: 4 });
  let api: Awaited<ReturnType<typeof startApiProcess>> | null = null;
  const planLines: string[] = [
    `# Fleet-scale query plans (${new Date().toISOString()})`,
    '',
    'Written by `npm run bench -- fleetScale` (bench/fleetScale.ts): EXPLAIN (ANALYZE, BUFFERS) of every statement',
    `each operation sends, captured from the service itself, on the generated database (${JSON.stringify(database.data)}).`,
    '',
  ];
  try {
    const { token, session } = await benchStaffSession(bench.deps, {
      name: 'Bench Operations',
      department: 'Operations',
      level: 3,
      permissions: { rides: { VIEW_PAGE: true }, vehicles: { VIEW_PAGE: true, CONVERT_TO_DISABLED: true } },
    });
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
      bigTables: /^(rides|vehicles|users)$/,
      progress,
    };
    const { results, planLines: scenarioPlans } = await runApiVsSql(run, scenarios());
    planLines.push(...scenarioPlans);
    await fs.writeFile(new URL('./fleetScalePlans.md', import.meta.url), planLines.join('\n'));
    const bulk = await bulkRuns(api.url, token, pool);
    return {
      name: `fleetScale: rides and vehicle list pages and a bulk action on ${RIDES.toLocaleString('en')} rides and ${VEHICLES.toLocaleString('en')} vehicles (PostgreSQL), API vs the same SQL`,
      database: {
        reused: database.reused,
        loadTimingsMs: database.loadTimingsMs,
        ...database.data,
        migrationsAppliedThisRun: database.migrationsApplied,
      },
      method: `${ROUNDS} rounds of ${PER_ROUND} sequential API requests then ${PER_ROUND} direct SQL runs, after ${PER_ROUND} warm-up pairs, once the API's startup consistency check had finished`,
      startupConsistencyCheck: startupCheck,
      plans: 'bench/fleetScalePlans.md',
      loadAverage1m: { before: round(loadBefore, 2), after: round(os.loadavg()[0] ?? 0, 2) },
      scenarios: results,
      bulk,
    };
  } finally {
    await api?.stop();
    await pool.end();
    await bench.close();
    await database.drop();
  }
}
