/**
 * The rider-scale database: `ops_bench_riders` on the PostgreSQL server, migrated by the
 * app's own migrations and filled by riderScaleData.ts. Loading takes minutes, so
 * BENCH_KEEP_RIDERS=1 keeps it after a run and the next run reuses it when it is full;
 * without it the database is dropped at the end, as the other benchmarks do.
 */
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../server/src/platform/db/client';
import { migrate } from '../server/src/platform/db/migrate';
import { describeRiderData, generateRiderData, RIDERS, WALLET_LOGS, type Progress } from './riderScaleData';
import { PG_ADMIN_URL, sleep } from './claimsSupport';

export const RIDERS_DATABASE = 'ops_bench_riders';
export const keepRiders = process.env.BENCH_KEEP_RIDERS === '1';

export function ridersUrl(): string {
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${RIDERS_DATABASE}`;
  return url.toString();
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Whether the kept database is there with its full load. */
async function alreadyLoaded(): Promise<boolean> {
  const exists = await admin(
    async (client) =>
      (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [RIDERS_DATABASE])).rowCount === 1,
  );
  if (!exists) return false;
  const client = new pg.Client({ connectionString: ridersUrl() });
  await client.connect();
  try {
    // Estimates (the load ends with VACUUM ANALYZE), so the check costs nothing.
    const { rows } = await client.query<{ relname: string; n: number }>(
      `SELECT relname, reltuples::bigint::float8 AS n FROM pg_class WHERE relname IN ('users', 'wallet_logs') AND relkind = 'r'`,
    );
    const count = (name: string) => rows.find((row) => row.relname === name)?.n ?? 0;
    return count('users') >= RIDERS * 0.95 && count('wallet_logs') >= WALLET_LOGS * 0.95;
  } catch {
    return false;
  } finally {
    await client.end();
  }
}

/**
 * What the load produced (describeRiderData scans all 10,000,000 logs, about a minute), kept
 * in a table of the benchmark's database so a reused database is described without the scan.
 */
async function rememberedDescription(url: string, fresh: boolean): Promise<Record<string, unknown>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('CREATE TABLE IF NOT EXISTS bench_rider_data (data jsonb NOT NULL)');
    const { rows } = await client.query<{ data: Record<string, unknown> }>(
      'SELECT data FROM bench_rider_data',
    );
    if (!fresh && rows[0]) return rows[0].data;
    const data = await describeRiderData(url);
    await client.query('DELETE FROM bench_rider_data');
    await client.query('INSERT INTO bench_rider_data (data) VALUES ($1)', [JSON.stringify(data)]);
    return data;
  } finally {
    await client.end();
  }
}

export interface RiderDatabase {
  handle: DatabaseHandle;
  url: string;
  reused: boolean;
  loadTimingsMs: Record<string, number> | null;
  data: Record<string, unknown>;
  /** Migrations the open applied (a new index migration shows here on a kept database). */
  migrationsApplied: string[];
  drop(): Promise<void>;
}

export async function openRiderDatabase(progress: Progress): Promise<RiderDatabase> {
  const reused = keepRiders && (await alreadyLoaded());
  if (!reused) {
    await admin(async (client) => {
      await client.query(`DROP DATABASE IF EXISTS ${RIDERS_DATABASE} WITH (FORCE)`);
      await client.query(`CREATE DATABASE ${RIDERS_DATABASE}`);
    });
  }
  const url = ridersUrl();
  const handle = await openDatabase({ databaseUrl: url, dataDir: 'unused', poolSize: 10 });
  const migrated = await migrate(handle);
  if (migrated.applied.length) progress(`  migrations applied: ${migrated.applied.join(', ')}`);
  let loadTimingsMs: Record<string, number> | null = null;
  if (!reused) {
    progress(
      `  loading ${RIDERS.toLocaleString('en')} riders and ${WALLET_LOGS.toLocaleString('en')} wallet logs into ${RIDERS_DATABASE}...`,
    );
    loadTimingsMs = await generateRiderData(url, progress);
  } else {
    progress(`  reusing ${RIDERS_DATABASE} (BENCH_KEEP_RIDERS=1)`);
  }
  const data = await rememberedDescription(url, !reused);
  return {
    handle,
    url,
    reused,
    loadTimingsMs,
    data,
    migrationsApplied: migrated.applied,
    async drop() {
      await handle.close().catch(() => undefined);
      if (keepRiders) return;
      await admin(async (client) => {
        for (let i = 0; i < 100; i += 1) {
          const { rows } = await client.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
            [RIDERS_DATABASE],
          );
          if ((rows[0]?.n ?? 0) === 0) break;
          await sleep(50);
        }
        await client.query(`DROP DATABASE IF EXISTS ${RIDERS_DATABASE} WITH (FORCE)`);
      });
    },
  };
}
