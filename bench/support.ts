import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { retryAfterSecondsOf } from '@ops/shared/rules/tryAgain';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export async function waitForHealth(url: string, timeoutMs = 300_000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return Date.now() - started;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url} did not become healthy`);
}

export interface RunningServer {
  url: string;
  process: ChildProcess;
  dataDir: string;
  stop(): Promise<void>;
}

/** Our API as a separate process, the way `npm run server` runs it. */
/** When set, the built server (scripts/build-server.mjs) to start instead of the sources under tsx. */
export const SERVER_BUNDLE_ENV = 'OPS_SERVER_BUNDLE';

/**
 * The API's NODE_ENV: development unless BENCH_API_NODE_ENV=production, which measures the API
 * as an office runs it (with OPS_SERVER_BUNDLE and Node 24: the production bundle under plain
 * node). Production refuses to start without a strong signing secret: each run makes one.
 */
function apiNodeEnv(): Record<string, string> {
  if (process.env.BENCH_API_NODE_ENV !== 'production') return { NODE_ENV: 'development' };
  return {
    NODE_ENV: 'production',
    SIGNING_SECRET: process.env.SIGNING_SECRET ?? randomBytes(36).toString('base64'),
  };
}

export async function startApiProcess(
  env: Record<string, string>,
  dataDir?: string,
): Promise<RunningServer & { readyMs: number }> {
  const port = await freePort();
  const dir = dataDir ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'ops-bench-')));
  const started = Date.now();
  // The end-to-end setup builds the server once with esbuild (SERVER_BUNDLE_ENV): each of ~40
  // servers then skips tsx compiling the sources on start, and the tests run the production bundle.
  const bundle = process.env[SERVER_BUNDLE_ENV];
  const entry = bundle ? ['--enable-source-maps', bundle] : ['--import', 'tsx', 'server/src/compose/main.ts'];
  const child = spawn(
    process.execPath,
    [...(process.env.BENCH_API_NODE_ARGS ? process.env.BENCH_API_NODE_ARGS.split(' ') : []), ...entry],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        LOG_LEVEL: 'warn',
        PORT: String(port),
        DATA_DIR: dir,
        ...apiNodeEnv(),
        SIMULATOR: '0',
        ...env,
      },
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url);
  return {
    url,
    process: child,
    dataDir: dir,
    readyMs: Date.now() - started,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * Waits for the API's startup consistency check (it reads every wallet log in the background
 * after listen: ~12 s at 10,000,000 logs) and answers its final status. A latency benchmark
 * measured while it runs measures the check: searchUsers p50 went 4 -> 37 ms during it.
 */
export async function waitForConsistencyCheck(
  url: string,
  timeoutMs = 600_000,
): Promise<{ state: string; ms: number | null }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = (await (await fetch(`${url}/healthz/consistency`)).json()) as {
      state: string;
      ms: number | null;
    };
    if (status.state !== 'running' && status.state !== 'not started') return status;
    if (Date.now() > deadline)
      throw new Error(`the startup consistency check was still ${status.state} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export async function gql<T>(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<T> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as {
    data?: T;
    errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
  };
  if (!body.data || body.errors)
    throw new GqlError(body.errors?.[0]?.message ?? 'no data', body.errors?.[0]?.extensions ?? {});
  return body.data;
}

/** A GraphQL error answer, with its extensions (a refusal's retryAfterSeconds, say). */
export class GqlError extends Error {
  constructor(
    message: string,
    readonly extensions: Record<string, unknown>,
  ) {
    super(message);
  }
}

/**
 * Asks for a sign-in code. The server sends one code per phone per 30 s: a caller that signs the
 * same account in twice within that (two tests of one file) waits out what the server says, once.
 */
async function requestCode(url: string, phone: string): Promise<void> {
  const ask = () =>
    gql(url, `mutation($p: String!) { getVerificationCode(phoneNumber: $p, isResend: false) { success } }`, {
      p: phone,
    });
  try {
    await ask();
  } catch (error) {
    const wait = error instanceof GqlError ? retryAfterSecondsOf(error.extensions) : null;
    if (wait === null) throw error;
    await new Promise((resolve) => setTimeout(resolve, wait * 1000 + 250));
    await ask();
  }
}

/** Signs a demo account in through the real flow, reading the code from the dev outbox. */
export async function signInDemo(url: string, phone: string, password: string): Promise<string> {
  await gql(url, `mutation($p: String!, $w: String!) { loginUser(phone: $p, password: $w) { success } }`, {
    p: phone,
    w: password,
  });
  await requestCode(url, phone);
  const outbox = (await (await fetch(`${url}/dev/sms-outbox?phone=${encodeURIComponent(phone)}`)).json()) as {
    messages: Array<{ text: string }>;
  };
  const code = outbox.messages[0]?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error('no code in the outbox');
  const verified = await gql<{ verifyCode: { token: string } }>(
    url,
    `mutation($p: String!, $c: String!) { verifyCode(phoneNumber: $p, verificationCode: $c) { token } }`,
    { p: phone, c: code },
  );
  return verified.verifyCode.token;
}

export function machineLine(): string {
  return `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}
