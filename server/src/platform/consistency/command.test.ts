import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { systemClock } from '../deps';
import { loadConfig } from '../config/config';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { newId } from '../lib/ids';
import { users } from '../session/tables';
import { applyBalanceChange } from '../../domains/wallet/ledger';
import { CHECK_FAILED, CHECK_NOT_RUN, CHECK_PASSED, checkCommand } from './command';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
let dataDir: string;
let riderId: string;

/**
 * Runs `server/src/compose/main.ts` as `npm run server` does, until it exits or prints `until`; then
 * `meanwhile` runs against the live server before it is stopped.
 */
function runMain(
  args: string[],
  until?: RegExp,
  meanwhile?: (output: string) => Promise<void>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/compose/main.ts', ...args], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        DATA_DIR: dataDir,
        PORT: '0',
        DEMO_SEED: '0',
        SIMULATOR: '0',
        RENDERER_DIR: '/nonexistent',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`main.ts did not finish:\n${output}`));
    }, 110_000);
    let stopping = false;
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (stopping || !until?.test(output)) return;
      stopping = true;
      void (meanwhile ? meanwhile(output) : Promise.resolve()).finally(() => child.kill('SIGTERM'));
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ops-check-'));
  const handle = await openDatabase({ dataDir });
  await migrate(handle);
  riderId = newId();
  await handle.db
    .insert(users)
    .values({ id: riderId, name: 'Check Rider', phoneNumber: '+201055512345', type: 'user' });
  for (const piasters of [5000, -1250]) {
    await handle.db.transaction((tx) =>
      applyBalanceChange(tx, {
        userId: riderId,
        differencePiasters: piasters,
        type: 'MANUAL_INPUT',
        clock: systemClock,
      }),
    );
  }
  await handle.close();
});
afterAll(async () => {
  await fs.rm(dataDir, { recursive: true, force: true });
});

const config = () => ({ ...loadConfig({ NODE_ENV: 'test' }), dataDir });

describe('npm run server -- --check', () => {
  it('passes on a consistent database and says so', async () => {
    const lines: string[] = [];
    expect(await checkCommand(config(), (line) => lines.push(line))).toBe(CHECK_PASSED);
    expect(lines[0]).toMatch(/^consistency check passed \(1 balances, 0 held tasks/);
  });

  it('refuses to open an embedded database another process holds, rather than sharing it', async () => {
    const holder = await openDatabase({ dataDir });
    try {
      const lines: string[] = [];
      expect(await checkCommand(config(), (line) => lines.push(line))).toBe(CHECK_NOT_RUN);
      expect(lines[0]).toContain(`is in use by process ${process.pid}`);
    } finally {
      await holder.close();
    }
  });

  it('a tampered balance: the command names the user and the difference and exits non-zero; the server still starts', async () => {
    const handle = await openDatabase({ dataDir });
    await handle.db.execute(
      sql`UPDATE users SET balance_piasters = balance_piasters - 700 WHERE id = ${riderId}`,
    );
    await handle.close();

    const lines: string[] = [];
    expect(await checkCommand(config(), (line) => lines.push(line))).toBe(CHECK_FAILED);
    expect(lines.join('\n')).toContain(
      `user ${riderId} (Check Rider, +201055512345): balance 30.50 L.E, opening balance + wallet log 37.50 L.E, difference -7.00 L.E`,
    );

    const check = await runMain(['--check']);
    expect(check.code).toBe(CHECK_FAILED);
    expect(check.output).toContain('CONSISTENCY CHECK FAILED: 1 balance(s) differ from their wallet log');
    expect(check.output).toContain(`user ${riderId}`);

    // The check runs in the background while the server serves (the embedded database has its
    // own thread since issue 24): stop the server once it is ready and the check has reported.
    // /metrics says so too, for the alert rule OpsConsistencyCheckFailed (deploy/prometheus).
    let metrics = '';
    const start = await runMain(
      [],
      /^(?=[\s\S]*ops API ready)(?=[\s\S]*CONSISTENCY: user )/,
      async (output) => {
        const url = /"url":"(http:\/\/[^"]+)"/.exec(output)?.[1];
        metrics = url ? await (await fetch(`${url}/metrics`)).text() : 'no url in the start log';
      },
    );
    expect(metrics).toContain('ops_consistency_check_state{state="failed"} 1');
    expect(metrics).toContain('ops_consistency_check_findings{kind="balance_mismatch"} 1');
    expect(start.output).toContain('ops API ready');
    expect(start.output).toContain('CONSISTENCY CHECK FAILED');
    expect(start.output).toContain(`CONSISTENCY: user ${riderId} (Check Rider, +201055512345)`);
    expect(start.output).toContain('a single-machine store that is not safe against power loss');
  }, 240_000);
});
