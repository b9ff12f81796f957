import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { freshPostgres, type FreshDatabase } from '../../../test/pgDatabase';
import { openDatabase, type DatabaseHandle } from './client';
import { withDatabasePriority } from './priority';
import { defaultReadConnections } from './readGate';

let database: FreshDatabase;
let handle: DatabaseHandle;

beforeAll(async () => {
  database = await freshPostgres(8);
  handle = await openDatabase({
    databaseUrl: database.url,
    dataDir: 'unused',
    poolSize: 8,
    readConnections: 2,
  });
});
afterAll(async () => {
  await handle?.close();
  await database?.drop();
});

/** Our own backends running pg_sleep now, seen from PostgreSQL. */
const sleepingNow = async (): Promise<number> => {
  const rows = (await handle.backgroundDb.execute(
    sql`SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND state = 'active' AND query LIKE 'SELECT pg_sleep(0.4)%'`,
  )) as unknown as { rows: Array<{ n: number }> };
  return rows.rows[0]?.n ?? 0;
};

describe('read slots on PostgreSQL (issue 24: a bound on what lists and analytics take from actions)', () => {
  it('runs at most the slots of reads at once; an action meanwhile gets a connection at once', async () => {
    const reads = Array.from({ length: 6 }, () =>
      withDatabasePriority('reads', async () => await handle.db.execute(sql`SELECT pg_sleep(0.4)`)),
    );
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await sleepingNow()).toBe(2);
    expect(handle.poolStats?.().readsQueued).toBe(4);
    const started = performance.now();
    await handle.db.execute(sql`SELECT 1`); // interactive: the default priority
    expect(performance.now() - started).toBeLessThan(150);
    await Promise.all(reads);
    expect(handle.poolStats?.().readsQueued).toBe(0);
  });

  it('a failed read gives its slot back', async () => {
    const failing = withDatabasePriority('reads', async () => await handle.db.execute(sql`SELECT 1/0`));
    await expect(failing).rejects.toThrow(/SELECT 1\/0/);
    const again = await withDatabasePriority('reads', async () =>
      Promise.all([1, 2, 3].map(async () => await handle.db.execute(sql`SELECT 1`))),
    );
    expect(again).toHaveLength(3);
  });

  it('transactions and background work are never gated', async () => {
    // (drizzle's queries start when awaited: each is awaited inside its context.)
    const reads = Array.from({ length: 4 }, () =>
      withDatabasePriority('reads', async () => await handle.db.execute(sql`SELECT pg_sleep(0.4)`)),
    );
    const started = performance.now();
    await withDatabasePriority(
      'reads',
      async () => await handle.db.transaction(async (tx) => await tx.execute(sql`SELECT 1`)),
    );
    expect(performance.now() - started).toBeLessThan(150);
    await Promise.all(reads);
  });

  it('the default leaves room for actions and follows the CPUs', () => {
    expect(defaultReadConnections(20, 2)).toBe(4);
    expect(defaultReadConnections(20, 16)).toBe(18);
    expect(defaultReadConnections(2, 8)).toBe(1);
  });
});
