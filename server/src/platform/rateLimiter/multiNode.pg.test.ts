import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from 'redis';
import { IP_BLOCK_MESSAGES } from '@ops/shared/rules/ipBlock';
import { gqlFrom } from '../../../test/gqlFrom';
import { freshPostgres, type FreshDatabase } from '../../../test/pgDatabase';
import { createStaff, signIn } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisReachable(): Promise<boolean> {
  const client = createClient({ url: REDIS_URL, socket: { connectTimeout: 2000, reconnectStrategy: false } });
  try {
    await client.connect();
    await client.ping();
    return true;
  } catch {
    return false;
  } finally {
    await client.quit().catch(() => undefined);
  }
}

const redisUp = Boolean(process.env.CI) || (await redisReachable());

const BLOCK = `mutation($ip: String!) { blockIp(ip: $ip) { ip } }`;
const UNBLOCK = `mutation($ip: String!) { unblockIp(ip: $ip) { message } }`;
const randomIp = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

/** Asks `node` from `ip` until it answers `status`; how long that took, or fails after `limitMs`. */
async function untilStatus(node: TestServer, ip: string, status: number, limitMs: number): Promise<number> {
  const started = performance.now();
  for (;;) {
    const answer = await gqlFrom(node, ip, '{ __typename }');
    const elapsed = performance.now() - started;
    if (answer.status === status) {
      if (status === 403) expect(answer.body.errors?.[0]?.message).toBe(IP_BLOCK_MESSAGES.blocked);
      return elapsed;
    }
    if (elapsed > limitMs)
      throw new Error(`still ${answer.status} after ${Math.round(elapsed)} ms, expected ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Blocks on node A: A refuses the address from its very next request, B within a second
 * (each node holds the list in memory; the change reaches B by message or by its re-read).
 * Then the same for the unblock made on B.
 */
async function blockOnOneRefusedOnOther(nodeA: TestServer, nodeB: TestServer, token: string): Promise<void> {
  const ip = randomIp();
  try {
    expect((await gqlFrom(nodeB, ip, '{ __typename }')).status).toBe(200);
    expect((await nodeA.gql(BLOCK, { ip }, token)).errors).toBeUndefined();
    expect((await gqlFrom(nodeA, ip, '{ __typename }')).status).toBe(403);
    expect(await untilStatus(nodeB, ip, 403, 1000)).toBeLessThan(1000);
    expect((await nodeB.gql(UNBLOCK, { ip }, token)).errors).toBeUndefined();
    expect((await gqlFrom(nodeB, ip, '{ __typename }')).status).toBe(200);
    expect(await untilStatus(nodeA, ip, 200, 1000)).toBeLessThan(1000);
  } finally {
    await nodeA.gql(UNBLOCK, { ip }, token);
  }
}

describe('a blocked IP is refused at once on the node that blocked it and within a second on every other', () => {
  let database: FreshDatabase;
  beforeAll(async () => {
    database = await freshPostgres(10);
  });
  afterAll(async () => database.drop());

  async function twoNodes(config: { redisUrl: string | null }) {
    const nodeA = await startTestServer({ handle: database.handle, config });
    const nodeB = await startTestServer({ handle: database.handle, config });
    const admin = await createStaff(database.handle.db, {
      level: 1,
      permissions: { rateLimiter: { VIEW_PAGE: true, BLOCK_IP: true, UNBLOCK_IP: true } },
    });
    return { nodeA, nodeB, token: await signIn(nodeA, admin) };
  }

  it('without Redis: the other node learns it by re-reading the table', async () => {
    const { nodeA, nodeB, token } = await twoNodes({ redisUrl: null });
    try {
      await blockOnOneRefusedOnOther(nodeA, nodeB, token);
    } finally {
      await nodeA.close();
      await nodeB.close();
    }
  });

  it.runIf(redisUp)('with Redis: the other node learns it by message', async () => {
    const { nodeA, nodeB, token } = await twoNodes({ redisUrl: REDIS_URL });
    try {
      const overview = await nodeB.gql<{ getRateLimits: { blockStore: string } }>(
        `{ getRateLimits { blockStore } }`,
        {},
        token,
      );
      expect(overview.data?.getRateLimits.blockStore).toBe('redis');
      await blockOnOneRefusedOnOther(nodeA, nodeB, token);
    } finally {
      await nodeA.close();
      await nodeB.close();
    }
  });
});
