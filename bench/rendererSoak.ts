import { randomBytes } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import type { CDPSession, Page } from 'playwright-core';
import accounts from '../server/src/compose/seed/demo-accounts.json' with { type: 'json' };
import { checkInOnPage, launchChromium, signInPage, socketEventCounts } from './browserPeople';
import { PG_ADMIN_URL, sleep } from './claimsSupport';
import { runAgent, type AgentStats } from './soakAgents';
import { SoakRecorder } from './soakRecorder';
import { machineLine, startApiProcess } from './support';

/**
 * The renderer for a whole shift (issue 13 §8, the Chromium half): the built renderer in
 * headless Chromium, a checked-in Support Agent on the Resolve Tasks workspace and a Support
 * Supervisor on the vehicle list, both live on one API process (PostgreSQL) whose fleet
 * simulator runs as fast as it can (SIMULATOR_TICK_MS=BENCH_RENDERER_TICK_MS, 100: up to 50×
 * real time), until the simulator has played BENCH_RENDERER_HOURS (8) hours.
 *
 * Simulated time is counted from the simulator's own work, not from the wall clock: every tick
 * steps 60 vehicles and stamps each one's last_update (server/src/compose/simulator/fleet.ts), so the
 * vehicles stamped since the last look, divided by 60, are the ticks played, and a tick is 5 s
 * of the real fleet. The agent works the tasks the page shows through the API with the page's
 * own session (soakAgents.ts: photos judged, ID checks declined, vehicle tasks commented and
 * left pending), so the workspace takes, shows and drops tasks all shift.
 *
 * At each simulated half hour both pages are measured after a forced GC (CDP
 * HeapProfiler.collectGarbage twice): JS heap used (Runtime.getHeapUsage), DOM counters
 * (Memory.getDOMCounters: nodes, documents, listeners), elements in the document, notices on
 * screen, and the URL (a page thrown back to /login would measure nothing). Targets: heap at
 * the end ≤ 1.2 × heap after the first simulated hour; DOM nodes flat.
 *
 * Needs the renderer built: BENCH_RENDERER_DIR (dist/renderer), e.g. from
 * `npx vite build --config renderer/vite.config.ts --outDir /tmp/soak-renderer`.
 */
const HOURS = Number(process.env.BENCH_RENDERER_HOURS ?? 8);
const TICK_MS = Number(process.env.BENCH_RENDERER_TICK_MS ?? 100);
const SCALE = Number(process.env.BENCH_RENDERER_SCALE ?? 4);
const MAX_MINUTES = Number(process.env.BENCH_RENDERER_MAX_MINUTES ?? 60);
const RENDERER_DIR = process.env.BENCH_RENDERER_DIR ?? 'dist/renderer';
const VEHICLES_PER_TICK = 60;
const REAL_TICK_S = 5;
const SAMPLE_EVERY_SIM_S = 1800;

interface PageSample {
  heapUsedMb: number;
  domNodes: number;
  documents: number;
  jsEventListeners: number;
  elements: number;
  notices: number;
  /** Socket events the page has received since it opened. */
  eventsReceived: number;
  url: string;
}

async function measure(page: Page, cdp: CDPSession): Promise<PageSample> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = await cdp.send('Runtime.getHeapUsage');
  const dom = await cdp.send('Memory.getDOMCounters');
  const events = await socketEventCounts(page);
  const { elements, notices } = await page.evaluate(() => ({
    elements: document.querySelectorAll('*').length,
    // The live alert notices (renderer/src/features/alerts/LiveAlerts.tsx, at most 8) and antd's own.
    notices: document.querySelectorAll(
      '[data-testid="live-alert"], .ant-notification-notice, .ant-message-notice',
    ).length,
  }));
  return {
    heapUsedMb: Math.round((heap.usedSize / 2 ** 20) * 100) / 100,
    domNodes: dom.nodes,
    documents: dom.documents,
    jsEventListeners: dom.jsEventListeners,
    elements,
    notices,
    eventsReceived: Object.values(events).reduce((sum, count) => sum + count, 0),
    url: new URL(page.url()).pathname,
  };
}

export async function rendererSoak() {
  const name = `deploy_rsoak_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const server = await startApiProcess({
    DATABASE_URL: databaseUrl,
    DEMO_SEED: '1',
    SEED_SCALE: String(SCALE),
    SIMULATOR: '1',
    SIMULATOR_TICK_MS: String(TICK_MS),
    RENDERER_DIR,
    LOG_LEVEL: 'warn',
  });
  const browser = await launchChromium();
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const loadAverages: number[] = [os.loadavg()[0] ?? 0];
  try {
    const demo = (role: string) => {
      const found = accounts.find((entry) => entry.role === role);
      if (!found) throw new Error(`no demo ${role}`);
      return found;
    };
    const agentAccount = demo('Support Agent');
    const agent = await signInPage(browser, server.url, agentAccount);
    const supervisor = await signInPage(browser, server.url, demo('Support Supervisor'));
    await checkInOnPage(agent.page, server.url);
    await supervisor.page.goto(`${server.url}/app/vehicles`);
    await supervisor.page.waitForLoadState('networkidle').catch(() => undefined);
    const pages = { workspace: agent.page, vehicleList: supervisor.page };
    const sessions = {
      workspace: await agent.page.context().newCDPSession(agent.page),
      vehicleList: await supervisor.page.context().newCDPSession(supervisor.page),
    };

    const recorder = new SoakRecorder();
    const stats: AgentStats = {
      tasksTaken: 0,
      resolvedByAgent: 0,
      leftPending: 0,
      commandsSent: 0,
      resolvedUnderAgent: 0,
      assignedEvents: 0,
    };
    const wallDeadline = Date.now() + MAX_MINUTES * 60_000;
    let done = false;
    const work = runAgent({
      account: agentAccount,
      server,
      recorder,
      deadline: wallDeadline,
      index: 1,
      stats,
      token: agent.token,
      stop: () => done,
    });

    const samples: Array<{
      simulatedHours: number;
      wallS: number;
      workspace: PageSample;
      vehicleList: PageSample;
    }> = [];
    const take = async (simulatedS: number) => {
      samples.push({
        simulatedHours: Math.round((simulatedS / 3600) * 100) / 100,
        wallS: Math.round((Date.now() - started) / 1000),
        workspace: await measure(pages.workspace, sessions.workspace),
        vehicleList: await measure(pages.vehicleList, sessions.vehicleList),
      });
      loadAverages.push(os.loadavg()[0] ?? 0);
      process.stderr.write(`rendererSoak: ${JSON.stringify(samples[samples.length - 1])}\n`);
    };
    const started = Date.now();
    await take(0);
    let since = (await db.query<{ now: Date }>('SELECT now() AS now')).rows[0]?.now ?? new Date();
    let visits = 0;
    let saturatedPolls = 0;
    const fleet =
      (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM vehicles WHERE NOT is_in_storage'))
        .rows[0]?.n ?? 0;
    let nextSample = SAMPLE_EVERY_SIM_S;
    while (!done) {
      await sleep(1000);
      const { rows } = await db.query<{ n: number; now: Date }>(
        'SELECT count(*)::int AS n, now() AS now FROM vehicles WHERE last_update > $1',
        [since],
      );
      const seen = rows[0]?.n ?? 0;
      // A vehicle stepped twice between two looks counts once: the count holds only while a lap
      // of the fleet takes longer than a look (2,000 vehicles: 32 ticks). Nearly the whole fleet
      // in one look says it did not; the JSON reports how often.
      if (seen >= 0.9 * fleet) saturatedPolls += 1;
      visits += seen;
      since = rows[0]?.now ?? since;
      const simulatedS = (visits / VEHICLES_PER_TICK) * REAL_TICK_S;
      if (simulatedS >= nextSample) {
        await take(simulatedS);
        nextSample += SAMPLE_EVERY_SIM_S;
      }
      if (simulatedS >= HOURS * 3600 || Date.now() > wallDeadline) done = true;
    }
    const wallS = (Date.now() - started) / 1000;
    const simulatedS = (visits / VEHICLES_PER_TICK) * REAL_TICK_S;
    // `done` also ends the agent's loop after the task in hand.
    await work;

    const hourOne = samples.find((sample) => sample.simulatedHours >= 1) ?? samples[0];
    const last = samples[samples.length - 1];
    const ratio = (pick: (sample: (typeof samples)[number]) => number) =>
      hourOne && last ? Math.round((pick(last) / pick(hourOne)) * 100) / 100 : null;
    return {
      name: 'rendererSoak',
      machine: machineLine(),
      loadAverage1m: loadAverages.map((value) => Math.round(value * 10) / 10),
      settings: {
        hours: HOURS,
        simulatorTickMs: TICK_MS,
        seedScale: SCALE,
        rendererDir: RENDERER_DIR,
        database: name,
      },
      simulated: {
        hours: Math.round((simulatedS / 3600) * 100) / 100,
        wallMinutes: Math.round((wallS / 60) * 10) / 10,
        speedUp: Math.round((simulatedS / wallS) * 10) / 10,
        vehicleSteps: visits,
        fleet,
        saturatedPolls,
      },
      agent: stats,
      apiErrors: recorder.errors,
      apiErrorSamples: recorder.errorSamples,
      refusals: recorder.refusalReport(),
      samples,
      eventsReceivedByName: {
        workspace: await socketEventCounts(pages.workspace),
        vehicleList: await socketEventCounts(pages.vehicleList),
      },
      heapEndOverHourOne: {
        workspace: ratio((sample) => sample.workspace.heapUsedMb),
        vehicleList: ratio((sample) => sample.vehicleList.heapUsedMb),
      },
      domNodesEndOverHourOne: {
        workspace: ratio((sample) => sample.workspace.domNodes),
        vehicleList: ratio((sample) => sample.vehicleList.domNodes),
      },
    };
  } finally {
    await db.end();
    await browser.close();
    await server.stop();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
