/**
 * analyticsScale (issue 11, Benchmarks): on 5,000,000 rides over 12 months and their bills, with
 * the bills of every other source (PostgreSQL, bench/analyticsScaleData.ts):
 * - the rebuild of the daily aggregates from the raw tables (`rebuildAll`, what
 *   `npm run analytics:rebuild` runs), month by month: ≤ 2 minutes for 12 months;
 * - every analytics query of the bills, rides and rentals part through our GraphQL API (a
 *   separate API process, its aggregate job running), all areas: a 3-month range p95 ≤ 300 ms,
 *   one month p95 ≤ 100 ms; beside each, the same SQL run directly (bench/apiVsSql.ts).
 * Plans (EXPLAIN ANALYZE, BUFFERS) go to bench/analyticsScalePlans.md.
 *
 * BENCH_ANALYTICS_ROUNDS (default 5) rounds of 20; BENCH_KEEP_ANALYTICS=1 keeps the database
 * (loading takes minutes); BENCH_ANALYTICS_RIDES for a quick try on fewer rides.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import pg from 'pg';
import { rebuildAll, type RebuildProgress } from '../server/src/platform/aggregates/refresh';
import { SERVER_AGGREGATES as AGGREGATES } from '../server/src/compose/modules';
import {
  billsSeries,
  revenueSeries,
  totalBalanceInUsers,
  totalBillingAnalytics,
  type BillsSeriesKind,
} from '../server/src/domains/bills/analytics';
import { getRidesAnalytics } from '../server/src/domains/rides/analytics';
import { getRentalsAnalytics } from '../server/src/domains/rentals/analytics';
import { benchStaffSession, runApiVsSql, type ApiVsSqlScenario } from './apiVsSql';
import { ANALYTICS_RIDES, openAnalyticsDatabase } from './analyticsScaleData';
import { buildBenchServer, round } from './claimsSupport';
import { startApiProcess, waitForConsistencyCheck } from './support';

const ROUNDS = Number(process.env.BENCH_ANALYTICS_ROUNDS ?? 5);
const PER_ROUND = 20;
const REBUILD_LIMIT_MS = 120_000;
const progress = (line: string) => process.stderr.write(`${line}\n`);

const SERIES = 'xAxisLabels totalData areasData { id name labels }';
const BREAKDOWN = 'net prime balance promo total count';

const cairoDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(at);
const range = (days: number) => ({
  startDate: cairoDay(new Date(Date.now() - (days - 1) * 86_400_000)),
  endDate: cairoDay(new Date()),
});

/** A series answer with a label per day and money or rides in it: a benchmark of an empty answer cannot pass. */
function seriesCheck(path: (data: Record<string, unknown>) => unknown, labels: number) {
  return (data: Record<string, unknown>): string | null => {
    const series = path(data) as
      { xAxisLabels?: string[]; totalData?: number[]; data?: number[] } | undefined;
    const values = series?.totalData ?? series?.data ?? [];
    const sum = values.reduce((a, b) => a + b, 0);
    return series?.xAxisLabels?.length === labels && sum > 0
      ? null
      : `answered ${series?.xAxisLabels?.length} labels summing to ${sum}`;
  };
}

function scenarios(days: number, limitMs: number): ApiVsSqlScenario[] {
  const args = range(days);
  const label = days === 90 ? '3 months' : '1 month';
  const list: ApiVsSqlScenario[] = [];
  const bills: Array<[string, BillsSeriesKind]> = [
    ['getBillsAnalytics', 'all'],
    ['getBillsForSettleAnalytics', 'settle'],
    ['getBillsForPrimeAnalytics', 'prime'],
    ['getBillsForReservationAnalytics', 'reservations'],
  ];
  for (const [field, kind] of bills) {
    list.push({
      name: `${field}, ${label}, DAYS, all areas`,
      limitMs,
      ratioLimit: null,
      query: `query($s: String!, $e: String!) { ${field}(startDate: $s, endDate: $e, type: DAYS) { ${SERIES} } }`,
      variables: { s: args.startDate, e: args.endDate },
      direct: (deps) => billsSeries(deps, kind, { ...args, type: 'DAYS' }),
      check: seriesCheck((data) => data[field], days),
    });
  }
  const revenues: Array<[string, Exclude<BillsSeriesKind, 'prime'>]> = [
    ['getAllRevenues', 'all'],
    ['getRidesRevenues', 'rides'],
    ['getRentalsRevenues', 'rentals'],
    ['getReservationsRevenues', 'reservations'],
    ['getSettleNegativeBalanceRevenues', 'settle'],
  ];
  for (const [field, kind] of revenues) {
    list.push({
      name: `${field}, ${label}`,
      limitMs,
      ratioLimit: null,
      query: `query($s: String!, $e: String!) { ${field}(startDate: $s, endDate: $e) { xAxisLabels data } }`,
      variables: { s: args.startDate, e: args.endDate },
      direct: (deps) => revenueSeries(deps, kind, args),
      check: seriesCheck((data) => data[field], days),
    });
    list.push({
      name: `${field}Report, ${label}, WEEKS`,
      limitMs,
      ratioLimit: null,
      query: `query($s: String!, $e: String!) { ${field}Report(startDate: $s, endDate: $e, type: WEEKS) { xAxisLabels data } }`,
      variables: { s: args.startDate, e: args.endDate },
      direct: (deps) => revenueSeries(deps, kind, { ...args, type: 'WEEKS' }),
      check: (data) =>
        (data[`${field}Report`] as { data: number[] }).data.some((v) => v > 0) ? null : 'no revenue',
    });
  }
  list.push({
    name: `totalBillingAnalytics, ${label}, DAYS`,
    limitMs,
    ratioLimit: null,
    query: `query($s: String!, $e: String!) { totalBillingAnalytics(startDate: $s, endDate: $e, type: DAYS) { actualData { ${SERIES} }
      settling { ${BREAKDOWN} } rides { ${BREAKDOWN} } rental { ${BREAKDOWN} } reservations { ${BREAKDOWN} } prime { ${BREAKDOWN} }
      walletCharge { ${BREAKDOWN} } fine { ${BREAKDOWN} } costTotals { total actual uncollected promo vat } paymentGateways { gateway count net } } }`,
    variables: { s: args.startDate, e: args.endDate },
    direct: (deps) => totalBillingAnalytics(deps, { ...args, type: 'DAYS' }),
    check: seriesCheck((data) => (data.totalBillingAnalytics as { actualData: unknown }).actualData, days),
  });
  list.push({
    name: `getRidesAnalytics, ${label}, DAYS`,
    limitMs,
    ratioLimit: null,
    query: `query($s: String!, $e: String!) { getRidesAnalytics(startDate: $s, endDate: $e, type: DAYS) { count { ${SERIES} } minutes { ${SERIES} } revenue { ${SERIES} } freeRides { ${SERIES} } } }`,
    variables: { s: args.startDate, e: args.endDate },
    direct: (deps) => getRidesAnalytics(deps, { ...args, type: 'DAYS' }),
    check: seriesCheck((data) => (data.getRidesAnalytics as { count: unknown }).count, days),
  });
  list.push({
    name: `getRentalsAnalytics, ${label}, DAYS`,
    limitMs,
    ratioLimit: null,
    query: `query($s: String!, $e: String!) { getRentalsAnalytics(startDate: $s, endDate: $e, type: DAYS) { count { ${SERIES} } revenue { ${SERIES} } } }`,
    variables: { s: args.startDate, e: args.endDate },
    direct: (deps) => getRentalsAnalytics(deps, { ...args, type: 'DAYS' }),
    check: seriesCheck((data) => (data.getRentalsAnalytics as { count: unknown }).count, days),
  });
  return list;
}

export async function analyticsScale(): Promise<Record<string, unknown>> {
  const loadBefore = os.loadavg()[0] ?? 0;
  const database = await openAnalyticsDatabase(progress);
  const bench = await buildBenchServer(database.handle);
  const pool = new pg.Pool({ connectionString: database.url, max: 4 });
  let api: Awaited<ReturnType<typeof startApiProcess>> | null = null;
  const planLines: string[] = [
    `# Analytics-scale query plans (${new Date().toISOString()})`,
    '',
    'Written by `npm run bench -- analyticsScale` (bench/analyticsScale.ts): EXPLAIN (ANALYZE, BUFFERS) of every statement',
    `each operation sends, captured from the service itself, on the generated database (${JSON.stringify(database.data)}).`,
    '',
  ];
  try {
    progress('  rebuilding the daily aggregates (npm run analytics:rebuild)...');
    const steps: RebuildProgress[] = [];
    const began = performance.now();
    await rebuildAll(bench.deps, AGGREGATES, (step) => {
      steps.push(step);
      progress(`    ${step.name} ${step.fromDay}..${step.toDay} ${Math.round(step.ms)} ms`);
    });
    const rebuildMs = Math.round(performance.now() - began);
    const rebuildMonths = new Set(steps.map((step) => step.fromDay.slice(0, 7))).size;
    const aggregateRows = (
      await pool.query<{ rides: string; bills: string }>(
        `SELECT (SELECT count(*) FROM agg_rides_daily)::text AS rides, (SELECT count(*) FROM agg_bills_daily)::text AS bills`,
      )
    ).rows[0];
    progress(`  rebuild: ${rebuildMs} ms over ${rebuildMonths} calendar months`);

    const { token, session } = await benchStaffSession(bench.deps, {
      name: 'Bench Finance',
      department: 'Finance',
      level: 3,
      permissions: {
        bills: { VIEW_ANALYTICS: true },
        rides: { VIEW_ANALYTICS: true },
        rentals: { VIEW_ANALYTICS: true },
      },
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
      bigTables: /^(rides|bills|users)$/,
      progress,
    };
    const balance: ApiVsSqlScenario = {
      name: 'totalBalanceInUsers (live, every wallet)',
      limitMs: 100,
      ratioLimit: null,
      query: `query { totalBalanceInUsers { totalPositiveBalance totalPositiveCount totalNegativeBalance totalNegativeCount } }`,
      variables: {},
      direct: (deps) => totalBalanceInUsers(deps),
      check: (data) =>
        (data.totalBalanceInUsers as { totalPositiveCount: number }).totalPositiveCount > 0
          ? null
          : 'no wallet',
    };
    const { results, planLines: scenarioPlans } = await runApiVsSql(run, [
      ...scenarios(90, 300),
      ...scenarios(30, 100),
      balance,
    ]);
    planLines.push(...scenarioPlans);
    await fs.writeFile(new URL('./analyticsScalePlans.md', import.meta.url), planLines.join('\n'));
    return {
      name: `analyticsScale: the aggregates' rebuild and every bills, rides and rentals analytics query on ${ANALYTICS_RIDES.toLocaleString('en')} rides over 12 months (PostgreSQL), API and the same SQL`,
      database: {
        reused: database.reused,
        loadTimingsMs: database.loadTimingsMs,
        ...database.data,
        migrationsAppliedThisRun: database.migrationsApplied,
      },
      rebuild: {
        ms: rebuildMs,
        calendarMonths: rebuildMonths,
        slowestMonthMs: Math.round(Math.max(...steps.map((step) => step.ms))),
        aggregateRows,
        goal: `12 months ≤ ${REBUILD_LIMIT_MS / 1000} s`,
        met: rebuildMs <= REBUILD_LIMIT_MS,
      },
      method: `${ROUNDS} rounds of ${PER_ROUND} sequential API requests then ${PER_ROUND} direct SQL runs, after ${PER_ROUND} warm-up pairs, once the API's startup consistency check had finished`,
      startupConsistencyCheck: startupCheck,
      plans: 'bench/analyticsScalePlans.md',
      loadAverage1m: { before: round(loadBefore, 2), after: round(os.loadavg()[0] ?? 0, 2) },
      scenarios: results,
      allMet: results.every((result) => result.met === true),
    };
  } finally {
    await api?.stop();
    await pool.end();
    await bench.close();
    await database.drop();
  }
}
