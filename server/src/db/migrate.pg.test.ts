import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from './client';
import { migrate } from './migrate';
import { freshPostgres, type FreshDatabase } from '../../test/pgDatabase';

describe('migrations on a real PostgreSQL server', () => {
  let database: FreshDatabase;
  beforeAll(async () => {
    database = await freshPostgres(5);
  });
  afterAll(async () => {
    await database.drop();
  });

  it('applies every migration once; running again changes nothing', async () => {
    const applied = await queryRows<{ name: string }>(database.handle.db, sql`SELECT name FROM schema_migrations ORDER BY name`);
    expect(applied.map((row) => row.name)[0]).toBe('0001_platform.sql');
    expect((await migrate(database.handle)).applied).toEqual([]);
  });

  it('two processes migrating at once do not collide', async () => {
    const results = await Promise.all([migrate(database.handle), migrate(database.handle)]);
    expect(results.flatMap((result) => result.applied)).toEqual([]);
  });
});
