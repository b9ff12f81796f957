import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_TEMPLATE_ENV, pgliteHandle } from '../src/platform/db/client';
import { migrate } from '../src/platform/db/migrate';

/**
 * Global setup of the unit tests: one migrated PGlite image for the whole run, which every
 * in-memory database the tests open starts from (see memoryOptions in src/db/client.ts).
 * Migrations still run on each open and find nothing left to do.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const client = await PGlite.create();
  await migrate(pgliteHandle(client));
  const image = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(os.tmpdir(), `ops-pglite-template-${process.pid}.tar`);
  await fs.writeFile(file, Buffer.from(await image.arrayBuffer()));
  process.env[PGLITE_TEMPLATE_ENV] = file;
  return async () => {
    delete process.env[PGLITE_TEMPLATE_ENV];
    await fs.rm(file, { force: true });
  };
}
