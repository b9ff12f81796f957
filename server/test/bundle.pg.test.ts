import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgres, type FreshDatabase } from './pgDatabase';
import { createStaff, LOGIN, SEND_CODE, VERIFY, type StaffFixture } from './staff';

/**
 * The production path without Docker (deploy/ops-api.service): `npm run build:server`, then
 * `npm ci --omit=dev` in the bundle alone, then two processes started with the systemd unit's
 * command on one PostgreSQL and one Redis. A staff member signs in through each. (Development
 * mode: the only SMS provider is the simulated one, whose outbox exists outside production.)
 */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const ROOT = path.resolve(import.meta.dirname, '../..');
const SECRET = 'Vb8qK1mZ3xR7pT5wN2cL9hD4fJ6sG0aY';

interface Started {
  child: ChildProcess;
  url: string;
  output: string[];
}

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): void {
  const result = spawnSync(command, args, { cwd, env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
}

/** The systemd unit's command, with the bundle folder for /opt/ops-api and this Node for /usr/bin/node. */
async function unitCommand(bundle: string): Promise<string[]> {
  const unit = await fs.readFile(path.join(ROOT, 'deploy/systemd/ops-api@.service'), 'utf8');
  const line = unit.split('\n').find((text) => text.startsWith('ExecStart='));
  if (!line) throw new Error('the unit has no ExecStart');
  const [node, ...args] = line.slice('ExecStart='.length).trim().split(/\s+/);
  expect(node).toBe('/usr/bin/node');
  return args.map((arg) => arg.replace('/opt/ops-api', bundle));
}

/** Starts the bundle as the unit does and waits for its "ops API ready" line, which names the bound URL. */
function startProcess(dir: string, args: string[], env: NodeJS.ProcessEnv): Promise<Started> {
  const child = spawn(process.execPath, args, { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ready line within 90 s:\n${output.join('')}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString());
      for (const line of chunk.toString().split('\n')) {
        if (!line.includes('"ops API ready"')) continue;
        clearTimeout(timer);
        resolve({ child, url: (JSON.parse(line) as { url: string }).url, output });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code} before it was ready:\n${output.join('')}`));
    });
  });
}

async function gql<T>(url: string, query: string, variables: Record<string, unknown>, token?: string) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
}

async function signInThrough(url: string, staff: StaffFixture): Promise<string> {
  const login = await gql(url, LOGIN, { phone: staff.phone, password: staff.password });
  expect(login.errors).toBeUndefined();
  const sent = await gql(url, SEND_CODE, { phone: staff.phone, resend: false });
  expect(sent.errors).toBeUndefined();
  const outbox = (await (await fetch(`${url}/dev/sms-outbox?phone=${encodeURIComponent(staff.phone)}`)).json()) as { messages: Array<{ text: string }> };
  const code = outbox.messages[0]?.text.match(/\b(\d{6})\b/)?.[1] ?? '';
  const verified = await gql<{ verifyCode: { token: string } }>(url, VERIFY, { phone: staff.phone, code });
  expect(verified.errors).toBeUndefined();
  return verified.data?.verifyCode.token ?? '';
}

function stop(started: Started): Promise<number | null> {
  return new Promise((resolve) => {
    if (started.child.exitCode !== null) return resolve(started.child.exitCode);
    started.child.once('exit', (code) => resolve(code));
    started.child.kill('SIGTERM');
  });
}

describe('the bundled server, installed and started as in production (issue 13 §1, §5)', () => {
  let work: string;
  let database: FreshDatabase;
  let staff: StaffFixture[];
  const processes: Started[] = [];

  beforeAll(async () => {
    work = await fs.mkdtemp(path.join(os.tmpdir(), 'ops-bundle-'));
    const bundle = path.join(work, 'ops-server');
    run(process.execPath, ['scripts/build-server.mjs'], ROOT, { ...process.env, SERVER_OUT_DIR: bundle });
    // Only what the bundle's own lock names; the cache the repository's install filled serves it.
    run('npm', ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], bundle);
    database = await freshPostgres(4);
    staff = [await createStaff(database.handle.db), await createStaff(database.handle.db)];
    const env = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: database.url,
      REDIS_URL,
      DATA_DIR: path.join(work, 'data'),
      DEMO_SEED: '0',
      SIGNING_SECRET: SECRET,
      LOG_LEVEL: 'info',
    };
    // Both start together, as systemd starts ops-api@1 and ops-api@2: the migration lock takes turns.
    const args = await unitCommand(bundle);
    processes.push(...(await Promise.all([startProcess(bundle, args, env), startProcess(bundle, args, env)])));
  }, 300_000);

  afterAll(async () => {
    await Promise.all(processes.map((started) => stop(started)));
    await database?.drop();
    if (work) await fs.rm(work, { recursive: true, force: true });
  });

  it('installs nothing but the server dependencies', async () => {
    const installed = await fs.readdir(path.join(work, 'ops-server', 'node_modules'));
    expect(installed).toContain('fastify');
    for (const tool of ['electron', 'vite', 'vitest', 'react', 'antd', 'tsx', 'esbuild']) expect(installed).not.toContain(tool);
  });

  it('signs in through each process, and a session from one is good on the other', async () => {
    // One person each: a code was just sent to the first, and the resend wait is shared through the database.
    for (const [index, started] of processes.entries()) {
      const person = staff[index] as StaffFixture;
      const token = await signInThrough(started.url, person);
      const other = processes[(index + 1) % processes.length] as Started;
      const me = await gql<{ getMyUserData: { user: { _id: string } } }>(other.url, '{ getMyUserData { user { _id } } }', {}, token);
      expect(me.errors).toBeUndefined();
      expect(me.data?.getMyUserData.user._id).toBe(person.userId);
    }
  });

  it('is ready on PostgreSQL and Redis, and serves metrics', async () => {
    for (const started of processes) {
      const ready = await fetch(`${started.url}/readyz`);
      expect(await ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', redis: 'ok', eventLoop: 'ok' } });
      expect(await (await fetch(`${started.url}/metrics`)).text()).toContain('# TYPE ops_graphql_operation_duration_seconds histogram');
    }
  });

  it('stops cleanly on SIGTERM', async () => {
    const codes = await Promise.all(processes.splice(0).map((started) => stop(started)));
    expect(codes).toEqual([0, 0]);
  });
});
