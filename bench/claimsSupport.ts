/**
 * Setup shared by the task-engine benchmarks in ./claims (kept out of that file because
 * bench/run.ts runs every function ./claims exports). Mirrors server/test/pgDatabase.ts and
 * server/test/testServer.ts, which bench/ must not import.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Deps } from '../server/src/platform/deps';
import { areas } from '../server/src/domains/areas/tables';
import { loadConfig, type ServerConfig } from '../server/src/platform/config/config';
import { openDatabase, type DatabaseHandle } from '../server/src/platform/db/client';
import { buildServer, type OpsServer } from '../server/src/compose/buildServer';
import { newId } from '../server/src/platform/lib/ids';
import { roles, users } from '../server/src/platform/session/tables';
import { vehicles } from '../server/src/domains/vehicles/tables';

export const PG_ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface BenchDatabase {
  engine: 'postgres' | 'pglite';
  /** PostgreSQL database name; null for PGlite. */
  name: string | null;
  handle: DatabaseHandle;
  /** Closes the handle; for PostgreSQL also drops the database. */
  drop(): Promise<void>;
}

/** A brand-new PostgreSQL database `ops_bench_<random>` (migrated later by buildServer). */
export async function freshPostgres(poolSize = 60, prefix = 'ops_bench'): Promise<BenchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: 'unused', poolSize });
  return {
    engine: 'postgres',
    name,
    handle,
    async drop() {
      await handle.close().catch(() => undefined);
      const cleanup = new pg.Client({ connectionString: PG_ADMIN_URL });
      await cleanup.connect();
      // pool.end() resolves once its clients are told to end, before their backends are gone; a FORCE
      // drop then terminates them and the pool emits an unhandled 'error'. Wait for them to leave first.
      for (let i = 0; i < 100; i += 1) {
        const { rows: left } = await cleanup.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
          [name],
        );
        if ((left[0]?.n ?? 0) === 0) break;
        await sleep(50);
      }
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** A brand-new in-memory PGlite. */
export async function freshPglite(): Promise<BenchDatabase> {
  const handle = await openDatabase({ dataDir: 'memory://' });
  return { engine: 'pglite', name: null, handle, drop: () => handle.close() };
}

export interface BenchServer {
  server: OpsServer;
  deps: Deps;
  /** Stops the scheduler, sockets and HTTP; leaves the database handle open. Idempotent. */
  close(): Promise<void>;
}

/** The real API on `handle` (migrates it), not listening yet; files go to a temporary folder. */
export async function buildBenchServer(handle: DatabaseHandle): Promise<BenchServer> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ops-bench-claims-'));
  const config: ServerConfig = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn' }),
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: null,
    redisUrl: null,
    demoSeed: false,
    simulator: false,
    rendererDir: '/nonexistent',
  };
  const server = await buildServer(config, { handle });
  let closed = false;
  return {
    server,
    deps: server.deps,
    async close() {
      if (closed) return;
      closed = true;
      await server.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Fleet {
  roleId: string;
  agentIds: string[];
  areaId: string;
  vehicleIds: string[];
}

/** One role that may resolve tasks, `agents` staff in it, one area and `vehicleCount` vehicles. */
export async function seedFleet(deps: Deps, agents: number, vehicleCount: number): Promise<Fleet> {
  const roleId = newId();
  await deps.db.insert(roles).values({
    id: roleId,
    name: `Bench agents ${roleId}`,
    level: 6,
    department: 'Operations',
    permissions: { task: { RESOLVE_TASKS: true } },
  });
  const agentIds = Array.from({ length: agents }, () => newId());
  await deps.db.insert(users).values(
    agentIds.map((id, i) => ({
      id,
      name: `Bench agent ${i}`,
      phoneNumber: `+2010${String(30_000_000 + i)}`,
      roleId,
      type: 'operations' as const,
    })),
  );
  const areaId = newId();
  await deps.db.insert(areas).values({ id: areaId, name: 'Heliopolis' });
  const vehicleIds = Array.from({ length: vehicleCount }, () => newId());
  for (let start = 0; start < vehicleIds.length; start += 500) {
    await deps.db.insert(vehicles).values(
      vehicleIds.slice(start, start + 500).map((id, i) => ({
        id,
        code: `BN${start + i}`,
        areaId,
        manufacturer: 'Xiaomi' as const,
        vehicleType: 'Super S' as const,
      })),
    );
  }
  return { roleId, agentIds, areaId, vehicleIds };
}

export interface LockWaitSampler {
  stop(): Promise<{
    samples: number;
    meanSessionsWaitingOnLocks: number;
    maxSessionsWaitingOnLocks: number;
    meanActiveSessions: number;
    maxActiveSessions: number;
  }>;
}

/** Polls pg_stat_activity of `database` every 50 ms: how many of its sessions wait on a lock, how many are in a query. */
export async function sampleLockWaits(database: string): Promise<LockWaitSampler> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  let running = true;
  const waiting: number[] = [];
  const active: number[] = [];
  const loop = (async () => {
    while (running) {
      const { rows: found } = await client.query<{ waiting: number; active: number }>(
        `SELECT count(*) FILTER (WHERE wait_event_type = 'Lock')::int AS waiting,
                count(*) FILTER (WHERE state = 'active')::int AS active
           FROM pg_stat_activity WHERE datname = $1`,
        [database],
      );
      waiting.push(found[0]?.waiting ?? 0);
      active.push(found[0]?.active ?? 0);
      await sleep(50);
    }
  })().catch(() => undefined); // a diagnostic: losing it must not fail the benchmark
  const mean = (values: number[]) =>
    round(values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length), 2);
  return {
    async stop() {
      running = false;
      await loop;
      await client.end();
      return {
        samples: waiting.length,
        meanSessionsWaitingOnLocks: mean(waiting),
        maxSessionsWaitingOnLocks: Math.max(0, ...waiting),
        meanActiveSessions: mean(active),
        maxActiveSessions: Math.max(0, ...active),
      };
    },
  };
}

/** Nearest-rank percentile of `sorted` (ascending), rounded to 0.1 ms. */
export function percentile(sorted: number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return round(sorted[index]!);
}

export function round(value: number, digits = 1): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

export function summarize(samples: number[]): {
  count: number;
  p50: number | null;
  p95: number | null;
  p99: number | null;
  max: number | null;
  mean: number | null;
} {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.length > 0 ? round(sorted[sorted.length - 1]!) : null,
    mean: sorted.length > 0 ? round(sorted.reduce((sum, value) => sum + value, 0) / sorted.length) : null,
  };
}

/** Rows of a raw SQL statement (bench/ cannot import drizzle-orm: it is the server workspace's dependency). */
export async function rows<T>(deps: Deps, statement: string): Promise<T[]> {
  return ((await deps.db.execute(statement)) as unknown as { rows: T[] }).rows;
}

/** An id checked to be 24 hex characters, safe to put in SQL text. */
export function hexId(id: string): string {
  if (!/^[0-9a-f]{24}$/.test(id)) throw new Error(`not an id: ${id}`);
  return id;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));
