import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { io as connectSocket } from 'socket.io-client';
import { createStaff, signIn } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';

const FOREIGN = 'https://evil.example';
const DESKTOP = 'app://ops';
const VITE = 'http://localhost:5173';
const EXTRA = 'https://ops.example.com';

async function graphqlFrom(server: TestServer, origin: string) {
  return fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ query: '{ __typename }' }),
  });
}

async function preflight(server: TestServer, origin: string, url: string, method: string) {
  return fetch(`${server.url}${url}`, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': method,
      'access-control-request-headers': 'authorization,content-type',
    },
  });
}

/** Resolves 'connected' or the refusal, for a socket.io client that says it comes from `origin`. */
function socketFrom(
  server: TestServer,
  token: string,
  origin: string,
  transport: 'websocket' | 'polling',
): Promise<string> {
  const socket = connectSocket(server.url, {
    path: '/ws',
    auth: { token },
    transports: [transport],
    reconnection: false,
    timeout: 5_000,
    extraHeaders: { origin },
  });
  return new Promise<string>((resolve) => {
    socket.on('connect', () => resolve('connected'));
    socket.on('connect_error', (error) => resolve(`refused: ${error.message}`));
  }).finally(() => socket.close());
}

describe('CORS allows only the app’s own origins (issue 6 item 11)', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer({ config: { corsOrigins: [EXTRA] } });
    token = await signIn(server, await createStaff(server.handle.db));
  });
  afterAll(async () => {
    await server.close();
  });

  it('a foreign origin gets no Access-Control-Allow-Origin, on requests and on preflights', async () => {
    const response = await graphqlFrom(server, FOREIGN);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    for (const [url, method] of [
      ['/graphql', 'POST'],
      ['/upload-additional-ride-image', 'PUT'],
      ['/export', 'POST'],
    ] as const) {
      const answer = await preflight(server, FOREIGN, url, method);
      expect(answer.headers.get('access-control-allow-origin'), url).toBeNull();
    }
  });

  it.each([
    ['the desktop shell', DESKTOP],
    ['the Vite dev server (development)', VITE],
    ['an origin CORS_ORIGINS adds', EXTRA],
  ])('%s is allowed, with credentials', async (_name, origin) => {
    const response = await graphqlFrom(server, origin);
    expect(response.headers.get('access-control-allow-origin')).toBe(origin);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    const upload = await preflight(server, origin, '/upload-additional-ride-image', 'PUT');
    expect(upload.status).toBe(204);
    expect(upload.headers.get('access-control-allow-origin')).toBe(origin);
    expect(upload.headers.get('access-control-allow-methods')).toContain('PUT');
    expect(upload.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
  });

  it('the served app’s own origin is allowed', async () => {
    const response = await graphqlFrom(server, server.url);
    expect(response.status).toBe(200);
    expect([null, server.url]).toContain(response.headers.get('access-control-allow-origin'));
  });

  it('socket.io refuses a foreign origin over WebSocket and over polling, and accepts the desktop shell', async () => {
    expect(await socketFrom(server, token, FOREIGN, 'websocket')).toMatch(/^refused/);
    expect(await socketFrom(server, token, FOREIGN, 'polling')).toMatch(/^refused/);
    expect(await socketFrom(server, token, DESKTOP, 'websocket')).toBe('connected');
    expect(await socketFrom(server, token, server.url, 'websocket')).toBe('connected');
  });
});

describe('production allows no Vite dev server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ config: { production: true } });
  });
  afterAll(async () => {
    await server.close();
  });

  it('http://localhost:5173 is foreign in production; the desktop shell is not', async () => {
    expect((await graphqlFrom(server, VITE)).headers.get('access-control-allow-origin')).toBeNull();
    expect((await graphqlFrom(server, DESKTOP)).headers.get('access-control-allow-origin')).toBe(DESKTOP);
  });
});

describe('the app served to browsers carries security headers (issue 6 item 11)', () => {
  let server: TestServer;
  let rendererDir: string;
  beforeAll(async () => {
    rendererDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ops-renderer-'));
    await fs.writeFile(
      path.join(rendererDir, 'index.html'),
      '<!doctype html><title>Ops</title><div id="root"></div>',
    );
    server = await startTestServer({ config: { rendererDir, production: true } });
  });
  afterAll(async () => {
    await server.close();
    await fs.rm(rendererDir, { recursive: true, force: true });
  });

  it.each([['/'], ['/app/dashboard']])('%s: CSP, frame refusal, nosniff and referrer policy', async (url) => {
    const response = await fetch(`${server.url}${url}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root">');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    // Served over plain HTTP on an office network, upgrading requests would break the app.
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('its policy has the desktop shell’s directives, with the server as its own origin', async () => {
    // The desktop policy lives in the electron project, outside this one's sources; loaded at
    // run time so each project keeps compiling alone. Its type is restated here.
    const desktopModule = '../../../../../electron/security/contentSecurityPolicy';
    const { buildContentSecurityPolicy } = (await import(desktopModule)) as {
      buildContentSecurityPolicy(options: { serverUrl: string }): string;
    };
    // The desktop names the server's origin (and its ws: twin); the served page is that origin, 'self'.
    const serverOrigins = [server.url, server.url.replace(/^http/, 'ws')];
    const directives = (policy: string) =>
      new Map(
        policy.split(';').map((part) => {
          const [name = '', ...sources] = part.trim().split(/\s+/);
          return [
            name,
            sources
              .filter((source) => !serverOrigins.includes(source))
              .sort()
              .join(' '),
          ];
        }),
      );
    const served = directives((await fetch(`${server.url}/`)).headers.get('content-security-policy') ?? '');
    const desktop = directives(buildContentSecurityPolicy({ serverUrl: server.url }));
    expect(Object.fromEntries(served)).toEqual(Object.fromEntries(desktop));
  });

  it('images stay loadable by the desktop shell from another origin', async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.headers.get('cross-origin-resource-policy')).not.toBe('same-origin');
  });

  // The headers come from one helmet middleware built at start (not per request): every kind of answer keeps them.
  it.each([
    [
      'a GraphQL answer',
      () =>
        fetch(`${server.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"query":"{ __typename }"}',
        }),
    ],
    [
      'a GraphQL refusal',
      () =>
        fetch(`${server.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"query":"{ nope }"}',
        }),
    ],
    ['a probe', () => fetch(`${server.url}/healthz`)],
    ['an unknown file', () => fetch(`${server.url}/nothing-here.png`)],
  ])('%s carries the security headers', async (_name, request) => {
    for (let i = 0; i < 2; i += 1) {
      const response = await request();
      await response.arrayBuffer();
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('strict-transport-security')).toContain('max-age=');
      expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    }
  });
});
