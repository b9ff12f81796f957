import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, queryRows, type DatabaseHandle } from './client';
import { migrate } from './migrate';
import { freshPostgres, type FreshDatabase } from '../../../test/pgDatabase';

/** A new database with nothing in it (freshPostgres migrates; the race needs a first migration). */
async function emptyPostgres(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = inject('pgAdminUrl');
  const name = `ops_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

describe('migrations on a real PostgreSQL server', () => {
  let database: FreshDatabase;
  beforeAll(async () => {
    database = await freshPostgres(5);
  });
  afterAll(async () => {
    await database.drop();
  });

  it('applies every migration once; running again changes nothing', async () => {
    const applied = await queryRows<{ name: string }>(
      database.handle.db,
      sql`SELECT name FROM schema_migrations ORDER BY name`,
    );
    expect(applied.map((row) => row.name)[0]).toBe('0001_platform.sql');
    expect((await migrate(database.handle)).applied).toEqual([]);
  });

  it('three processes migrating an empty database at once: one applies each migration, the others wait and find it done', async () => {
    const empty = await emptyPostgres();
    // One pool per "process": the lock must hold across connections, not only inside one pool.
    const processes: DatabaseHandle[] = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ databaseUrl: empty.url, dataDir: 'unused', poolSize: 3 })),
    );
    try {
      const results = await Promise.allSettled(processes.map((handle) => migrate(handle)));
      expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
      const appliedLists = results.map((result) =>
        result.status === 'fulfilled' ? result.value.applied : [],
      );
      const all = appliedLists.flat();
      const recorded = await queryRows<{ name: string }>(
        processes[0]!.db,
        sql`SELECT name FROM schema_migrations ORDER BY name`,
      );
      expect(recorded.length).toBeGreaterThan(1);
      // Every migration applied exactly once, all of it by the first process to get the lock.
      expect([...all].sort()).toEqual(recorded.map((row) => row.name));
      expect(appliedLists.filter((list) => list.length > 0)).toHaveLength(1);
    } finally {
      await Promise.all(processes.map((handle) => handle.close()));
      await empty.drop();
    }
  });
});
