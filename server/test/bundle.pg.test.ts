import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgres, type FreshDatabase } from './pgDatabase';
import { startTestSmsc, type TestSmsc } from './smppServer';
import { LOGIN, SEND_CODE, VERIFY } from './staff';

/**
 * The production path without Docker (deploy/ops-api.service): `npm run build:server`, then
 * `npm ci --omit=dev` in the bundle alone, then two processes started with the systemd unit's
 * command, NODE_ENV=production, on one PostgreSQL and one Redis, sending codes over SMPP to a
 * real SMPP server. The README's `node main.js create-admin` makes the first Super Admin, who
 * signs in with the one-time password and the code the SMSC received, changes the password and
 * signs in again through the other process.
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
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
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
    const timer = setTimeout(
      () => reject(new Error(`no ready line within 90 s:\n${output.join('')}`)),
      90_000,
    );
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

/** Password, then the code as the SMSC received it over SMPP. */
async function signInThrough(url: string, smsc: TestSmsc, phone: string, password: string): Promise<string> {
  const login = await gql(url, LOGIN, { phone, password });
  expect(login.errors).toBeUndefined();
  const before = smsc.received.length;
  const sent = await gql(url, SEND_CODE, { phone, resend: false });
  expect(sent.errors).toBeUndefined();
  await expect.poll(() => smsc.received.length, { timeout: 10_000 }).toBe(before + 1);
  const sms = smsc.received[before];
  expect(sms?.to).toBe(phone.replace(/^\+/, ''));
  const code = sms?.text.match(/\b(\d{6})\b/)?.[1] ?? '';
  const verified = await gql<{ verifyCode: { token: string } }>(url, VERIFY, { phone, code });
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
  let smsc: TestSmsc;
  let env: NodeJS.ProcessEnv;
  let bundle: string;
  const processes: Started[] = [];

  beforeAll(async () => {
    work = await fs.mkdtemp(path.join(os.tmpdir(), 'ops-bundle-'));
    bundle = path.join(work, 'ops-server');
    run(process.execPath, ['scripts/build-server.mjs'], ROOT, { ...process.env, SERVER_OUT_DIR: bundle });
    // Only what the bundle's own lock names; the cache the repository's install filled serves it.
    run(
      'npm',
      ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'],
      bundle,
    );
    database = await freshPostgres(4);
    smsc = await startTestSmsc({ systemId: 'opsdesk', password: 'Smpp#2026' });
    env = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: database.url,
      REDIS_URL,
      DATA_DIR: path.join(work, 'data'),
      SIGNING_SECRET: SECRET,
      SMS_PROVIDER: 'smpp',
      SMPP_URL: `smpp://opsdesk:${encodeURIComponent('Smpp#2026')}@127.0.0.1:${smsc.port}`,
      SMPP_SOURCE: 'OpsDesk',
      LOG_LEVEL: 'info',
    };
    // Both start together, as systemd starts ops-api@1 and ops-api@2: the migration lock takes turns.
    const args = await unitCommand(bundle);
    processes.push(
      ...(await Promise.all([startProcess(bundle, args, env), startProcess(bundle, args, env)])),
    );
  }, 300_000);

  afterAll(async () => {
    await Promise.all(processes.map((started) => stop(started)));
    await database?.drop();
    await smsc?.close();
    if (work) await fs.rm(work, { recursive: true, force: true });
  });

  it('installs nothing but the server dependencies', async () => {
    const installed = await fs.readdir(path.join(work, 'ops-server', 'node_modules'));
    expect(installed).toContain('fastify');
    for (const tool of ['electron', 'vite', 'vitest', 'react', 'antd', 'tsx', 'esbuild'])
      expect(installed).not.toContain(tool);
  });

  it('says at start which integrations are simulated, and serves no /dev/* route', async () => {
    const started = processes[0] as Started;
    const notice = started.output
      .join('')
      .split('\n')
      .find((line) => line.includes('SIMULATED integrations'));
    expect(notice).toContain('vehicle IoT');
    expect(notice).not.toContain('SMS');
    expect((await fetch(`${started.url}/dev/sms-outbox`)).status).toBe(404);
  });

  it('the first admin: created by the bundle, signed in with a code over SMPP, password changed, signed in again on the other process', async () => {
    const created = spawnSync(
      process.execPath,
      ['main.js', 'create-admin', '--phone', '+201001234567', '--name', 'First Admin'],
      { cwd: bundle, env, encoding: 'utf8' },
    );
    expect(created.status, created.stdout + created.stderr).toBe(0);
    const password = /One-time password .*: (\S+)$/m.exec(created.stdout)?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(12);
    const again = spawnSync(
      process.execPath,
      ['main.js', 'create-admin', '--phone', '+201001234567', '--name', 'Twice'],
      { cwd: bundle, env, encoding: 'utf8' },
    );
    expect(again.status).toBe(1);
    expect(again.stdout).toContain('already belongs to a user');

    const [first, second] = processes as [Started, Started];
    const token = await signInThrough(first.url, smsc, '+201001234567', password);
    const refused = await gql(second.url, '{ getAllRoles { _id } }', {}, token);
    expect(refused.errors?.[0]?.message).toBe('Please change your one-time password before you continue.');
    const changed = await gql<{ changePassword: { success: boolean } }>(
      second.url,
      'mutation($old: String!, $new: String!) { changePassword(oldPassword: $old, newPassword: $new) { success } }',
      { old: password, new: 'Giza#Pyramid2026' },
      token,
    );
    expect(changed.errors).toBeUndefined();
    // The resend wait (30 s) is per phone; the test SMSC's clock is the real one.
    await new Promise((resolve) => setTimeout(resolve, 31_000));
    const fresh = await signInThrough(second.url, smsc, '+201001234567', 'Giza#Pyramid2026');
    const roles = await gql<{ getAllRoles: Array<{ name: string }> }>(
      first.url,
      '{ getAllRoles { name } }',
      {},
      fresh,
    );
    expect(roles.errors).toBeUndefined();
    expect(roles.data?.getAllRoles.map((role) => role.name)).toEqual(['Super Admin']);
    const metrics = await (await fetch(`${first.url}/metrics`)).text();
    expect(metrics).toMatch(/ops_sms_sends_total\{provider="smpp",outcome="sent"\} [12]/);
  }, 300_000);

  it('is ready on PostgreSQL and Redis, and serves metrics', async () => {
    for (const started of processes) {
      const ready = await fetch(`${started.url}/readyz`);
      expect(await ready.json()).toEqual({
        status: 'ready',
        checks: { database: 'ok', migrations: 'ok', redis: 'ok', eventLoop: 'ok' },
      });
      expect(await (await fetch(`${started.url}/metrics`)).text()).toContain(
        '# TYPE ops_graphql_operation_duration_seconds histogram',
      );
    }
  });

  it('stops cleanly on SIGTERM', async () => {
    const codes = await Promise.all(processes.splice(0).map((started) => stop(started)));
    expect(codes).toEqual([0, 0]);
  });
});
