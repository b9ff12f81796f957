/**
 * Issue 24, the 20-user walk: while WALKERS staff of several roles click through every list and
 * analytics page at once, in loops, one Support Agent works tasks in the workspace; the p95 of
 * the agent's actions (Set Pending, a vehicle command, a comment) is the figure. Same run,
 * PGlite and PostgreSQL.
 *
 * Setup as noStall: one API in this process (server/test/testServer.ts, the real server on port
 * 0), here with the demo data (seedDemoData at BENCH_WALK_SEED_SCALE) and noStall's SQL riders and
 * ended rides on top, then the aggregates rebuilt once (the job stays off: no tick meanwhile).
 * The walkers sign in through the real flow as the demo's staff (Super Admin, Support Supervisor,
 * Operations Manager, Finance, Marketing... as many roles as the demo has, in turn).
 *
 * The pages' queries are the renderer's own documents (renderer/src/generated/graphql.ts): every
 * query operation whose required variables the walk can fill (dates: the last 3 months; page 1
 * of 25; other required ids and texts: the operation is left out). Each walker first asks each
 * of them once over one day and keeps those its role is answered (a refusal is its role's, not a
 * stall), then loops over them in its own order, a 100–400 ms think time between clicks. The
 * walkers run in a child process (staffWalkers.ts), as people at other desks: in the API's process
 * their answers' parsing would hold the event loop the agent's actions are timed on.
 *
 * The agent (checked in, with a socket): a condition is raised on a new vehicle, and when its
 * 'ASSIGNED TASK' arrives the agent comments it, sends the vehicle a restart and sets it pending,
 * each through HTTP GraphQL with the agent's token, each timed. First IDLE_S seconds without the
 * walkers (for comparison), then WALK_S seconds with them.
 *
 * BENCH_WALK_ENGINES=pglite,postgres; BENCH_WALK_USERS (20); BENCH_WALK_SECONDS (60);
 * BENCH_WALK_IDLE_SECONDS (15); BENCH_WALK_SEED_SCALE (0.25); BENCH_WALK_RIDERS (20,000);
 * BENCH_WALK_RIDES (200,000).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parse, type OperationDefinitionNode, type TypeNode } from 'graphql';
import { REALTIME_EVENTS } from '@ops/shared/realtime/events';
import { startTestServer, type TestServer } from '../server/test/testServer';
import {
  AGENT_PERMISSIONS,
  makeAgent,
  makeArea,
  makeVehicle,
  resetQueue,
  type Agent,
} from '../server/src/domains/tasks/testing';
import { checkUserInTasks } from '../server/src/domains/attendance/service';
import { raiseVehicleCondition } from '../server/src/domains/tasks/engine';
import { rebuildAll } from '../server/src/platform/aggregates/refresh';
import { SERVER_AGGREGATES } from '../server/src/compose/modules';
import { seedDemoData } from '../server/src/compose/seed/index';
import accounts from '../server/src/compose/seed/demo-accounts.json' with { type: 'json' };
import { generate, openEngine, quantile } from './noStall';
import type { WalkFigures, WalkPlan } from './staffWalkers';
import { signInDemo } from './support';

const ENGINES = (process.env.BENCH_WALK_ENGINES ?? 'pglite,postgres').split(',');
const WALKERS = Number(process.env.BENCH_WALK_USERS ?? 20);
const WALK_S = Number(process.env.BENCH_WALK_SECONDS ?? 60);
const IDLE_S = Number(process.env.BENCH_WALK_IDLE_SECONDS ?? 15);
const SEED_SCALE = Number(process.env.BENCH_WALK_SEED_SCALE ?? 0.25);
const RIDERS = Number(process.env.BENCH_WALK_RIDERS ?? 20_000);
const RIDES = Number(process.env.BENCH_WALK_RIDES ?? 200_000);
const THINK_MS: [number, number] = [100, 400];

/** A page's query as the renderer sends it. */
export interface PageQuery {
  name: string;
  query: string;
  variables: Record<string, unknown>;
  /** The same with a range of one day: whether a role is answered, without the range's cost. */
  probeVariables: Record<string, unknown>;
}

function day(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

function namedType(type: TypeNode): string {
  return type.kind === 'NamedType' ? type.name.value : namedType(type.type);
}

/** A value for a required variable the walk knows how to fill, else undefined (the operation is left out). */
function fill(name: string, type: TypeNode): unknown {
  const base = namedType(type);
  const lower = name.toLowerCase();
  if (base === 'String' && /(start|from)(date|day)?$|^start/.test(lower)) return day(-90);
  if (base === 'String' && /(end|to)(date|day)?$|^end/.test(lower)) return day(0);
  if (base === 'Int' && /page(number)?$/.test(lower)) return 1;
  if (base === 'Int' && /rowsperpage|limit|first|size/.test(lower)) return 25;
  if (base === 'Boolean') return false;
  return undefined;
}

/** Every query document of the renderer whose required variables can be filled. */
export async function pageQueries(): Promise<{ queries: PageQuery[]; leftOut: string[] }> {
  const source = await fs.readFile(new URL('../renderer/src/generated/graphql.ts', import.meta.url), 'utf8');
  const queries: PageQuery[] = [];
  const leftOut: string[] = [];
  for (const match of source.matchAll(/new TypedDocumentString\(`([\s\S]*?)`/g)) {
    const text = match[1]!;
    const document = parse(text);
    const operation = document.definitions.find(
      (definition): definition is OperationDefinitionNode => definition.kind === 'OperationDefinition',
    );
    if (!operation || operation.operation !== 'query') continue;
    const name = operation.name?.value ?? 'anonymous';
    const variables: Record<string, unknown> = {};
    let fillable = true;
    for (const definition of operation.variableDefinitions ?? []) {
      const value = fill(definition.variable.name.value, definition.type);
      if (value !== undefined) variables[definition.variable.name.value] = value;
      else if (definition.type.kind === 'NonNullType' && !definition.defaultValue) fillable = false;
    }
    const probeVariables = Object.fromEntries(
      Object.entries(variables).map(([key, value]) => [key, value === day(-90) ? day(0) : value]),
    );
    if (fillable) queries.push({ name, query: text, variables, probeVariables });
    else leftOut.push(name);
  }
  return { queries, leftOut };
}

async function ask(server: TestServer, page: PageQuery, token: string, probe = false): Promise<boolean> {
  const answer = await server.gql(page.query, probe ? page.probeVariables : page.variables, token);
  return !answer.errors?.length;
}

/** Runs the walkers in a child process (staffWalkers.ts); `onWalking` when their clicks begin. */
async function walkElsewhere(plan: WalkPlan, onWalking: () => void): Promise<WalkFigures> {
  const planFile = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'ops-walk-plan-')), 'plan.json');
  await fs.writeFile(planFile, JSON.stringify(plan));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./staffWalkers.ts', import.meta.url)), planFile],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let figures: WalkFigures | null = null;
  for await (const line of readline.createInterface({ input: child.stdout })) {
    if (line === 'walking') onWalking();
    else if (line.startsWith('{')) figures = JSON.parse(line) as WalkFigures;
  }
  await fs.rm(path.dirname(planFile), { recursive: true, force: true });
  if (!figures) throw new Error('the walkers ended without figures');
  return figures;
}

const ACTIONS = {
  comment: `mutation($t: ID!) { saveTaskComment(taskId: $t, comment: "walk: looked at it") { _id } }`,
  vehicleCommand: `mutation($v: ID!, $t: ID) { sendVehicleCommand(message: "restart", listOfVehicleIds: [$v], taskId: $t) { status } }`,
  setPending: `mutation($t: ID!) { setTaskToPending(taskId: $t, comment: "walk: waiting for the field team") { _id } }`,
} as const;
type ActionName = keyof typeof ACTIONS;

interface AgentRecord {
  ms: Record<ActionName, number[]>;
  errors: Record<ActionName, number>;
  firstError: string | null;
  missedTasks: number;
}

function newRecord(): AgentRecord {
  return {
    ms: { comment: [], vehicleCommand: [], setPending: [] },
    errors: { comment: 0, vehicleCommand: 0, setPending: 0 },
    firstError: null,
    missedTasks: 0,
  };
}

/** The agent's workspace loop until `done()`: a new task, then comment, command, Set Pending. */
async function workTasks(
  server: TestServer,
  agent: Agent,
  areaId: string,
  done: () => boolean,
): Promise<AgentRecord> {
  const record = newRecord();
  const deps = server.server.deps;
  while (!done()) {
    const vehicle = await makeVehicle(deps, areaId);
    const task = await raiseVehicleCondition(deps, { vehicleId: vehicle.id, reason: 'LPM' });
    try {
      await agent.next<{ _id?: string }>(
        REALTIME_EVENTS.ASSIGNED_TASK,
        (payload) => payload?._id === task._id,
        30_000,
      );
    } catch {
      record.missedTasks += 1;
      continue;
    }
    const variables: Record<ActionName, Record<string, unknown>> = {
      comment: { t: task._id },
      vehicleCommand: { v: vehicle.id, t: task._id },
      setPending: { t: task._id },
    };
    for (const action of Object.keys(ACTIONS) as ActionName[]) {
      const asked = performance.now();
      const answer = await server.gql(ACTIONS[action], variables[action], agent.token);
      record.ms[action].push(performance.now() - asked);
      if (answer.errors?.length) {
        record.errors[action] += 1;
        record.firstError ??= `${action}: ${answer.errors[0]?.message}`;
      }
      // The agent reads what it did before the next click, as a person does.
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
  return record;
}

function actionSummary(record: AgentRecord) {
  const all = Object.values(record.ms).flat();
  return {
    actions: all.length,
    p50Ms: quantile(all, 0.5),
    p95Ms: quantile(all, 0.95),
    maxMs: quantile(all, 1),
    byAction: Object.fromEntries(
      (Object.keys(record.ms) as ActionName[]).map((action) => [
        action,
        {
          n: record.ms[action].length,
          p50Ms: quantile(record.ms[action], 0.5),
          p95Ms: quantile(record.ms[action], 0.95),
          errors: record.errors[action],
        },
      ]),
    ),
    firstError: record.firstError,
    missedTasks: record.missedTasks,
  };
}

/** The walk's world: an API on `engine` with the demo data, the SQL riders and rides, the aggregates built, the staff signed in and each role's pages. */
export async function prepareWalk(engine: string, pages: PageQuery[]) {
  const { handle, drop } = await openEngine(engine);
  const server = await startTestServer({
    handle,
    config: { aggregateJob: false, alertWatcher: false, taskSlaSweep: false },
  });
  const seedDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ops-walk-'));
  const close = async () => {
    await server.close();
    await drop();
    await fs.rm(seedDir, { recursive: true, force: true });
  };
  try {
    const deps = server.server.deps;
    const seedStarted = performance.now();
    await seedDemoData(deps.db, { scale: SEED_SCALE, dataDir: seedDir, now: deps.clock.now() });
    const seedMs = Math.round(performance.now() - seedStarted);
    const area = await makeArea(deps, 'Walk area');
    const vehicle = await makeVehicle(deps, area.id);
    const generateMs = await generate(handle, vehicle.id, {
      riders: RIDERS,
      rides: RIDES,
      phonePrefix: '+2011',
    });
    const aggregateStarted = performance.now();
    await rebuildAll({ db: handle.backgroundDb, clock: deps.clock }, SERVER_AGGREGATES);
    const aggregateBuildMs = Math.round(performance.now() - aggregateStarted);

    // The demo's staff, agents and field technicians aside (they have no list pages to walk).
    const staff = (accounts as Array<{ role: string; phoneNumber: string; password: string }>).filter(
      (account) => !['Support Agent', 'Field Technician'].includes(account.role),
    );
    const tokens: Array<{ role: string; token: string }> = [];
    for (const account of staff)
      tokens.push({
        role: account.role,
        token: await signInDemo(server.url, account.phoneNumber, account.password),
      });
    // Each role's pages: those its role is answered, asked once over one day.
    const pagesOf = new Map<string, PageQuery[]>();
    for (const { role, token } of tokens) {
      const answered: PageQuery[] = [];
      for (const page of pages)
        if (await ask(server, page, token, true).catch(() => false)) answered.push(page);
      pagesOf.set(role, answered);
    }
    return { server, deps, area, tokens, pagesOf, close, setupMs: { seedMs, generateMs, aggregateBuildMs } };
  } catch (error) {
    await close();
    throw error;
  }
}

async function runEngine(engine: string, pages: PageQuery[]): Promise<Record<string, unknown>> {
  const { server, deps, area, tokens, pagesOf, close, setupMs } = await prepareWalk(engine, pages);
  try {
    // The demo's waiting tasks would go to the agent first: the agent works the tasks the bench raises.
    await resetQueue(deps);
    const agent = await makeAgent(server, { ...AGENT_PERMISSIONS, vehicles: { SEND_COMMANDS: true } });
    await checkUserInTasks(deps, agent.session);

    let idleDone = false;
    const idleTimer = setTimeout(() => (idleDone = true), IDLE_S * 1000);
    const idle = await workTasks(server, agent, area.id, () => idleDone);
    clearTimeout(idleTimer);

    // The agent works while the walkers click, from their first click to their last.
    let walkDone = false;
    const agentWork: { running?: Promise<AgentRecord> } = {};
    const plan: WalkPlan = {
      url: server.url,
      seconds: WALK_S,
      thinkMs: THINK_MS,
      walkers: Array.from({ length: WALKERS }, (_, n) => {
        const { role, token } = tokens[n % tokens.length]!;
        return {
          role,
          token,
          pages: (pagesOf.get(role) ?? []).map(({ name, query, variables }) => ({ name, query, variables })),
        };
      }),
    };
    const walked = await walkElsewhere(plan, () => {
      agentWork.running = workTasks(server, agent, area.id, () => walkDone);
    });
    walkDone = true;
    if (!agentWork.running) throw new Error('the walkers never began');
    const loaded = await agentWork.running;
    agent.socket?.close();

    const clicks = walked.ms;
    const idleSummary = actionSummary(idle);
    const walkSummary = actionSummary(loaded);
    return {
      engine,
      seedScale: SEED_SCALE,
      riders: RIDERS,
      rides: RIDES,
      ...setupMs,
      roles: [...pagesOf].map(([role, answered]) => ({ role, pages: answered.length })),
      walkers: WALKERS,
      walkSeconds: WALK_S,
      clicks: clicks.length,
      clickErrors: walked.errors,
      firstClickError: walked.firstError,
      clickP50Ms: quantile(clicks, 0.5),
      clickP95Ms: quantile(clicks, 0.95),
      // The slowest pages first: which reads hold PGlite's one connection longest.
      clicksByPage: Object.entries(walked.byPage)
        .map(([page, ms]) => ({ page, n: ms.length, p50Ms: quantile(ms, 0.5), p95Ms: quantile(ms, 0.95) }))
        .sort((a, b) => b.p50Ms - a.p50Ms),
      agentIdle: idleSummary,
      agentWhileWalked: walkSummary,
      actionP95Ratio: Math.round((walkSummary.p95Ms / idleSummary.p95Ms) * 100) / 100,
      loadAverage1m: Math.round(os.loadavg()[0]! * 10) / 10,
    };
  } finally {
    await close();
  }
}

export async function staffWalk(): Promise<Record<string, unknown>> {
  const { queries, leftOut } = await pageQueries();
  const results: Record<string, unknown>[] = [];
  for (const engine of ENGINES) {
    process.stderr.write(`staffWalk: ${engine}...\n`);
    results.push(await runEngine(engine, queries));
  }
  return {
    bench: 'staffWalk',
    issue: 24,
    targets: { pgliteActionP95Ms: 300, postgresActionP95Ms: 150 },
    pageQueries: queries.length,
    pageQueriesLeftOut: leftOut.length,
    loadAverage1mAtStart: Math.round(os.loadavg()[0]! * 10) / 10,
    results,
  };
}
