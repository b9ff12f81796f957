/**
 * A benchmark database at scale on the PostgreSQL server: created, migrated by the app's own
 * migrations and filled by SQL once; with its keep flag set it survives the run and the next
 * run reuses it when its big tables hold (about) their rows. billsScale and fleetScale use it.
 */
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../server/src/platform/db/client';
import { migrate } from '../server/src/platform/db/migrate';
import { PG_ADMIN_URL, sleep } from './claimsSupport';

export type Progress = (line: string) => void;

export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function timed(
  progress: Progress,
  label: string,
  work: () => Promise<unknown>,
): Promise<number> {
  const started = Date.now();
  await work();
  const ms = Date.now() - started;
  progress(`  ${label}: ${(ms / 1000).toFixed(1)} s`);
  return ms;
}

/** Secondary indexes (not backing a constraint): dropped while loading, rebuilt from their own definitions after. */
export async function secondaryIndexes(
  client: pg.Client,
  table: string,
): Promise<Array<{ name: string; definition: string }>> {
  const { rows } = await client.query<{ name: string; definition: string }>(
    `SELECT i.indexname AS name, i.indexdef AS definition FROM pg_indexes i
      WHERE i.schemaname = 'public' AND i.tablename = $1 AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
    [table],
  );
  return rows;
}

export interface ScaleDatabaseSpec {
  name: string;
  keep: boolean;
  /** The big tables and the rows each holds when loaded (a reused database must hold 95 % of them). */
  rows: Record<string, number>;
  /** Fills the freshly migrated database; answers its timings. */
  generate: (url: string, progress: Progress) => Promise<Record<string, number>>;
}

export interface ScaleDatabase {
  handle: DatabaseHandle;
  url: string;
  reused: boolean;
  loadTimingsMs: Record<string, number> | null;
  /** Each big table's estimated rows and the database's size. */
  data: Record<string, unknown>;
  migrationsApplied: string[];
  drop(): Promise<void>;
}

function databaseUrl(name: string): string {
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Estimates (the load ends with VACUUM ANALYZE), so reading them costs nothing. */
async function estimatedRows(client: pg.Client, tables: readonly string[]): Promise<Record<string, number>> {
  const { rows } = await client.query<{ relname: string; n: number }>(
    `SELECT relname, reltuples::bigint::float8 AS n FROM pg_class WHERE relname = ANY($1) AND relkind = 'r'`,
    [tables],
  );
  return Object.fromEntries(
    tables.map((table) => [table, rows.find((row) => row.relname === table)?.n ?? 0]),
  );
}

async function loaded(spec: ScaleDatabaseSpec, url: string): Promise<boolean> {
  const exists = await withClient(
    PG_ADMIN_URL,
    async (client) =>
      (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [spec.name])).rowCount === 1,
  );
  if (!exists) return false;
  return withClient(url, async (client) => {
    const counts = await estimatedRows(client, Object.keys(spec.rows));
    return Object.entries(spec.rows).every(([table, wanted]) => (counts[table] ?? 0) >= wanted * 0.95);
  }).catch(() => false);
}

export async function openScaleDatabase(spec: ScaleDatabaseSpec, progress: Progress): Promise<ScaleDatabase> {
  const url = databaseUrl(spec.name);
  const reused = spec.keep && (await loaded(spec, url));
  if (!reused) {
    await withClient(PG_ADMIN_URL, async (client) => {
      await client.query(`DROP DATABASE IF EXISTS ${spec.name} WITH (FORCE)`);
      await client.query(`CREATE DATABASE ${spec.name}`);
    });
  }
  const handle = await openDatabase({ databaseUrl: url, dataDir: 'unused', poolSize: 10 });
  const migrated = await migrate(handle);
  if (migrated.applied.length) progress(`  migrations applied: ${migrated.applied.join(', ')}`);
  let loadTimingsMs: Record<string, number> | null = null;
  if (!reused) {
    const what = Object.entries(spec.rows)
      .map(([table, rows]) => `${rows.toLocaleString('en')} ${table}`)
      .join(' and ');
    progress(`  loading ${what} into ${spec.name}...`);
    loadTimingsMs = await spec.generate(url, progress);
  } else progress(`  reusing ${spec.name} (kept by its BENCH_KEEP_ flag)`);
  const data = await withClient(url, async (client) => {
    const size = (
      await client.query<{ s: string }>(`SELECT pg_size_pretty(pg_database_size(current_database())) AS s`)
    ).rows[0]?.s;
    return { ...(await estimatedRows(client, [...Object.keys(spec.rows), 'users'])), databaseSize: size };
  });
  return {
    handle,
    url,
    reused,
    loadTimingsMs,
    data,
    migrationsApplied: migrated.applied,
    async drop() {
      await handle.close().catch(() => undefined);
      if (spec.keep) return;
      await withClient(PG_ADMIN_URL, async (client) => {
        for (let i = 0; i < 100; i += 1) {
          const { rows } = await client.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
            [spec.name],
          );
          if ((rows[0]?.n ?? 0) === 0) break;
          await sleep(50);
        }
        await client.query(`DROP DATABASE IF EXISTS ${spec.name} WITH (FORCE)`);
      });
    },
  };
}
