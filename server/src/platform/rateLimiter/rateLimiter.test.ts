import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IP_BLOCK_MESSAGES } from '@ops/shared/rules/ipBlock';
import { createStaff, signIn, LOGIN } from '../../../test/staff';
import { gqlFrom } from '../../../test/gqlFrom';
import { startTestServer, type TestServer } from '../../../test/testServer';

let server: TestServer;
let adminToken: string;
beforeAll(async () => {
  server = await startTestServer();
  const admin = await createStaff(server.handle.db, {
    level: 1,
    permissions: { rateLimiter: { VIEW_PAGE: true, BLOCK_IP: true, UNBLOCK_IP: true } },
  });
  adminToken = await signIn(server, admin);
});
afterAll(async () => server.close());

const BLOCK = `mutation($ip: String!, $reason: String) { blockIp(ip: $ip, reason: $reason) { ip reason blockedBy { _id } } }`;
const UNBLOCK = `mutation($ip: String!) { unblockIp(ip: $ip) { message } }`;
const OVERVIEW = `{ getRateLimits { blockStore counters { kind value action attempts max limited } blockedIps { ip reason } } }`;

describe('blocking an IP', () => {
  it('refuses every request from the address at once, and lets it in again after unblocking', async () => {
    expect(
      (await gqlFrom(server, '10.20.30.40', LOGIN, { phone: '01000000000', password: 'x' })).status,
    ).toBe(200);
    const blocked = await server.gql(BLOCK, { ip: '10.20.30.40', reason: 'Password spraying' }, adminToken);
    expect(blocked.errors).toBeUndefined();
    const refused = await gqlFrom(server, '10.20.30.40', LOGIN, { phone: '01000000000', password: 'x' });
    expect(refused.status).toBe(403);
    expect(refused.body.errors?.[0]).toMatchObject({
      message: IP_BLOCK_MESSAGES.blocked,
      extensions: { code: 'FORBIDDEN' },
    });
    // The IPv4-mapped form of the same address is the same block.
    expect((await gqlFrom(server, '::ffff:10.20.30.40', '{ __typename }')).status).toBe(403);
    expect((await gqlFrom(server, '10.20.30.41', '{ __typename }')).status).toBe(200);

    expect((await server.gql(BLOCK, { ip: '10.20.30.40' }, adminToken)).errors?.[0]?.message).toBe(
      IP_BLOCK_MESSAGES.already,
    );
    expect((await server.gql(UNBLOCK, { ip: '10.20.30.40' }, adminToken)).errors).toBeUndefined();
    expect((await gqlFrom(server, '10.20.30.40', '{ __typename }')).status).toBe(200);
    expect((await server.gql(UNBLOCK, { ip: '10.20.30.40' }, adminToken)).errors?.[0]?.message).toBe(
      IP_BLOCK_MESSAGES.notBlocked,
    );
  });

  it.each([
    ['not an address', '10.20.30', IP_BLOCK_MESSAGES.invalid],
    ['the caller’s own address', '127.0.0.1', IP_BLOCK_MESSAGES.own],
  ])('refuses %s', async (_label, ip, message) => {
    expect((await server.gql(BLOCK, { ip }, adminToken)).errors?.[0]?.message).toBe(message);
  });

  it('shows the sign-in limiter’s live counters per IP and per phone', async () => {
    for (let i = 0; i < 3; i += 1)
      await gqlFrom(server, '10.0.0.9', LOGIN, { phone: '01011112222', password: 'wrong' });
    const overview = await server.gql<{
      getRateLimits: { blockStore: string; counters: Array<Record<string, unknown>> };
    }>(OVERVIEW, {}, adminToken);
    expect(overview.data?.getRateLimits.blockStore).toBe('database');
    const counters = overview.data?.getRateLimits.counters ?? [];
    expect(counters).toContainEqual({
      kind: 'ip',
      value: '10.0.0.9',
      action: 'login',
      attempts: 3,
      max: 60,
      limited: false,
    });
    expect(counters).toContainEqual(
      expect.objectContaining({ kind: 'phone', action: 'login', attempts: 3, max: 10 }),
    );
  });

  it('is refused without rateLimiter.BLOCK_IP, and the page without rateLimiter.VIEW_PAGE', async () => {
    const viewer = await createStaff(server.handle.db, {
      level: 5,
      permissions: { rateLimiter: { VIEW_PAGE: true } },
    });
    const token = await signIn(server, viewer);
    expect((await server.gql(BLOCK, { ip: '10.1.1.1' }, token)).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect((await server.gql(UNBLOCK, { ip: '10.1.1.1' }, token)).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    const nobody = await signIn(server, await createStaff(server.handle.db, { level: 5, permissions: {} }));
    expect((await server.gql(OVERVIEW, {}, nobody)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
