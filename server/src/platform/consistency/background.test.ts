import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { loadConfig } from '../config/config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { buildServer, type OpsServer } from '../../compose/buildServer';
import { addLog, createRider } from '../../domains/wallet/testFixtures';
import { BackgroundConsistencyCheck, registerConsistencyHealth } from './background';
import { runConsistencyCheck } from './check';

/**
 * The startup check runs after the API listens (server/src/compose/main.ts): /healthz answers while it
 * runs, and its result reaches the log and /healthz/consistency.
 */

let handle: DatabaseHandle;
let server: OpsServer;
let rider: string;

function recordingLog(): { log: pino.Logger; lines: () => string[] } {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { log: pino({ level: 'info' }, sink), lines: () => lines };
}

/** The real check, started only when `release` is called: a stand-in for minutes of reading. */
function heldCheck(): { run: () => ReturnType<typeof runConsistencyCheck>; release: () => void } {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { run: async () => (await gate, runConsistencyCheck(handle.db)), release };
}

beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://' });
  server = await buildServer(
    { ...loadConfig({ NODE_ENV: 'test' }), demoSeed: false, rendererDir: '/nonexistent' },
    { handle },
  );
  rider = await createRider(server.deps.db);
  await addLog(server.deps.db, rider, 2500, 'MANUAL_INPUT');
  await addLog(server.deps.db, rider, -700, 'FINE');
});
afterAll(async () => {
  await server.close();
  await handle.close();
});

describe('background consistency check', () => {
  it('health answers while the check runs; the check then passes and says so in the log and in /healthz/consistency', async () => {
    const { log, lines } = recordingLog();
    const held = heldCheck();
    const check = new BackgroundConsistencyCheck(held.run, log);
    registerConsistencyHealth(server.app, check);
    expect((await server.app.inject({ method: 'GET', url: '/healthz/consistency' })).json()).toMatchObject({
      state: 'not started',
    });

    const finished = check.start();
    expect(check.start()).toBe(finished);
    const health = await server.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect((await server.app.inject({ method: 'GET', url: '/healthz/consistency' })).json()).toMatchObject({
      state: 'running',
      finishedAt: null,
    });

    held.release();
    const status = await finished;
    expect(status).toMatchObject({
      state: 'passed',
      balanceMismatches: 0,
      tasksHeldByTwo: 0,
      agentsWithTwoTasks: 0,
    });
    expect(status.usersChecked).toBeGreaterThanOrEqual(1);
    expect(status.summary).toMatch(/^consistency check passed/);
    expect((await server.app.inject({ method: 'GET', url: '/healthz/consistency' })).json()).toEqual(status);
    expect(lines().join('')).toContain('consistency check passed');
  });

  it('a balance changed behind its wallet log: failed with the count, the rider named in the log only', async () => {
    await server.deps.db.execute(
      sql`UPDATE users SET balance_piasters = balance_piasters + 4321 WHERE id = ${rider}`,
    );
    try {
      const { log, lines } = recordingLog();
      const status = await new BackgroundConsistencyCheck(() => runConsistencyCheck(handle.db), log).start();
      expect(status).toMatchObject({ state: 'failed', balanceMismatches: 1 });
      expect(status.summary).toContain('CONSISTENCY CHECK FAILED: 1 balance(s) differ from their wallet log');
      expect(JSON.stringify(status)).not.toContain(rider);
      expect(lines().join('')).toContain(rider);
    } finally {
      await server.deps.db.execute(
        sql`UPDATE users SET balance_piasters = balance_piasters - 4321 WHERE id = ${rider}`,
      );
    }
  });

  it('a check that cannot run is reported, and start() still resolves', async () => {
    const closed = await openDatabase({ dataDir: 'memory://' });
    await closed.close();
    const { log, lines } = recordingLog();
    const status = await new BackgroundConsistencyCheck(() => runConsistencyCheck(closed.db), log).start();
    expect(status.state).toBe('could not run');
    expect(status.summary).toMatch(/^consistency check could not run: /);
    expect(lines().join('')).toContain('CONSISTENCY CHECK could not run');
  });
});
