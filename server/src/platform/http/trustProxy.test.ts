import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ServerConfig } from '../config/config';
import { queryRows } from '../db/client';
import { LOGIN } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';

const LOGIN_LIMIT_PER_IP = 60;
const WINDOW_MS = 15 * 60 * 1000;

async function loginVia(server: TestServer, forwardedFor: string, phone: string) {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({ query: LOGIN, variables: { phone, password: 'Wrong#Pass99' } }),
  });
  const body = (await response.json()) as {
    errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
  };
  return body.errors?.[0];
}

async function ipBuckets(server: TestServer): Promise<string[]> {
  const rows = await queryRows<{ bucket: string }>(
    server.handle.db,
    sql`SELECT bucket FROM auth_attempts WHERE bucket LIKE 'login:ip:%' ORDER BY bucket`,
  );
  return rows.map((row) => row.bucket);
}

/** 61 password tries from one client, each claiming another address and phone. */
async function rotatingLogins(server: TestServer): Promise<Array<boolean>> {
  // Start just inside a fresh attempt window, so all tries count in one.
  const now = server.clock.now().getTime();
  server.clock.advance(WINDOW_MS - (now % WINDOW_MS) + 1000);
  const limited: boolean[] = [];
  for (let i = 0; i <= LOGIN_LIMIT_PER_IP; i += 1) {
    const error = await loginVia(
      server,
      `198.51.100.${i + 1}`,
      `+2011${String(10_000_000 + i).padStart(8, '0')}`,
    );
    limited.push(error?.extensions?.rateLimited === true);
  }
  return limited;
}

function withProxy(trustProxy: ServerConfig['trustProxy']) {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ config: { trustProxy } });
  });
  afterAll(async () => {
    await server.close();
  });
  return () => server;
}

describe('without TRUST_PROXY (issue 6 item 12)', () => {
  const server = withProxy(false);

  it('a rotating X-Forwarded-For does not get past the per-IP sign-in limit', async () => {
    const limited = await rotatingLogins(server());
    expect(limited.slice(0, LOGIN_LIMIT_PER_IP).every((refused) => !refused)).toBe(true);
    expect(limited[LOGIN_LIMIT_PER_IP]).toBe(true);
    expect(await ipBuckets(server())).toEqual(['login:ip:127.0.0.1']);
  });
});

describe('TRUST_PROXY=127.0.0.1', () => {
  const server = withProxy(['127.0.0.1']);

  it('the proxy’s X-Forwarded-For names the client', async () => {
    const limited = await rotatingLogins(server());
    expect(limited.some((refused) => refused)).toBe(false);
    const buckets = await ipBuckets(server());
    expect(buckets).toHaveLength(LOGIN_LIMIT_PER_IP + 1);
    expect(buckets).toContain('login:ip:198.51.100.61');
  });

  it('only the address the trusted proxy saw counts, not what the client wrote before it', async () => {
    await loginVia(server(), '203.0.113.66, 192.0.2.44', '+201122233344');
    const buckets = await ipBuckets(server());
    expect(buckets).toContain('login:ip:192.0.2.44');
    expect(buckets).not.toContain('login:ip:203.0.113.66');
  });
});
