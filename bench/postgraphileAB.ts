/**
 * postgraphileAB (issue 29, Benchmarks bullet 2): our API beside PostGraphile 5 (from the npm
 * registry, on Node 24: bench/postgraphilePeer.ts) on the SAME PostgreSQL database (billsScale's
 * 5,000,000 bills, 5,000,000 payment transactions and 200,000 riders, made by SQL), the same
 * client, the same answers: the bills page (filtered, sorted page of 50 with its total count),
 * the payment transactions page (getPaymentTrnasctions) and the users search. Before any timing,
 * each scenario checks that both APIs answer the same rows (ids, in order) and the same total.
 * Then blocks of ours, PostGraphile's and the captured SQL of our service (apiVsSql's method)
 * alternate, their order rotating each round; the 1-minute load is recorded around every round,
 * and each server's CPU per request (from /proc), which the machine's load does not inflate.
 * Targets: our p95 ≤ PostGraphile's p95, and our p95 ≤ SQL p95 + 3 ms.
 *
 * PostGraphile has no authentication here (ours checks the session and the blocked list on
 * every request). The users search is a PostGraphile custom query (a SQL function, the way
 * PostGraphile serves a search): its prefixes are what our searchUsers computes, passed as
 * arguments by the client (shared/rules/userSearch), since the Amber preset's filters cannot
 * say lower(name) LIKE …, which is what the index answers.
 *
 * BENCH_PEER_ROUNDS (default 10) rounds of BENCH_PEER_PER_ROUND (20) requests per side;
 * BENCH_KEEP_BILLS=1 keeps the database (as billsScale); BENCH_PEER_ONLY=<name start> runs the scenarios whose name
 * begins so (bills, getPaymentTrnasctions, searchUsers). Run it under Node 24 with the built
 * server to compare like with like: OPS_SERVER_BUNDLE + BENCH_API_NODE_ENV=production (README).
 */
import fs from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { likePrefix, userSearchPrefixes } from '@ops/shared/rules/userSearch';
import { getPaymentTrnasctions } from '../server/src/domains/payments/queries';
import { listBills } from '../server/src/domains/bills/queries';
import { searchUsers } from '../server/src/domains/users/queries';
import type { Deps } from '../server/src/platform/deps';
import type { SessionInfo } from '../server/src/platform/session/sessionTypes';
import { API_CLIENT, benchStaffSession, captureStatements, explainStatement, timeOnce } from './apiVsSql';
import { BILLS, openBillsDatabase } from './billsScaleData';
import { buildBenchServer, round, summarize } from './claimsSupport';
import { leanGql } from './leanGql';
import { installPostGraphile, startPostGraphile } from './postgraphilePeer';
import { gql, startApiProcess, waitForConsistencyCheck } from './support';

const ROUNDS = Number(process.env.BENCH_PEER_ROUNDS ?? 10);
const PER_ROUND = Number(process.env.BENCH_PEER_PER_ROUND ?? 20);
const PAGE = 50;
const progress = (line: string) => process.stderr.write(`${line}\n`);
const timedGql = API_CLIENT === 'http' ? leanGql : gql;
const load = () => round(os.loadavg()[0] ?? 0, 2);

/** The peer's custom query for the users search (a schema of its own, made and dropped by the run). */
const PEER_SCHEMA = 'bench_peer';
const PEER_SQL = `
  CREATE SCHEMA IF NOT EXISTS ${PEER_SCHEMA};
  -- One SELECT in a STABLE SQL function (PostgreSQL inlines it), ordered as our searchUsers: PostGraphile 5 offers no
  -- orderBy on a function's connection unless told, and keeps the order the function gives.
  CREATE OR REPLACE FUNCTION ${PEER_SCHEMA}.search_users(text_prefix text, phone_prefix text, digits_prefix text) RETURNS SETOF public.users
    LANGUAGE sql STABLE AS $$
      SELECT * FROM public.users u
       WHERE lower(u.name) LIKE text_prefix OR lower(u.email) LIKE text_prefix
          OR u.phone_number LIKE phone_prefix OR u.national_id LIKE digits_prefix
       ORDER BY u.created_at DESC, u.id DESC
    $$;
`;

interface Side {
  query: string;
  variables: Record<string, unknown>;
  /** The row ids in order and the total count of an answer. */
  read: (data: Record<string, unknown>) => { ids: string[]; total: number };
}

interface PeerScenario {
  name: string;
  ours: Side;
  peer: Side;
  /** The same page through our service function, to capture its SQL. */
  direct: (deps: Deps, session: SessionInfo) => Promise<unknown>;
  /** Rows the page must hold, so that a benchmark of an empty page cannot pass. */
  atLeast: number;
}

const PERSON = '_id name phoneNumber';
const BILL_ROW = `_id serialNumber type date createdAt totalCost vat actualCost paidWithBalance paidWithPromocode paidWithSubscription paymentGateway paymentMethod maskedPan trxID isRefunded refundReason isPaymentSuccessful freemium isAutoSettle walletAutoCharge { _id } ride balanceChange refundedBill user { ${PERSON} } createdBy { ${PERSON} }`;
/** The Bill fields BILL_ROW selects: our service reads those columns only, so the captured SQL must too. */
const BILL_ROW_FIELDS = BILL_ROW.replace(/\{[^}]*\}/g, ' ')
  .split(/\s+/)
  .filter(Boolean);
const PEER_PERSON = 'rowId name phoneNumber';
const PEER_BILL_ROW = `rowId serialNumber type date createdAt totalCostPiasters vatPiasters actualCostPiasters paidWithBalancePiasters paidWithPromocodePiasters paidWithSubscriptionPiasters paymentGateway paymentMethod maskedPan trxId isRefunded refundReason isPaymentSuccessful freemium isAutoSettle walletAutoChargeId ridesByBillId(first: 1) { nodes { rowId } } balanceChangePiasters refundedBillId userByUserId { ${PEER_PERSON} } userByCreatedById { ${PEER_PERSON} }`;
const PAYMENT_ROW = `_id merchantReference createdAt amount transactionType gateway status orderType gatewayReference instantResponseMessage lastGatewayMessage webhookAt responseMessage refundedAt user { ${PERSON} } bill { _id }`;
const PAYMENT_ROW_FIELDS = PAYMENT_ROW.replace(/\{[^}]*\}/g, ' ')
  .split(/\s+/)
  .filter(Boolean);
const PEER_PAYMENT_ROW = `rowId merchantReference createdAt amountPiasters transactionType gateway status orderType gatewayReference instantResponseMessage lastGatewayMessage webhookAt responseMessage refundedAt userByUserId { ${PEER_PERSON} } billId`;
const USER_ROW = `_id name phoneNumber email balance tripsCount type active blocked verificationStatus area { _id name } createdAt lastRideAt`;
const PEER_USER_ROW = `rowId name phoneNumber email balancePiasters tripsCount type active isBlockedFromDashboard blockedByDeviceId areaByAreaId { rowId name } createdAt lastRideAt`;

const ids = (rows: unknown, key: '_id' | 'rowId') =>
  (rows as Array<Record<string, string>>).map((row) => String(row[key]));
const ourPage = (field: string, rowsKey: string, totalKey: string) => (data: Record<string, unknown>) => {
  const page = data[field] as Record<string, unknown>;
  return { ids: ids(page[rowsKey], '_id'), total: Number(page[totalKey]) };
};
const peerPage = (field: string) => (data: Record<string, unknown>) => {
  const page = data[field] as { totalCount: number; nodes: unknown };
  return { ids: ids(page.nodes, 'rowId'), total: Number(page.totalCount) };
};

function scenarios(): PeerScenario[] {
  const now = Date.now();
  const range = (n: number) => ({
    startDate: new Date(now - n * 86_400_000).toISOString(),
    endDate: new Date(now).toISOString(),
  });
  const week = range(7);
  const month = range(30);
  const billFilters = { type: 'ride', actualBilled: 'moreThanZero', date: week };
  const paymentFilters = { status: 'failed', date: month };
  const searches = [
    { term: '0100123', label: '7 digits typed' },
    { term: '01001', label: '5 digits typed, ~2,000 matches' },
  ];
  return [
    {
      name: `bills: type Ride + actual billed More Than Zero + last 7 days, newest first, page 1 of ${PAGE} with the total`,
      ours: {
        query: `query($f: String) { bills(pageNumber: 1, rowsPerPage: ${PAGE}, fieldName: "date", sortType: "desc", filters: $f) { totalPages totalBills bills { ${BILL_ROW} } } }`,
        variables: { f: JSON.stringify(billFilters) },
        read: ourPage('bills', 'bills', 'totalBills'),
      },
      peer: {
        query: `query($from: Datetime!, $to: Datetime!) { allBills(first: ${PAGE}, orderBy: [DATE_DESC, ROW_ID_DESC], filter: { type: { equalTo: "ride" }, actualCostPiasters: { greaterThan: "0" }, date: { greaterThanOrEqualTo: $from, lessThanOrEqualTo: $to } }) { totalCount nodes { ${PEER_BILL_ROW} } } }`,
        variables: { from: week.startDate, to: week.endDate },
        read: peerPage('allBills'),
      },
      direct: (deps, session) =>
        listBills(
          deps,
          session,
          {
            pageNumber: 1,
            rowsPerPage: PAGE,
            fieldName: 'date',
            sortType: 'desc',
            filters: JSON.stringify(billFilters),
          },
          BILL_ROW_FIELDS,
        ),
      atLeast: BILLS / 2000,
    },
    {
      name: `getPaymentTrnasctions: status failed + last 30 days, newest first, page 1 of ${PAGE} with the total`,
      ours: {
        query: `query($f: String) { getPaymentTrnasctions(filters: $f, pageNumber: 1, rowsPerPage: ${PAGE}) { totalCount paymentTransactions { ${PAYMENT_ROW} } } }`,
        variables: { f: JSON.stringify(paymentFilters) },
        read: ourPage('getPaymentTrnasctions', 'paymentTransactions', 'totalCount'),
      },
      peer: {
        query: `query($from: Datetime!, $to: Datetime!) { allPaymentTransactions(first: ${PAGE}, orderBy: [CREATED_AT_DESC, ROW_ID_DESC], filter: { status: { equalTo: "failed" }, createdAt: { greaterThanOrEqualTo: $from, lessThanOrEqualTo: $to } }) { totalCount nodes { ${PEER_PAYMENT_ROW} } } }`,
        variables: { from: month.startDate, to: month.endDate },
        read: peerPage('allPaymentTransactions'),
      },
      direct: (deps, session) =>
        getPaymentTrnasctions(
          deps,
          session,
          {
            pageNumber: 1,
            rowsPerPage: PAGE,
            filters: JSON.stringify(paymentFilters),
          },
          PAYMENT_ROW_FIELDS,
        ),
      atLeast: BILLS / 2000,
    },
    ...searches.map(({ term, label }): PeerScenario => {
      const prefixes = userSearchPrefixes(term);
      return {
        name: `searchUsers '${term}' (${label}), newest first, page 1 of ${PAGE} with the total`,
        ours: {
          query: `query($t: String!) { searchUsers(searchTerm: $t, pageNumber: 1, rowsPerPage: ${PAGE}) { users { ${USER_ROW} } totalNumberOfUsers totalPages } }`,
          variables: { t: term },
          read: ourPage('searchUsers', 'users', 'totalNumberOfUsers'),
        },
        peer: {
          query: `query($t: String!, $p: String, $d: String) { benchPeerSearchUsers(textPrefix: $t, phonePrefix: $p, digitsPrefix: $d, first: ${PAGE}) { totalCount nodes { ${PEER_USER_ROW} } } }`,
          variables: {
            t: likePrefix(prefixes.text),
            p: prefixes.phone && likePrefix(prefixes.phone),
            d: prefixes.digits && likePrefix(prefixes.digits),
          },
          read: peerPage('benchPeerSearchUsers'),
        },
        direct: (deps, session) =>
          searchUsers(deps, session, { searchTerm: term, pageNumber: 1, rowsPerPage: PAGE }),
        atLeast: 5,
      };
    }),
  ];
}

/** CPU (user + system, ms) a process has used: fields 14 and 15 of /proc/<pid>/stat, in 10 ms ticks. Load moves latency, not this. */
function cpuMs(pid: number | undefined): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

interface Run {
  ours: string;
  peer: string;
  oursPid: number | undefined;
  peerPid: number | undefined;
  token: string;
  deps: Deps;
  session: SessionInfo;
  pool: pg.Pool;
}

async function measure(run: Run, scenario: PeerScenario): Promise<Record<string, unknown>> {
  progress(`  ${scenario.name}`);
  const statements = await captureStatements(() => scenario.direct(run.deps, run.session));
  const ours = scenario.ours.read(
    await gql(run.ours, scenario.ours.query, scenario.ours.variables, run.token),
  );
  const peer = scenario.peer.read(await gql(run.peer, scenario.peer.query, scenario.peer.variables));
  const same =
    ours.total === peer.total &&
    ours.ids.length === peer.ids.length &&
    ours.ids.every((id, i) => id === peer.ids[i]);
  if (!same)
    throw new Error(
      `${scenario.name}: the answers differ (ours ${ours.total} total, ${ours.ids.slice(0, 3).join(',')}…; PostGraphile ${peer.total}, ${peer.ids.slice(0, 3).join(',')}…)`,
    );
  if (ours.ids.length < Math.min(PAGE, scenario.atLeast))
    throw new Error(`${scenario.name}: only ${ours.ids.length} rows of ${ours.total}`);
  const sides = {
    ours: () => timedGql(run.ours, scenario.ours.query, scenario.ours.variables, run.token),
    postgraphile: () => timedGql(run.peer, scenario.peer.query, scenario.peer.variables),
    sql: () => Promise.all(statements.map((statement) => run.pool.query(statement.text, statement.values))),
  };
  const order = Object.keys(sides) as Array<keyof typeof sides>;
  for (let i = 0; i < PER_ROUND; i += 1) for (const side of order) await sides[side]();
  const samples: Record<keyof typeof sides, number[]> = { ours: [], postgraphile: [], sql: [] };
  const pids = { ours: run.oursPid, postgraphile: run.peerPid, sql: undefined };
  const cpu = { ours: 0, postgraphile: 0, sql: 0 };
  const loads: number[] = [load()];
  for (let roundIndex = 0; roundIndex < ROUNDS; roundIndex += 1) {
    // Rotated each round, so no side always follows the same one.
    const rotated = [...order.slice(roundIndex % 3), ...order.slice(0, roundIndex % 3)];
    for (const side of rotated) {
      const pid = pids[side];
      const before = pid ? cpuMs(pid) : 0;
      for (let i = 0; i < PER_ROUND; i += 1) samples[side].push(await timeOnce(sides[side]));
      if (pid) cpu[side] += cpuMs(pid) - before;
    }
    loads.push(load());
  }
  const stats = {
    ours: summarize(samples.ours),
    postgraphile: summarize(samples.postgraphile),
    sql: summarize(samples.sql),
  };
  const oursP95 = stats.ours.p95 ?? NaN;
  const peerP95 = stats.postgraphile.p95 ?? NaN;
  const sqlP95 = stats.sql.p95 ?? NaN;
  const explained = await Promise.all(
    statements.map((statement) =>
      explainStatement(run.pool, statement, /^(bills|payment_transactions|users)$/),
    ),
  );
  const result = {
    name: scenario.name,
    sameAnswers: { rows: ours.ids.length, total: ours.total, idsInOrder: true },
    ourStatements: statements.length,
    oursMs: stats.ours,
    postgraphileMs: stats.postgraphile,
    sqlMs: stats.sql,
    serverCpuMsPerRequest: {
      ours: round(cpu.ours / samples.ours.length, 2),
      postgraphile: round(cpu.postgraphile / samples.postgraphile.length, 2),
    },
    p95OursOverPostgraphile: round(oursP95 / peerP95, 2),
    p95OursMinusSqlMs: round(oursP95 - sqlP95, 1),
    p95PostgraphileMinusSqlMs: round(peerP95 - sqlP95, 1),
    ourSqlExecutionMs: explained.map((plan) => plan.executionMs),
    loadAverage1m: { min: Math.min(...loads), max: Math.max(...loads), perRound: loads },
    met: { notSlowerThanPostgraphile: oursP95 <= peerP95, withinSqlPlus3Ms: oursP95 <= sqlP95 + 3 },
  };
  progress(
    `    p95 ours ${oursP95} / PostGraphile ${peerP95} / SQL ${sqlP95} ms, server CPU per request ${result.serverCpuMsPerRequest.ours} / ${result.serverCpuMsPerRequest.postgraphile} ms (load ${result.loadAverage1m.min}–${result.loadAverage1m.max})`,
  );
  return result;
}

export async function postgraphileAB(): Promise<Record<string, unknown>> {
  const loadBefore = load();
  const version = await installPostGraphile(progress);
  const database = await openBillsDatabase(progress);
  const bench = await buildBenchServer(database.handle);
  const pool = new pg.Pool({ connectionString: database.url, max: 4 });
  let ours: Awaited<ReturnType<typeof startApiProcess>> | null = null;
  let peer: Awaited<ReturnType<typeof startPostGraphile>> | null = null;
  try {
    await pool.query(PEER_SQL);
    const { token, session } = await benchStaffSession(bench.deps, {
      name: 'Bench Finance',
      department: 'Accounting',
      level: 3,
      permissions: {
        bills: { VIEW_PAGE: true, VIEW_PAYMENT_TRANSACTIONS: true },
        users: { VIEW_PAGE: true },
      },
    });
    await bench.close();
    // ALLOW_SIMULATED_SMS: production refuses to start without a real SMS provider; nobody signs in here.
    ours = await startApiProcess({ DATABASE_URL: database.url, DEMO_SEED: '0', ALLOW_SIMULATED_SMS: '1' });
    const startupCheck = await waitForConsistencyCheck(ours.url);
    peer = await startPostGraphile(database.url, ['public', PEER_SCHEMA], 10);
    const run: Run = {
      ours: ours.url,
      peer: peer.url,
      oursPid: ours.process.pid,
      peerPid: peer.process.pid,
      token,
      deps: bench.deps,
      session,
      pool,
    };
    const results: Array<Record<string, unknown>> = [];
    const only = process.env.BENCH_PEER_ONLY;
    for (const scenario of scenarios())
      if (!only || scenario.name.startsWith(only)) results.push(await measure(run, scenario));
    return {
      name: `postgraphileAB: our API vs PostGraphile ${version} (Node 24, connection-filter plugin, no authentication) on ${BILLS.toLocaleString('en')} bills, as many payment transactions and 200,000 riders (PostgreSQL), same client, same answers`,
      nodes: {
        bench: process.version,
        ours: `${process.version} (${process.env.OPS_SERVER_BUNDLE ? 'bundle' : 'tsx'}, NODE_ENV ${process.env.BENCH_API_NODE_ENV === 'production' ? 'production' : 'development'})`,
        postgraphile: 'Node 24, NODE_ENV production',
      },
      database: { reused: database.reused, loadTimingsMs: database.loadTimingsMs, ...database.data },
      method: `after ${PER_ROUND} warm-up triples, ${ROUNDS} rounds of ${PER_ROUND} sequential requests per side (ours, PostGraphile, our captured SQL), order rotated each round; client ${API_CLIENT}; answers checked equal (ids in order, total) first`,
      startupConsistencyCheck: startupCheck,
      postgraphileReadyMs: peer.readyMs,
      loadAverage1m: { before: loadBefore, after: load() },
      cpus: os.cpus().length,
      scenarios: results,
    };
  } finally {
    await peer?.stop();
    await ours?.stop();
    await pool.query(`DROP SCHEMA IF EXISTS ${PEER_SCHEMA} CASCADE`).catch(() => undefined);
    await pool.end();
    await bench.close();
    await database.drop();
  }
}
