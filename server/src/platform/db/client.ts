import fs from 'node:fs/promises';
import path from 'node:path';
import { availableParallelism } from 'node:os';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import { lockDataDir } from './dataDirLock';
import { PgliteThread } from './pgliteThread';
import { shareMemo } from './memo';
import { defaultReadConnections, gateReads } from './readGate';

/** A Drizzle database on either driver; transactions are the same type family. */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface DatabaseHandle {
  /** Requests' database: on PostgreSQL each statement is bounded by the request timeout. */
  db: Db;
  /** Jobs, exports and migrations: the longer timeout, on connections of their own (PostgreSQL); PGlite: its one connection, their turns after requests' (priority.ts). */
  backgroundDb: Db;
  kind: 'pglite' | 'postgres';
  /** Runs a multi-statement SQL script inside one transaction (migrations). */
  runScript(script: string): Promise<void>;
  /** Holds a cross-process lock while `work` runs (no-op on single-process PGlite). */
  withExclusiveLock<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** Connections of the PostgreSQL pool (metrics); PGlite has its one connection. */
  poolStats?(): { total: number; idle: number; waiting: number; readsQueued?: number };
  /** PGlite only: a consistent tar of the data directory (backups), taken between queries. */
  dumpDataDir?(): Promise<Blob>;
}

export interface DatabaseOptions {
  databaseUrl?: string | null;
  /** Folder for PGlite; 'memory://' keeps it in memory (tests). */
  dataDir: string;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
  /** PostgreSQL: GraphQL query operations' statements at once (db/readGate.ts); the default leaves room for actions. */
  readConnections?: number | null;
  /** PostgreSQL: statement_timeout for requests and for background work; none when absent (tools, tests). */
  statementTimeouts?: StatementTimeouts | null;
}

export interface StatementTimeouts {
  requestMs: number;
  backgroundMs: number;
}

/**
 * The API's bounds (issue 24): a page's statement may take 15 s, a job's or an export's 5
 * minutes. Past that PostgreSQL cancels it (SQLSTATE 57014) and the user reads
 * REQUEST_TOO_LONG_MESSAGE instead of holding a connection and a CPU for everyone else.
 */
export const API_STATEMENT_TIMEOUTS: StatementTimeouts = { requestMs: 15_000, backgroundMs: 300_000 };

/** Connections for jobs and exports, beside the requests' pool: a slow export cannot take every connection. */
const BACKGROUND_POOL_SIZE = 4;

const MIGRATION_LOCK_KEY = 4_000_521;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl)
    return openPostgres(
      options.databaseUrl,
      options.poolSize ?? 20,
      options.statementTimeouts ?? null,
      options.readConnections ?? null,
    );
  return openPglite(options.dataDir);
}

/**
 * Tests only (set by server/test/pgliteTemplate.ts): a migrated database image made once per
 * run. Creating a PGlite cluster costs about 10 s of CPU, loading an image about 2 s, and the
 * unit suite opens dozens of in-memory databases.
 */
export const PGLITE_TEMPLATE_ENV = 'OPS_TEST_PGLITE_TEMPLATE';

/** PGlite in its own thread (pgliteThread.ts): a long query there does not stop the API's event loop. */
async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  if (dataDir === 'memory://')
    return pgliteThreadHandle(
      await PgliteThread.start({ dataDir: null, loadDataDirPath: process.env[PGLITE_TEMPLATE_ENV] ?? null }),
    );
  const location = path.join(dataDir, 'pglite');
  await fs.mkdir(location, { recursive: true });
  // The worker is a thread of this process: the folder's lock names this process, as before.
  const release = lockDataDir(dataDir);
  // A thread that fails to open releases the lock (pgliteThreadHandle).
  return pgliteThreadHandle(await PgliteThread.start({ dataDir: location, loadDataDirPath: null }), release);
}

async function pgliteThreadHandle(
  thread: PgliteThread,
  afterClose: () => void = () => undefined,
): Promise<DatabaseHandle> {
  try {
    await thread.ready;
  } catch (error) {
    await thread.close().catch(() => undefined);
    afterClose();
    throw error;
  }
  // Drizzle's PGlite driver calls only query, exec and transaction, which the thread provides.
  const db = drizzlePglite(thread as unknown as PGlite) as unknown as Db;
  // The same one connection: jobs' and exports' turns wait while requests' wait (priority.ts).
  const backgroundDb = drizzlePglite(thread.atPriority('background') as unknown as PGlite) as unknown as Db;
  shareMemo(db, backgroundDb);
  return {
    db,
    backgroundDb,
    kind: 'pglite',
    runScript: async (script) => {
      await thread.transaction(async (tx) => {
        await tx.exec(script);
      });
    },
    // PGlite is one connection in one process: nothing else can run concurrently.
    withExclusiveLock: (work) => work(),
    close: async () => {
      await thread.close();
      afterClose();
    },
    // Its one connection; waiting: the turns queued for it, every priority.
    poolStats: () => ({
      total: 1,
      idle: 1,
      waiting: Object.values(thread.waiting()).reduce((sum, n) => sum + n, 0),
    }),
    dumpDataDir: () => thread.dumpDataDir(),
  };
}

/** A handle over an open PGlite (also used by the durability benchmark, which opens PGlite its own ways). */
export function pgliteHandle(client: PGlite, afterClose: () => void = () => undefined): DatabaseHandle {
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    backgroundDb: db,
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

function newPool(url: string, max: number, statementTimeoutMs: number | null): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    ...(statementTimeoutMs ? { statement_timeout: statementTimeoutMs } : {}),
  });
  // An idle connection that dies (database restart, admin kill) emits 'error' on the pool; unheard,
  // it would end the process. The pool drops that connection and the next query opens a new one.
  pool.on('error', () => undefined);
  return pool;
}

async function openPostgres(
  url: string,
  poolSize: number,
  timeouts: StatementTimeouts | null,
  readConnections: number | null,
): Promise<DatabaseHandle> {
  // bigint (int8) comes back as string by default; our money columns stay far below 2^53.
  pg.types.setTypeParser(20, (value) => Number(value));
  const requests = newPool(url, poolSize, timeouts?.requestMs ?? null);
  const reads = gateReads(
    requests,
    readConnections ?? defaultReadConnections(poolSize, availableParallelism()),
  );
  // Migrations and the advisory lock run here too: a migration may rightly take longer than a page.
  const pool = timeouts ? newPool(url, BACKGROUND_POOL_SIZE, timeouts.backgroundMs) : requests;
  const db = drizzlePg(requests) as unknown as Db;
  const backgroundDb = pool === requests ? db : (drizzlePg(pool) as unknown as Db);
  shareMemo(db, backgroundDb);
  return {
    db,
    backgroundDb,
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
    close: async () => {
      await requests.end();
      if (pool !== requests) await pool.end();
    },
    poolStats: () => ({
      total: requests.totalCount,
      idle: requests.idleCount,
      waiting: requests.waitingCount,
      readsQueued: reads.queued(),
    }),
  };
}

/** Rows of a raw SQL query; both drivers answer with `{ rows }`. */
export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
