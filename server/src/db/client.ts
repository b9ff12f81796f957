import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import { lockDataDir } from './dataDirLock';

/** A Drizzle database on either driver; transactions are the same type family. */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs a multi-statement SQL script inside one transaction (migrations). */
  runScript(script: string): Promise<void>;
  /** Holds a cross-process lock while `work` runs (no-op on single-process PGlite). */
  withExclusiveLock<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** Connections of the PostgreSQL pool (metrics); PGlite has its one connection. */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** PGlite only: a consistent tar of the data directory (backups), taken between queries. */
  dumpDataDir?(): Promise<Blob>;
}

export interface DatabaseOptions {
  databaseUrl?: string | null;
  /** Folder for PGlite; 'memory://' keeps it in memory (tests). */
  dataDir: string;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
}

const MIGRATION_LOCK_KEY = 4_000_521;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 20);
  return openPglite(options.dataDir);
}

/**
 * Tests only (set by server/test/pgliteTemplate.ts): a migrated database image made once per
 * run. Creating a PGlite cluster costs about 10 s of CPU, loading an image about 2 s, and the
 * unit suite opens dozens of in-memory databases.
 */
export const PGLITE_TEMPLATE_ENV = 'OPS_TEST_PGLITE_TEMPLATE';
let templateImage: Promise<Blob> | null = null;

async function memoryOptions(): Promise<PGliteOptions> {
  const template = process.env[PGLITE_TEMPLATE_ENV];
  if (!template) return {};
  templateImage ??= fs.readFile(template).then((bytes) => new Blob([bytes]));
  return { loadDataDir: await templateImage };
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  if (dataDir === 'memory://') return pgliteHandle(await PGlite.create(await memoryOptions()));
  const location = path.join(dataDir, 'pglite');
  await fs.mkdir(location, { recursive: true });
  const release = lockDataDir(dataDir);
  try {
    return pgliteHandle(await PGlite.create(location), release);
  } catch (error) {
    release();
    throw error;
  }
}

/** A handle over an open PGlite (also used by the durability benchmark, which opens PGlite its own ways). */
export function pgliteHandle(client: PGlite, afterClose: () => void = () => undefined): DatabaseHandle {
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    runScript: async (script) => {
      await client.transaction(async (tx) => {
        await tx.exec(script);
      });
    },
    // PGlite is one connection in one process: nothing else can run concurrently.
    withExclusiveLock: (work) => work(),
    close: async () => {
      await client.close();
      afterClose();
    },
    poolStats: () => ({ total: 1, idle: 1, waiting: 0 }),
    dumpDataDir: () => client.dumpDataDir('gzip'),
  };
}

async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  // bigint (int8) comes back as string by default; our money columns stay far below 2^53.
  pg.types.setTypeParser(20, (value) => Number(value));
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection that dies (database restart, admin kill) emits 'error' on the pool; unheard,
  // it would end the process. The pool drops that connection and the next query opens a new one.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    runScript: async (script) => {
      const conn = await pool.connect();
      try {
        await conn.query('BEGIN');
        await conn.query(script);
        await conn.query('COMMIT');
      } catch (error) {
        await conn.query('ROLLBACK');
        throw error;
      } finally {
        conn.release();
      }
    },
    withExclusiveLock: async (work) => {
      // Several API processes may start together on one database: one migrates, the others wait.
      const conn = await pool.connect();
      try {
        await conn.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        return await work();
      } finally {
        await conn.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        conn.release();
      }
    },
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/** Rows of a raw SQL query; both drivers answer with `{ rows }`. */
export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
