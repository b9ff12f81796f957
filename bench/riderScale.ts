/**
 * riderScale (issue 7, Benchmarks): on 1,000,000 riders and 10,000,000 wallet logs in
 * PostgreSQL, the list operations through our GraphQL API (a separate API process, as
 * `npm run server` runs it) against the very same SQL run directly, in the same run.
 *
 * "The same SQL" is captured, not rewritten: each operation is called once in this process
 * through its service function while pg.Pool#query is watched, and the statements it sent
 * (text and parameters) are what the direct runs send, concurrently as the service does.
 * API and SQL runs alternate in blocks, so a busy moment of the machine hits both.
 * Every captured statement's EXPLAIN (ANALYZE, BUFFERS) goes to riderScalePlans.md.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { getUsers, searchUsers } from '../server/src/domains/users/queries';
import { getWalletLogging } from '../server/src/domains/wallet/service';
import {
  benchStaffSession,
  captureStatements,
  explainStatement,
  runApiVsSql,
  type ApiVsSqlScenario,
} from './apiVsSql';
import { buildBenchServer, round } from './claimsSupport';
import { areaId, HEAVY_LOGS, riderId } from './riderScaleData';
import { openRiderDatabase } from './riderScaleDatabase';
import { startApiProcess, waitForConsistencyCheck } from './support';

const ROUNDS = Number(process.env.BENCH_RIDER_ROUNDS ?? 10);
const PER_ROUND = 20;
const progress = (line: string) => process.stderr.write(`${line}\n`);
/** A sequential scan of these means an index is missing or unused. */
const BIG_TABLES = /^(users|wallet_logs)$/;

const USER_ROW = `_id name phoneNumber email balance tripsCount type active blocked verificationStatus area { _id name } createdAt lastRideAt`;
const USERS_PAGE = `users { ${USER_ROW} } totalNumberOfUsers totalPages`;
const PERSON = `_id name phoneNumber`;
const LOGS_PAGE = `logs { _id user { ${PERSON} } dashboardUser { ${PERSON} } type difference prevBalance currBalance additionalReason customComment createdAt ride bill walletAutoCharge { _id } isWaived } count numberOfPages`;

function scenarios(): ApiVsSqlScenario[] {
  const heavy = riderId(1);
  const maadi = areaId(1);
  const usersCheck = (key: string, atLeast: number) => (data: Record<string, unknown>) => {
    const page = data[key] as { users: unknown[]; totalNumberOfUsers: number };
    return page.users.length >= 1 && page.totalNumberOfUsers >= atLeast
      ? null
      : `${key} answered ${page.users.length} rows of ${page.totalNumberOfUsers}`;
  };
  const logsCheck = (data: Record<string, unknown>) => {
    const page = data.getWalletLogging as { logs: unknown[]; count: number };
    return page.logs.length === 50 && page.count >= HEAVY_LOGS
      ? null
      : `getWalletLogging answered ${page.logs.length} rows of ${page.count}`;
  };
  const usersFilters = { balance: 'negative', type: 'user', area: [maadi] };
  const wallet = (pageNumber: number) => ({ rowsPerPage: 50, pageNumber, userId: heavy });
  return [
    {
      name: 'searchUsers phone prefix 0100123 (7 digits typed)',
      limitMs: 50,
      ratioLimit: 2,
      query: `query($t: String!) { searchUsers(searchTerm: $t, pageNumber: 1, rowsPerPage: 25) { ${USERS_PAGE} } }`,
      variables: { t: '0100123' },
      direct: (deps, session) =>
        searchUsers(deps, session, { searchTerm: '0100123', pageNumber: 1, rowsPerPage: 25 }),
      check: usersCheck('searchUsers', 1),
    },
    {
      name: 'searchUsers phone prefix 01001 (5 digits typed, ~2,500 matches)',
      limitMs: 50,
      ratioLimit: 2,
      query: `query($t: String!) { searchUsers(searchTerm: $t, pageNumber: 1, rowsPerPage: 25) { ${USERS_PAGE} } }`,
      variables: { t: '01001' },
      direct: (deps, session) =>
        searchUsers(deps, session, { searchTerm: '01001', pageNumber: 1, rowsPerPage: 25 }),
      check: usersCheck('searchUsers', 1000),
    },
    {
      name: 'getUsers balance negative + type user + area Maadi, sorted by balance ascending',
      limitMs: 50,
      ratioLimit: 2,
      query: `query($f: String) { getUsers(pageNumber: 1, rowsPerPage: 25, fieldName: "balance", sortType: "asc", filters: $f) { ${USERS_PAGE} } }`,
      variables: { f: JSON.stringify(usersFilters) },
      direct: (deps, session) =>
        getUsers(deps, session, {
          pageNumber: 1,
          rowsPerPage: 25,
          fieldName: 'balance',
          sortType: 'asc',
          filters: JSON.stringify(usersFilters),
        }),
      check: usersCheck('getUsers', 1000),
    },
    {
      name: `getWalletLogging rider 1 (${HEAVY_LOGS.toLocaleString('en')} logs and its share of the rest), page 1 of 50`,
      limitMs: 30,
      ratioLimit: null,
      query: `query($u: ID, $p: Int, $r: Int) { getWalletLogging(userId: $u, pageNumber: $p, rowsPerPage: $r) { ${LOGS_PAGE} } }`,
      variables: { u: heavy, p: 1, r: 50 },
      direct: (deps, session) => getWalletLogging(deps, session, wallet(1)),
      check: logsCheck,
    },
    {
      name: `getWalletLogging rider 1 (${HEAVY_LOGS.toLocaleString('en')} logs and its share of the rest), page 200 of 50`,
      limitMs: 30,
      ratioLimit: null,
      query: `query($u: ID, $p: Int, $r: Int) { getWalletLogging(userId: $u, pageNumber: $p, rowsPerPage: $r) { ${LOGS_PAGE} } }`,
      variables: { u: heavy, p: 200, r: 50 },
      direct: (deps, session) => getWalletLogging(deps, session, wallet(200)),
      check: logsCheck,
    },
  ];
}

/**
 * The wallet logs table's other filters (issue 7 §3): plans only, so a filter that loses its
 * index shows in riderScalePlans.md. Each is run once through the service (timed, the count
 * included) and its statements are EXPLAINed.
 */
function walletFilterCases(): Array<{ name: string; args: Parameters<typeof getWalletLogging>[2] }> {
  const heavy = riderId(1);
  const staffMember = riderId(500);
  const page = (pageNumber: number) => ({ rowsPerPage: 50, pageNumber });
  const week = {
    startDate: new Date(Date.now() - 7 * 86_400_000).toISOString(),
    endDate: new Date().toISOString(),
  };
  return [
    { name: 'rider 1, type FINE, page 1', args: { ...page(1), userId: heavy, type: 'FINE' } },
    { name: 'rider 1, last 7 days, page 1', args: { ...page(1), userId: heavy, ...week } },
    { name: 'type FINE (all riders), page 1', args: { ...page(1), type: 'FINE' } },
    { name: 'type FINE (all riders), page 200', args: { ...page(200), type: 'FINE' } },
    { name: 'last 7 days (all riders), page 200', args: { ...page(200), ...week } },
    { name: 'staff member (MANUAL_INPUT edits), page 1', args: { ...page(1), dashboardUserId: staffMember } },
    { name: 'no filter (all 10,000,000 logs), page 1', args: page(1) },
  ];
}

export async function riderScale(): Promise<Record<string, unknown>> {
  const loadBefore = os.loadavg()[0] ?? 0;
  const database = await openRiderDatabase(progress);
  const bench = await buildBenchServer(database.handle);
  const pool = new pg.Pool({ connectionString: database.url, max: 4 });
  let api: Awaited<ReturnType<typeof startApiProcess>> | null = null;
  const planLines: string[] = [
    `# Rider-scale query plans (${new Date().toISOString()})`,
    '',
    'Written by `npm run bench -- riderScale` (bench/riderScale.ts): EXPLAIN (ANALYZE, BUFFERS) of every',
    'statement each operation sends, captured from the service itself, on the generated database',
    `(${JSON.stringify(database.data)}).`,
    '',
  ];
  try {
    const { token, session } = await benchStaffSession(bench.deps, {
      name: 'Bench Finance',
      department: 'Finance',
      level: 2,
      permissions: {
        users: { VIEW_PAGE: true, VIEW_WALLET_ACTIONS: true },
        task: { VIEW_WALLET_LOGS: true },
      },
    });
    // The in-process server only lent its deps (sessions, capture); its scheduler must not run beside the API.
    await bench.close();
    api = await startApiProcess({ DATABASE_URL: database.url, DEMO_SEED: '0' });
    // Measured once the startup check is done: lists are timed in steady state, the check on its own.
    const startupCheck = await waitForConsistencyCheck(api.url);
    const run = {
      apiUrl: api.url,
      token,
      deps: bench.deps,
      session,
      pool,
      rounds: ROUNDS,
      perRound: PER_ROUND,
      bigTables: BIG_TABLES,
      progress,
    };
    const { results, planLines: scenarioPlans } = await runApiVsSql(run, scenarios());
    planLines.push(...scenarioPlans);
    planLines.push("# The wallet logs table's other filters (plans only, one timed service call each)", '');
    const otherFilters: Array<Record<string, unknown>> = [];
    for (const filterCase of walletFilterCases()) {
      let page: Awaited<ReturnType<typeof getWalletLogging>> | null = null;
      const started = performance.now();
      const statements = await captureStatements(
        async () => (page = await getWalletLogging(bench.deps, session, filterCase.args)),
      );
      const serviceMs = round(performance.now() - started, 1);
      const rowCount = (page as Awaited<ReturnType<typeof getWalletLogging>> | null)?.count ?? null;
      planLines.push(
        `## getWalletLogging ${filterCase.name}`,
        '',
        `Service call ${serviceMs} ms (count ${rowCount}).`,
        '',
      );
      let indexScansOnly = true;
      const executionMs: number[] = [];
      for (const statement of statements) {
        const { plan, noSeqScan, executionMs: ms } = await explainStatement(pool, statement, BIG_TABLES);
        indexScansOnly &&= noSeqScan;
        executionMs.push(ms);
        planLines.push(
          '```sql',
          statement.text,
          `-- parameters: ${JSON.stringify(statement.values)}`,
          '```',
          '',
          '```',
          plan,
          '```',
          '',
        );
      }
      otherFilters.push({
        name: filterCase.name,
        count: rowCount,
        serviceMs,
        explainExecutionMs: executionMs,
        noSeqScanOnBigTables: indexScansOnly,
      });
      progress(`    ${filterCase.name}: ${serviceMs} ms, explain ${executionMs.join(' / ')} ms`);
    }
    await fs.writeFile(new URL('./riderScalePlans.md', import.meta.url), planLines.join('\n'));
    return {
      name: 'riderScale: list operations on 1,000,000 riders and 10,000,000 wallet logs (PostgreSQL), API vs the same SQL',
      database: {
        reused: database.reused,
        loadTimingsMs: database.loadTimingsMs,
        ...database.data,
        migrationsAppliedThisRun: database.migrationsApplied,
      },
      method: `${ROUNDS} rounds of ${PER_ROUND} sequential API requests then ${PER_ROUND} direct SQL runs, after ${PER_ROUND} warm-up pairs, once the API's startup consistency check had finished`,
      startupConsistencyCheck: startupCheck,
      plans: 'bench/riderScalePlans.md',
      // Latency on a shared machine: a busy one inflates both sides, the API's (more CPU per request) more.
      loadAverage1m: { before: round(loadBefore, 2), after: round(os.loadavg()[0] ?? 0, 2) },
      scenarios: results,
      walletLogFilterPlans: otherFilters,
    };
  } finally {
    await api?.stop();
    await pool.end();
    await bench.close();
    await database.drop();
  }
}
