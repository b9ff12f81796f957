import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/platform/db/client';
import { migrate } from '../src/platform/db/migrate';

export interface FreshDatabase {
  url: string;
  handle: DatabaseHandle;
  drop(): Promise<void>;
}

/** A brand-new, migrated PostgreSQL database for one test file; dropped afterwards. */
export async function freshPostgres(poolSize = 60): Promise<FreshDatabase> {
  const adminUrl = inject('pgAdminUrl');
  const name = `ops_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: 'unused', poolSize });
  await migrate(handle);
  return {
    url: url.toString(),
    handle,
    async drop() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
