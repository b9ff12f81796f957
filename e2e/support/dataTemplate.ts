import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteHandle } from '../../server/src/db/client';
import { migrate } from '../../server/src/db/migrate';
import { DEMO_SEED_STEPS, seedDemoData } from '../../server/src/seed/index';

/** Where the template folders of this run live (set by the global setup). */
export const E2E_DATA_TEMPLATE_ENV = 'OPS_E2E_DATA_TEMPLATE';

/** The seed every end-to-end server asks for unless a file says otherwise (server.ts). */
export const E2E_SEED_SCALE = '0.05';

/**
 * The demo data sets prepared once per run, named by the steps they skip (DEMO_SEED_SKIP).
 * A server asking for one of these starts on a copy with the seed already in it: seeding
 * costs about 5 s of CPU per server, and every file would otherwise pay it.
 */
const SEEDED_VARIANTS: readonly string[][] = [[], ['tasks']];

const MIGRATED = 'migrated';
const variantFolder = (skip: readonly string[]): string => `seeded-${skip.length ? [...skip].sort().join('+') : 'all'}`;

/**
 * Global setup of the end-to-end tests: one migrated PGlite folder for the run, plus the
 * seeded variants. Each file's server starts from a copy (its own data folder still, STYLE.md
 * 12); the demo seed is the server's own function, with its fixed clock, so a copy holds what
 * the server would have seeded itself.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'ops-e2e-template-'));
  const migrated = path.join(root, MIGRATED);
  await fs.mkdir(migrated);
  const client = await PGlite.create(path.join(migrated, 'pglite'));
  await migrate(pgliteHandle(client));
  await client.close();
  for (const skip of SEEDED_VARIANTS) {
    const dir = path.join(root, variantFolder(skip));
    await fs.cp(migrated, dir, { recursive: true });
    const seeded = await PGlite.create(path.join(dir, 'pglite'));
    await seedDemoData(pgliteHandle(seeded).db, {
      scale: Number(E2E_SEED_SCALE),
      dataDir: dir,
      steps: DEMO_SEED_STEPS.filter((step) => !skip.includes(step.name)),
    });
    await seeded.close();
  }
  process.env[E2E_DATA_TEMPLATE_ENV] = root;
  return async () => {
    delete process.env[E2E_DATA_TEMPLATE_ENV];
    await fs.rm(root, { recursive: true, force: true });
  };
}

/**
 * A fresh data folder for one server with this environment: a copy of the seeded template
 * that matches it, else of the migrated one (the server then seeds as usual).
 */
export async function freshDataDir(env: Record<string, string>): Promise<string | undefined> {
  const root = process.env[E2E_DATA_TEMPLATE_ENV];
  if (!root) return undefined;
  let template = path.join(root, MIGRATED);
  if (env.DEMO_SEED === '1' && env.SEED_SCALE === E2E_SEED_SCALE) {
    const skip = (env.DEMO_SEED_SKIP ?? '').split(',').map((name) => name.trim()).filter(Boolean);
    const seeded = path.join(root, variantFolder(skip));
    if (await fs.stat(seeded).then(() => true, () => false)) template = seeded;
  }
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ops-e2e-'));
  await fs.cp(template, dir, { recursive: true });
  return dir;
}
