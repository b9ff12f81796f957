import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gqlFrom } from '../../../test/gqlFrom';
import { freshPostgres, type FreshDatabase } from '../../../test/pgDatabase';
import { createStaff, signIn } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';

/**
 * The common request costs no database round trip: with the tables it would read held under
 * an exclusive lock by another connection, a request that asked the database would wait for
 * the lock. Ours answer at once, from the block list and the session held in memory.
 */
describe('a request asks the database nothing for the blocked list or a recent session', () => {
  let database: FreshDatabase;
  let node: TestServer;
  let token: string;
  let locker: pg.Client;

  beforeAll(async () => {
    database = await freshPostgres(10);
    node = await startTestServer({ handle: database.handle, config: { redisUrl: null } });
    const staff = await createStaff(database.handle.db);
    token = await signIn(node, staff);
    // The session is read once; later requests within the cache's lifetime are served from memory.
    expect((await gqlFrom(node, '10.1.2.3', '{ __typename }', {}, token)).status).toBe(200);
    locker = new pg.Client({ connectionString: database.url });
    await locker.connect();
  });
  afterAll(async () => {
    await locker.end();
    await node.close();
    await database.drop();
  });

  it('answers while blocked_ips, sessions, users and roles are locked exclusively', async () => {
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE blocked_ips, sessions, users, roles IN ACCESS EXCLUSIVE MODE');
    try {
      const answered = await Promise.race([
        gqlFrom(node, '10.1.2.3', '{ __typename }', {}, token).then((answer) => answer.status),
        new Promise<string>((resolve) => setTimeout(() => resolve('waited for the database'), 2000)),
      ]);
      expect(answered).toBe(200);
    } finally {
      await locker.query('ROLLBACK');
    }
  });
});
