/**
 * The method every "API vs the same SQL" benchmark shares (riderScale, billsScale, fleetScale):
 * each operation is called once through its service function while pg.Pool#query is watched,
 * and the statements it sent (text and parameters) are what the direct runs send, concurrently
 * as the service does. API and SQL runs alternate in blocks, so a busy moment of the machine
 * hits both. Every captured statement's EXPLAIN (ANALYZE, BUFFERS) goes to the plans file.
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import type { Deps } from '../server/src/platform/deps';
import type { SessionInfo } from '../server/src/platform/session/sessionTypes';
import { createSession } from '../server/src/platform/session/sessions';
import { newId } from '../server/src/platform/lib/ids';
import { roles, users } from '../server/src/platform/session/tables';
import { round, summarize } from './claimsSupport';
import { leanGql } from './leanGql';
import { gql } from './support';

/** The client of the timed API calls: fetch (the default, as before) or node:http (leanGql.ts). */
export const API_CLIENT = process.env.BENCH_API_CLIENT === 'http' ? 'http' : 'fetch';
const timedGql = API_CLIENT === 'http' ? leanGql : gql;

export interface ApiVsSqlScenario {
  name: string;
  /** p95 through the API at most this (ms). */
  limitMs: number;
  /** p95 through the API at most this × the direct SQL's p95 (null: no ratio target). */
  ratioLimit: number | null;
  query: string;
  variables: Record<string, unknown>;
  /** The same operation through its service function (run once, to capture its SQL). */
  direct: (deps: Deps, session: SessionInfo) => Promise<unknown>;
  /** A check on the API's answer, so a benchmark of an error cannot pass. */
  check: (data: Record<string, unknown>) => string | null;
}

export interface Statement {
  text: string;
  values: unknown[];
}

/** The statements `work` sends through any pg.Pool while it runs (the service's: nothing else runs then). */
export async function captureStatements(work: () => Promise<unknown>): Promise<Statement[]> {
  const captured: Statement[] = [];
  const original = pg.Pool.prototype.query;
  // Patched for the one call only; pg's signature is overloaded, so it is typed loosely here.
  const watching = function (this: pg.Pool, config: unknown, values?: unknown) {
    if (config && typeof config === 'object' && 'text' in config) {
      captured.push({
        text: String((config as { text: unknown }).text),
        values: Array.isArray(values) ? values : [],
      });
    } else if (typeof config === 'string') {
      captured.push({ text: config, values: Array.isArray(values) ? values : [] });
    }
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

/** A staff member holding `permissions`, with a session the API process accepts. */
export async function benchStaffSession(
  deps: Deps,
  role: {
    name: string;
    department: string;
    level: number;
    permissions: Record<string, Record<string, boolean>>;
  },
): Promise<{ token: string; session: SessionInfo }> {
  const roleId = newId();
  await deps.db.insert(roles).values({
    id: roleId,
    name: `${role.name} ${roleId}`,
    level: role.level,
    department: role.department,
    permissions: role.permissions,
  });
  const userId = newId();
  const phoneNumber = `+2019${String(Date.now()).slice(-8)}`;
  await deps.db
    .insert(users)
    .values({ id: userId, name: role.name, phoneNumber, roleId, type: 'operations' });
  const created = await createSession(deps, { userId, deviceId: null, ip: '127.0.0.1', userAgent: 'bench' });
  const session: SessionInfo = {
    sessionId: 'bench',
    wsId: 'bench',
    expiresAt: new Date(Date.now() + 3_600_000),
    user: { _id: userId, name: role.name, phoneNumber, email: null, mustChangePassword: false },
    role: {
      _id: roleId,
      name: role.name,
      department: role.department,
      level: role.level,
      permissions: role.permissions,
    },
  };
  return { token: created.token, session };
}

/** EXPLAIN (ANALYZE, BUFFERS) of one statement, and whether it avoided a sequential scan of the big tables. */
export async function explainStatement(
  pool: pg.Pool,
  statement: Statement,
  bigTables: RegExp,
): Promise<{ plan: string; noSeqScan: boolean; executionMs: number }> {
  const { rows } = await pool.query<{ 'QUERY PLAN': string }>(
    `EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`,
    statement.values,
  );
  const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
  const seqScan = [...plan.matchAll(/Seq Scan on (\w+)/g)].some((match) => bigTables.test(match[1] ?? ''));
  return {
    plan,
    noSeqScan: !seqScan,
    executionMs: Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? NaN),
  };
}

export const timeOnce = async (work: () => Promise<unknown>): Promise<number> => {
  const started = performance.now();
  await work();
  return performance.now() - started;
};

export interface ApiVsSqlRun {
  apiUrl: string;
  token: string;
  deps: Deps;
  session: SessionInfo;
  pool: pg.Pool;
  rounds: number;
  perRound: number;
  /** Tables whose sequential scan means an index is missing or unused. */
  bigTables: RegExp;
  progress: (line: string) => void;
}

/** Times each scenario through the API and as its captured SQL; answers the results and the plan lines. */
export async function runApiVsSql(
  run: ApiVsSqlRun,
  scenarios: readonly ApiVsSqlScenario[],
): Promise<{ results: Array<Record<string, unknown>>; planLines: string[] }> {
  const results: Array<Record<string, unknown>> = [];
  const planLines: string[] = [];
  for (const scenario of scenarios) {
    run.progress(`  ${scenario.name}`);
    const statements = await captureStatements(() => scenario.direct(run.deps, run.session));
    const answer = await gql<Record<string, unknown>>(
      run.apiUrl,
      scenario.query,
      scenario.variables,
      run.token,
    );
    const problem = scenario.check(answer);
    if (problem) throw new Error(`${scenario.name}: ${problem}`);
    const viaApi = () => timedGql(run.apiUrl, scenario.query, scenario.variables, run.token);
    const viaSql = () =>
      Promise.all(statements.map((statement) => run.pool.query(statement.text, statement.values)));
    for (let i = 0; i < run.perRound; i += 1) {
      await viaApi();
      await viaSql();
    }
    const apiMs: number[] = [];
    const sqlMs: number[] = [];
    for (let roundIndex = 0; roundIndex < run.rounds; roundIndex += 1) {
      for (let i = 0; i < run.perRound; i += 1) apiMs.push(await timeOnce(viaApi));
      for (let i = 0; i < run.perRound; i += 1) sqlMs.push(await timeOnce(viaSql));
    }
    const apiStats = summarize(apiMs);
    const sqlStats = summarize(sqlMs);
    const ratio = apiStats.p95 !== null && sqlStats.p95 ? round(apiStats.p95 / sqlStats.p95, 2) : null;
    planLines.push(`## ${scenario.name}`, '');
    let noSeqScan = true;
    for (const statement of statements) {
      const explained = await explainStatement(run.pool, statement, run.bigTables);
      noSeqScan &&= explained.noSeqScan;
      planLines.push(
        '```sql',
        statement.text,
        `-- parameters: ${JSON.stringify(statement.values)}`,
        '```',
        '',
        '```',
        explained.plan,
        '```',
        '',
      );
    }
    const met =
      apiStats.p95 !== null &&
      apiStats.p95 <= scenario.limitMs &&
      (scenario.ratioLimit === null || (ratio !== null && ratio <= scenario.ratioLimit));
    results.push({
      name: scenario.name,
      statements: statements.length,
      apiMs: apiStats,
      sqlMs: sqlStats,
      p95Ratio: ratio,
      goal: `API p95 ≤ ${scenario.limitMs} ms${scenario.ratioLimit ? ` and ≤ ${scenario.ratioLimit} × SQL p95` : ''}`,
      met,
      noSeqScanOnBigTables: noSeqScan,
      apiClient: API_CLIENT,
    });
    run.progress(
      `    api p95 ${apiStats.p95} ms, sql p95 ${sqlStats.p95} ms, ratio ${ratio}, met ${met}, no seq scan ${noSeqScan}`,
    );
  }
  return { results, planLines };
}
