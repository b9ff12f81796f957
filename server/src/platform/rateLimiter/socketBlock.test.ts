import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IP_BLOCK_MESSAGES } from '@ops/shared/rules/ipBlock';
import { createStaff, signIn } from '../../../test/staff';
import { connectOutcome, socketOpener } from '../../../test/sockets';
import { startTestServer, type TestServer } from '../../../test/testServer';

/**
 * A blocked address loses its live connection too (03 §6, issue 12 §4: "enforced by the server
 * at once"): socket.io answers /ws before Fastify's hooks run, so the HTTP refusal alone left
 * a connected socket receiving events and let a new one connect.
 */

const BLOCK = `mutation($ip: String!) { blockIp(ip: $ip) { ip } }`;
const UNBLOCK = `mutation($ip: String!) { unblockIp(ip: $ip) { message } }`;
const CLIENT = '203.0.113.9';

let server: TestServer;
let admin: string;
let staff: string;
const sockets = socketOpener(() => server.url);
const open = (from: string) => sockets.open(staff, { 'x-forwarded-for': from });
const outcome = connectOutcome;

beforeAll(async () => {
  // The proxy on this machine names the client, as a TLS proxy in front of the API does.
  server = await startTestServer({ config: { trustProxy: ['127.0.0.1'] } });
  admin = await signIn(
    server,
    await createStaff(server.handle.db, {
      level: 1,
      permissions: { rateLimiter: { VIEW_PAGE: true, BLOCK_IP: true, UNBLOCK_IP: true } },
    }),
  );
  staff = await signIn(
    server,
    await createStaff(server.handle.db, { level: 6, permissions: { home: { VIEW_PAGE: true } } }),
  );
});
afterAll(async () => {
  sockets.closeAll();
  await server.close();
});

describe('blocking an address ends its sockets', () => {
  it('cuts the connected socket at once, refuses a new one in the spec’s words, and lets it in after unblocking', async () => {
    const blockedOne = open(CLIENT);
    const other = open('203.0.113.10');
    expect(await outcome(blockedOne)).toBe('connected');
    expect(await outcome(other)).toBe('connected');

    const cut = new Promise<string>((resolve) => blockedOne.on('disconnect', resolve));
    expect((await server.gql(BLOCK, { ip: CLIENT }, admin)).errors).toBeUndefined();
    expect(await cut).toBe('io server disconnect');
    expect(other.connected).toBe(true);

    expect(await outcome(open(CLIENT))).toBe(IP_BLOCK_MESSAGES.blocked);

    expect((await server.gql(UNBLOCK, { ip: CLIENT }, admin)).errors).toBeUndefined();
    expect(await outcome(open(CLIENT))).toBe('connected');
  });
});
