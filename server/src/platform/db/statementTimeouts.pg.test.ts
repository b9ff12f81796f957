import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { REQUEST_TOO_LONG_MESSAGE } from '@ops/shared/rules/limits';
import { freshPostgres, type FreshDatabase } from '../../../test/pgDatabase';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { LOGIN } from '../../../test/staff';
import { openDatabase, type DatabaseHandle } from './client';
import { isStatementTimeout } from './statementTimeout';

let database: FreshDatabase;
let bounded: DatabaseHandle;
let server: TestServer;

beforeAll(async () => {
  database = await freshPostgres(4);
  bounded = await openDatabase({
    databaseUrl: database.url,
    dataDir: 'unused',
    poolSize: 4,
    statementTimeouts: { requestMs: 300, backgroundMs: 5_000 },
  });
  server = await startTestServer({ handle: bounded });
});

afterAll(async () => {
  await server?.close();
  await bounded?.close();
  await database?.drop();
});

describe('a cost bound on every request (issue 24, PostgreSQL)', () => {
  it("cancels a request's statement past the request timeout, and lets background work run longer", async () => {
    const failure = await bounded.db.execute(sql`SELECT pg_sleep(1)`).catch((error: unknown) => error);
    expect(isStatementTimeout(failure)).toBe(true);
    await expect(bounded.backgroundDb.execute(sql`SELECT pg_sleep(0.6)`)).resolves.toBeDefined();
  });

  it('tells the user the request took too long, and the server keeps answering', async () => {
    // Another session holds the users table: the sign-in's read waits past the bound.
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE users IN ACCESS EXCLUSIVE MODE');
      const started = performance.now();
      const answer = await server.gql(LOGIN, { phone: '+201000000001', password: 'whatever-it-is' });
      expect(answer.errors?.[0]?.message).toBe(REQUEST_TOO_LONG_MESSAGE);
      expect(performance.now() - started).toBeLessThan(3_000);
    } finally {
      await holder.query('ROLLBACK');
      await holder.end();
    }
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
  });
});
