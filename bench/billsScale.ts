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
import pg from 'pg';
import { billsCount, listAutoSettlings, listBills } from '../server/src/domains/bills/queries';
import { getPaymentTrnasctions } from '../server/src/domains/payments/queries';
import { benchStaffSession, runApiVsSql, type ApiVsSqlScenario } from './apiVsSql';
import { BILLS, openBillsDatabase, PAYMENTS } from './billsScaleData';
import { buildBenchServer, round } from './claimsSupport';
import { startApiProcess, waitForConsistencyCheck } from './support';

const ROUNDS = Number(process.env.BENCH_BILLS_ROUNDS ?? 10);
const PER_ROUND = 20;
const progress = (line: string) => process.stderr.write(`${line}\n`);

const BILL_ROW = `_id serialNumber type date createdAt totalCost vat actualCost paidWithBalance paidWithPromocode paidWithSubscription paymentGateway paymentMethod maskedPan trxID isRefunded refundReason isPaymentSuccessful freemium isAutoSettle walletAutoCharge { _id } ride balanceChange refundedBill user { _id name phoneNumber } createdBy { _id name }`;
const PAYMENT_ROW = `_id merchantReference createdAt amount transactionType gateway status orderType gatewayReference instantResponseMessage lastGatewayMessage webhookAt user { _id } bill { _id }`;

const days = (n: number) => ({
  startDate: new Date(Date.now() - n * 86_400_000).toISOString(),
  endDate: new Date().toISOString(),
});

function scenarios(): ApiVsSqlScenario[] {
  const week = days(7);
  const month = days(30);
  const quarter = days(95);
  const billFilters = { type: 'ride', actualBilled: 'moreThanZero', date: week };
  const autoFilters = { date: month };
  const paymentFilters = { status: 'failed', date: month };
  const pageCheck =
    (key: string, rowsKey: string, totalKey: string, atLeast: number) => (data: Record<string, unknown>) => {
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
      direct: (deps, session) =>
        listBills(deps, session, {
          pageNumber: 1,
          rowsPerPage: 25,
          fieldName: 'date',
          sortType: 'desc',
          filters: JSON.stringify(billFilters),
        }),
      check: pageCheck('bills', 'bills', 'totalBills', BILLS / 2000),
    },
    {
      name: 'autoSettlings: last 30 days, newest first, page 1 of 25, with totals',
      limitMs: 50,
      ratioLimit: 2,
      query: `query($f: String) { autoSettlings(pageNumber: 1, rowsPerPage: 25, filters: $f) { totalPages totalBills bills { ${BILL_ROW} } totals { count totalCost actualCost vat } } }`,
      variables: { f: JSON.stringify(autoFilters) },
      direct: (deps, session) =>
        listAutoSettlings(deps, session, {
          pageNumber: 1,
          rowsPerPage: 25,
          filters: JSON.stringify(autoFilters),
        }),
      check: pageCheck('autoSettlings', 'bills', 'totalBills', BILLS / 2000),
    },
    {
      name: 'getPaymentTrnasctions: status failed + last 30 days, newest first, page 1 of 50',
      limitMs: 50,
      ratioLimit: 2,
      query: `query($f: String) { getPaymentTrnasctions(filters: $f, pageNumber: 1, rowsPerPage: 50) { totalCount paymentTransactions { ${PAYMENT_ROW} } } }`,
      variables: { f: JSON.stringify(paymentFilters) },
      direct: (deps, session) =>
        getPaymentTrnasctions(deps, session, {
          pageNumber: 1,
          rowsPerPage: 50,
          filters: JSON.stringify(paymentFilters),
        }),
      check: pageCheck('getPaymentTrnasctions', 'paymentTransactions', 'totalCount', PAYMENTS / 2000),
    },
    {
      name: 'billsCount: every type over 95 days',
      limitMs: 200,
      ratioLimit: null,
      query: `query($s: String!, $e: String!) { billsCount(startDate: $s, endDate: $e) }`,
      variables: { s: quarter.startDate, e: quarter.endDate },
      direct: (deps) => billsCount(deps, quarter),
      check: (data) =>
        (data.billsCount as number) > BILLS / 10 ? null : `billsCount answered ${String(data.billsCount)}`,
    },
    {
      name: 'billsCount: type Ride over 95 days',
      limitMs: 200,
      ratioLimit: null,
      query: `query($s: String!, $e: String!) { billsCount(type: "ride", startDate: $s, endDate: $e) }`,
      variables: { s: quarter.startDate, e: quarter.endDate },
      direct: (deps) => billsCount(deps, { type: 'ride', ...quarter }),
      check: (data) =>
        (data.billsCount as number) > BILLS / 20 ? null : `billsCount answered ${String(data.billsCount)}`,
    },
  ];
}

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
    const { token, session } = await benchStaffSession(bench.deps, {
      name: 'Bench Finance',
      department: 'Accounting',
      level: 3,
      permissions: { bills: { VIEW_PAGE: true, VIEW_AUTO_SETTLINGS: true, VIEW_PAYMENT_TRANSACTIONS: true } },
    });
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
      bigTables: /^(bills|payment_transactions|users)$/,
      progress,
    };
    const { results, planLines: scenarioPlans } = await runApiVsSql(run, scenarios());
    planLines.push(...scenarioPlans);
    await fs.writeFile(new URL('./billsScalePlans.md', import.meta.url), planLines.join('\n'));
    return {
      name: `billsScale: bills pages, auto-settlings, payment transactions and billsCount on ${BILLS.toLocaleString('en')} bills and ${PAYMENTS.toLocaleString('en')} payment transactions (PostgreSQL), API vs the same SQL`,
      database: {
        reused: database.reused,
        loadTimingsMs: database.loadTimingsMs,
        ...database.data,
        migrationsAppliedThisRun: database.migrationsApplied,
      },
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
