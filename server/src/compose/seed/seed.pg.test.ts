import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgres, type FreshDatabase } from '../../../test/pgDatabase';
import { openDatabase, queryRows, type DatabaseHandle } from '../../platform/db/client';
import { seedDemoData } from './index';

describe('demo seed on PostgreSQL', () => {
  let fresh: FreshDatabase;
  let other: DatabaseHandle;
  let dataDir: string;

  beforeAll(async () => {
    fresh = await freshPostgres(4);
    other = await openDatabase({ databaseUrl: fresh.url, dataDir: 'unused', poolSize: 2 });
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ops-seed-pg-'));
  });

  afterAll(async () => {
    await other?.close();
    await fresh?.drop();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('seeds exactly once when two processes start together', async () => {
    const results = await Promise.all([
      seedDemoData(fresh.handle.db, { scale: 0.05, dataDir }),
      seedDemoData(other.db, { scale: 0.05, dataDir }),
    ]);
    expect(results.map((r) => r.seeded).sort()).toEqual([false, true]);
    const [runs] = await queryRows<{ n: number }>(
      fresh.handle.db,
      sql`SELECT count(*)::int AS n FROM seed_runs`,
    );
    expect(runs!.n).toBe(1);
  });

  it('keeps the wallet chain consistent with balances (bigint as numbers)', async () => {
    const [bad] = await queryRows<{ n: number }>(
      fresh.handle.db,
      sql`
      WITH last AS (
        SELECT DISTINCT ON (user_id) user_id, curr_balance_piasters FROM wallet_logs ORDER BY user_id, created_at DESC, id DESC
      )
      SELECT count(*)::int AS n FROM users u LEFT JOIN last l ON l.user_id = u.id
      WHERE u.balance_piasters <> coalesce(l.curr_balance_piasters, 0)`,
    );
    expect(bad!.n).toBe(0);
    const [broken] = await queryRows<{ n: number }>(
      fresh.handle.db,
      sql`
      SELECT count(*)::int AS n FROM (
        SELECT prev_balance_piasters, lag(curr_balance_piasters, 1, 0::bigint) OVER (PARTITION BY user_id ORDER BY created_at, id) AS before
        FROM wallet_logs) x
      WHERE prev_balance_piasters <> before`,
    );
    expect(broken!.n).toBe(0);
  });
});
