/**
 * billsScale (issue 8, Benchmarks): on 5,000,000 bills and 5,000,000 payment transactions
 * in PostgreSQL (bench/billsScaleData.ts), a filtered, sorted page of bills, of
 * auto-settlings (with totals) and of payment transactions through our GraphQL API (a
 * separate API process) against the very same SQL run directly in the same run, and
 * billsCount over 95 days. Goals: page p95 ≤ 50 ms and ≤ 2 × the SQL's p95; billsCount
 * p95 ≤ 200 ms. Plans (EXPLAIN ANALYZE, BUFFERS) go to bench/billsScalePlans.md.
 *
 * The SQL is captured, not rewritten: each operation runs once through its service function
 * while pg.Pool#query is watched (as riderScale.ts does), and those statements, with their
 * parameters, are what the direct runs send, concurrently as the service sends them.
 *
 * BENCH_BILLS_ROUNDS (default 10) rounds of 20; BENCH_KEEP_BILLS=1 keeps the database.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import type { Deps } from '../server/src/app/deps';
import type { SessionInfo } from '../server/src/auth/sessionTypes';
import { createSession } from '../server/src/auth/sessions';
import { billsCount, listAutoSettlings, listBills } from '../server/src/bills/queries';
import { newId } from '../server/src/lib/ids';
import { getPaymentTrnasctions } from '../server/src/payments/queries';
import { roles } from '../server/src/roles/tables';
import { users } from '../server/src/users/tables';
import { BILLS, openBillsDatabase, PAYMENTS } from './billsScaleData';
import { buildBenchServer, round, summarize } from './claimsSupport';
import { gql, startApiProcess, waitForConsistencyCheck } from './support';

const ROUNDS = Number(process.env.BENCH_BILLS_ROUNDS ?? 10);
const PER_ROUND = 20;
const progress = (line: string) => process.stderr.write(`${line}\n`);

const BILL_ROW = `_id serialNumber type date createdAt totalCost vat actualCost paidWithBalance paidWithPromocode paidWithSubscription paymentGateway paymentMethod maskedPan trxID isRefunded refundReason isPaymentSuccessful freemium isAutoSettle walletAutoCharge { _id } ride balanceChange refundedBill user { _id name phoneNumber } createdBy { _id name }`;
const PAYMENT_ROW = `_id merchantReference createdAt amount transactionType gateway status orderType gatewayReference instantResponseMessage lastGatewayMessage webhookAt user { _id } bill { _id }`;

interface Scenario {
  name: string;
  limitMs: number;
  ratioLimit: number | null;
  query: string;
  variables: Record<string, unknown>;
  direct: (deps: Deps, session: SessionInfo) => Promise<unknown>;
  check: (data: Record<string, unknown>) => string | null;
}

const days = (n: number) => ({ startDate: new Date(Date.now() - n * 86_400_000).toISOString(), endDate: new Date().toISOString() });

function scenarios(): Scenario[] {
  const week = days(7);
  const month = days(30);
  const quarter = days(95);
  const billFilters = { type: 'ride', actualBilled: 'moreThanZero', date: week };
  const autoFilters = { date: month };
  const paymentFilters = { status: 'failed', date: month };
  const pageCheck = (key: string, rowsKey: string, totalKey: string, atLeast: number) => (data: Record<string, unknown>) => {
    const page = data[key] as Record<string, unknown>;
    const rows = page[rowsKey] as unknown[];
    const total = page[totalKey] as number;
    return rows.length >= 1 && total >= atLeast ? null : `${key} answered ${rows.length} rows of ${total}`;
  };
  return [
    {
      name: 'bills: type Ride + actual billed More Than Zero + last 7 days, newest first, page 1 of 25',
      limitMs: 50,
      ratioLimit: 2,
      query: `query($f: String) { bills(pageNumber: 1, rowsPerPage: 25, fieldName: "date", sortType: "desc", filters: $f) { totalPages totalBills bills { ${BILL_ROW} } } }`,
      variables: { f: JSON.stringify(billFilters) },
      direct: (deps, session) => listBills(deps, session, { pageNumber: 1, rowsPerPage: 25, fieldName: 'date', sortType: 'desc', filters: JSON.stringify(billFilters) }),
      check: pageCheck('bills', 'bills', 'totalBills', BILLS / 2000),
    },
    {
      name: 'autoSettlings: last 30 days, newest first, page 1 of 25, with totals',
      limitMs: 50,
      ratioLimit: 2,
      query: `query($f: String) { autoSettlings(pageNumber: 1, rowsPerPage: 25, filters: $f) { totalPages totalBills bills { ${BILL_ROW} } totals { count totalCost actualCost vat } } }`,
      variables: { f: JSON.stringify(autoFilters) },
      direct: (deps, session) => listAutoSettlings(deps, session, { pageNumber: 1, rowsPerPage: 25, filters: JSON.stringify(autoFilters) }),
      check: pageCheck('autoSettlings', 'bills', 'totalBills', BILLS / 2000),
    },
    {
      name: 'getPaymentTrnasctions: status failed + last 30 days, newest first, page 1 of 50',
      limitMs: 50,
      ratioLimit: 2,
      query: `query($f: String) { getPaymentTrnasctions(filters: $f, pageNumber: 1, rowsPerPage: 50) { totalCount paymentTransactions { ${PAYMENT_ROW} } } }`,
      variables: { f: JSON.stringify(paymentFilters) },
      direct: (deps, session) => getPaymentTrnasctions(deps, session, { pageNumber: 1, rowsPerPage: 50, filters: JSON.stringify(paymentFilters) }),
      check: pageCheck('getPaymentTrnasctions', 'paymentTransactions', 'totalCount', PAYMENTS / 2000),
    },
    {
      name: 'billsCount: every type over 95 days',
      limitMs: 200,
      ratioLimit: null,
      query: `query($s: String!, $e: String!) { billsCount(startDate: $s, endDate: $e) }`,
      variables: { s: quarter.startDate, e: quarter.endDate },
      direct: (deps) => billsCount(deps, quarter),
      check: (data) => ((data.billsCount as number) > BILLS / 10 ? null : `billsCount answered ${String(data.billsCount)}`),
    },
    {
      name: 'billsCount: type Ride over 95 days',
      limitMs: 200,
      ratioLimit: null,
      query: `query($s: String!, $e: String!) { billsCount(type: "ride", startDate: $s, endDate: $e) }`,
      variables: { s: quarter.startDate, e: quarter.endDate },
      direct: (deps) => billsCount(deps, { type: 'ride', ...quarter }),
      check: (data) => ((data.billsCount as number) > BILLS / 20 ? null : `billsCount answered ${String(data.billsCount)}`),
    },
  ];
}

interface Statement {
  text: string;
  values: unknown[];
}

/** The statements `work` sends through any pg.Pool while it runs (a copy of riderScale.ts's, which does not export it). */
async function captureStatements(work: () => Promise<unknown>): Promise<Statement[]> {
  const captured: Statement[] = [];
  const original = pg.Pool.prototype.query;
  // Patched for the one call only; pg's signature is overloaded, so it is typed loosely here.
  const watching = function (this: pg.Pool, config: unknown, values?: unknown) {
    if (config && typeof config === 'object' && 'text' in config) captured.push({ text: String((config as { text: unknown }).text), values: Array.isArray(values) ? values : [] });
    else if (typeof config === 'string') captured.push({ text: config, values: Array.isArray(values) ? values : [] });
    return (original as (...args: unknown[]) => unknown).call(this, config, values);
  };
  pg.Pool.prototype.query = watching as typeof original;
  try {
    await work();
  } finally {
    pg.Pool.prototype.query = original;
  }
  return captured;
}

async function staffSession(deps: Deps): Promise<{ token: string; session: SessionInfo }> {
  const roleId = newId();
  const permissions = { bills: { VIEW_PAGE: true, VIEW_AUTO_SETTLINGS: true, VIEW_PAYMENT_TRANSACTIONS: true } };
  await deps.db.insert(roles).values({ id: roleId, name: `Bench finance ${roleId}`, level: 3, department: 'Accounting', permissions });
  const userId = newId();
  const phoneNumber = `+2019${String(Date.now()).slice(-8)}`;
  await deps.db.insert(users).values({ id: userId, name: 'Bench Finance', phoneNumber, roleId, type: 'operations' });
  const created = await createSession(deps, { userId, deviceId: null, ip: '127.0.0.1', userAgent: 'bench' });
  const session: SessionInfo = {
    sessionId: 'bench',
    wsId: 'bench',
    expiresAt: new Date(Date.now() + 3_600_000),
    user: { _id: userId, name: 'Bench Finance', phoneNumber, email: null },
    role: { _id: roleId, name: 'Bench finance', department: 'Accounting', level: 3, permissions },
  };
  return { token: created.token, session };
}

async function explain(pool: pg.Pool, statement: Statement): Promise<{ plan: string; noSeqScan: boolean }> {
  const { rows } = await pool.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`, statement.values);
  const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
  return { plan, noSeqScan: !/Seq Scan on (bills|payment_transactions|users)\b/.test(plan) };
}

const timeOnce = async (work: () => Promise<unknown>) => {
  const started = performance.now();
  await work();
  return performance.now() - started;
};

export async function billsScale(): Promise<Record<string, unknown>> {
  const loadBefore = os.loadavg()[0] ?? 0;
  const database = await openBillsDatabase(progress);
  const bench = await buildBenchServer(database.handle);
  const pool = new pg.Pool({ connectionString: database.url, max: 4 });
  let api: Awaited<ReturnType<typeof startApiProcess>> | null = null;
  const planLines: string[] = [
    `# Bills-scale query plans (${new Date().toISOString()})`,
    '',
    'Written by `npm run bench -- billsScale` (bench/billsScale.ts): EXPLAIN (ANALYZE, BUFFERS) of every statement',
    `each operation sends, captured from the service itself, on the generated database (${JSON.stringify(database.data)}).`,
    '',
  ];
  try {
    const { token, session } = await staffSession(bench.deps);
    await bench.close();
    api = await startApiProcess({ DATABASE_URL: database.url, DEMO_SEED: '0' });
    // Measured once the startup check is done: lists are timed in steady state, the check on its own.
    const startupCheck = await waitForConsistencyCheck(api.url);
    const results: Array<Record<string, unknown>> = [];
    for (const scenario of scenarios()) {
      progress(`  ${scenario.name}`);
      const statements = await captureStatements(() => scenario.direct(bench.deps, session));
      const answer = await gql<Record<string, unknown>>(api.url, scenario.query, scenario.variables, token);
      const problem = scenario.check(answer);
      if (problem) throw new Error(`${scenario.name}: ${problem}`);
      const apiUrl = api.url;
      const viaApi = () => gql(apiUrl, scenario.query, scenario.variables, token);
      const viaSql = () => Promise.all(statements.map((statement) => pool.query(statement.text, statement.values)));
      for (let i = 0; i < PER_ROUND; i += 1) {
        await viaApi();
        await viaSql();
      }
      const apiMs: number[] = [];
      const sqlMs: number[] = [];
      for (let roundIndex = 0; roundIndex < ROUNDS; roundIndex += 1) {
        for (let i = 0; i < PER_ROUND; i += 1) apiMs.push(await timeOnce(viaApi));
        for (let i = 0; i < PER_ROUND; i += 1) sqlMs.push(await timeOnce(viaSql));
      }
      const apiStats = summarize(apiMs);
      const sqlStats = summarize(sqlMs);
      const ratio = apiStats.p95 !== null && sqlStats.p95 ? round(apiStats.p95 / sqlStats.p95, 2) : null;
      planLines.push(`## ${scenario.name}`, '');
      let noSeqScan = true;
      for (const statement of statements) {
        const explained = await explain(pool, statement);
        noSeqScan &&= explained.noSeqScan;
        planLines.push('```sql', statement.text, `-- parameters: ${JSON.stringify(statement.values)}`, '```', '', '```', explained.plan, '```', '');
      }
      const met = apiStats.p95 !== null && apiStats.p95 <= scenario.limitMs && (scenario.ratioLimit === null || (ratio !== null && ratio <= scenario.ratioLimit));
      results.push({
        name: scenario.name,
        statements: statements.length,
        apiMs: apiStats,
        sqlMs: sqlStats,
        p95Ratio: ratio,
        goal: `API p95 ≤ ${scenario.limitMs} ms${scenario.ratioLimit ? ` and ≤ ${scenario.ratioLimit} × SQL p95` : ''}`,
        met,
        noSeqScanOnBigTables: noSeqScan,
      });
      progress(`    api p95 ${apiStats.p95} ms, sql p95 ${sqlStats.p95} ms, ratio ${ratio}, met ${met}, no seq scan ${noSeqScan}`);
    }
    await fs.writeFile(new URL('./billsScalePlans.md', import.meta.url), planLines.join('\n'));
    return {
      name: `billsScale: bills pages, auto-settlings, payment transactions and billsCount on ${BILLS.toLocaleString('en')} bills and ${PAYMENTS.toLocaleString('en')} payment transactions (PostgreSQL), API vs the same SQL`,
      database: { reused: database.reused, loadTimingsMs: database.loadTimingsMs, ...database.data, migrationsAppliedThisRun: database.migrationsApplied },
      method: `${ROUNDS} rounds of ${PER_ROUND} sequential API requests then ${PER_ROUND} direct SQL runs, after ${PER_ROUND} warm-up pairs, once the API's startup consistency check had finished`,
      startupConsistencyCheck: startupCheck,
      plans: 'bench/billsScalePlans.md',
      loadAverage1m: { before: round(loadBefore, 2), after: round(os.loadavg()[0] ?? 0, 2) },
      scenarios: results,
    };
  } finally {
    await api?.stop();
    await pool.end();
    await bench.close();
    await database.drop();
  }
}
