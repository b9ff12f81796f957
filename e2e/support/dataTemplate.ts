import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteHandle } from '../../server/src/db/client';
import { migrate } from '../../server/src/db/migrate';

/** Where the migrated, empty database folder of this run lives (set by the global setup). */
export const E2E_DATA_TEMPLATE_ENV = 'OPS_E2E_DATA_TEMPLATE';

/**
 * Global setup of the end-to-end tests: one migrated PGlite folder for the run. Each file's
 * server starts from a copy (its own data folder still, STYLE.md 12) and seeds it as before;
 * only the cluster creation, about 10 s of CPU per server, is done once.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'ops-e2e-template-'));
  const client = await PGlite.create(path.join(root, 'pglite'));
  await migrate(pgliteHandle(client));
  await client.close();
  process.env[E2E_DATA_TEMPLATE_ENV] = root;
  return async () => {
    delete process.env[E2E_DATA_TEMPLATE_ENV];
    await fs.rm(root, { recursive: true, force: true });
  };
}

/** A fresh data folder for one server: a copy of the template when there is one. */
export async function freshDataDir(): Promise<string | undefined> {
  const template = process.env[E2E_DATA_TEMPLATE_ENV];
  if (!template) return undefined;
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ops-e2e-'));
  await fs.cp(template, dir, { recursive: true });
  return dir;
}
