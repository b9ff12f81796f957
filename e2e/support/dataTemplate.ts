import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteHandle } from '../../server/src/platform/db/client';
import { migrate } from '../../server/src/platform/db/migrate';
import { DEMO_SEED_STEPS, seedDemoData } from '../../server/src/compose/seed/index';
import { SERVER_BUNDLE_ENV } from '../../bench/support';
import { rebuildAll } from '../../server/src/platform/aggregates/refresh';
import { SERVER_AGGREGATES as AGGREGATES } from '../../server/src/compose/modules';
import { systemClock } from '../../server/src/platform/deps';
import { E2E_SEED_NOW_ENV, e2eSeedNow } from './seedDate';

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
/** Named by the steps it skips and the seed's day: a folder seeded on another day is never taken for today's. */
const variantFolder = (skip: readonly string[], seedNow: Date): string =>
  `seeded-${skip.length ? [...skip].sort().join('+') : 'all'}-${seedNow.toISOString().slice(0, 10)}`;

/**
 * Where the end-to-end servers' bundle goes: inside server/ so its external packages resolve
 * from server/node_modules and the root's, as they do for the sources.
 */
const SERVER_BUNDLE_DIR = 'server/.e2e-bundle';

/**
 * Builds the server once for the run (about 2 s) and tells every file's server to start from
 * it: starting from the sources under tsx compiles them again in each of ~40 processes
 * (measured on a loaded machine: 23 s to /healthz from sources, 15 s from the bundle). It is
 * also the code production runs (npm run build:server).
 */
function buildServerBundle(): void {
  if (process.env[SERVER_BUNDLE_ENV]) return;
  execFileSync(process.execPath, ['scripts/build-server.mjs'], {
    env: { ...process.env, SERVER_OUT_DIR: SERVER_BUNDLE_DIR },
    stdio: 'ignore',
  });
  process.env[SERVER_BUNDLE_ENV] = path.join(SERVER_BUNDLE_DIR, 'main.js');
}

/**
 * Global setup of the end-to-end tests: one migrated PGlite folder for the run, plus the
 * seeded variants. Each file's server starts from a copy (its own data folder still, STYLE.md
 * 12); the demo seed is the server's own function, its history ending at the start of today
 * in Cairo (`e2eSeedNow`), which every file reads from the environment.
 */
export default async function setup(): Promise<() => Promise<void>> {
  buildServerBundle();
  const seedNow = e2eSeedNow();
  process.env[E2E_SEED_NOW_ENV] = seedNow.toISOString();
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'ops-e2e-template-'));
  const migrated = path.join(root, MIGRATED);
  await fs.mkdir(migrated);
  const client = await PGlite.create(path.join(migrated, 'pglite'));
  await migrate(pgliteHandle(client));
  await client.close();
  for (const skip of SEEDED_VARIANTS) {
    const dir = path.join(root, variantFolder(skip, seedNow));
    await fs.cp(migrated, dir, { recursive: true });
    const seeded = await PGlite.create(path.join(dir, 'pglite'));
    const db = pgliteHandle(seeded).db;
    await seedDemoData(db, {
      scale: Number(E2E_SEED_SCALE),
      dataDir: dir,
      now: seedNow,
      steps: DEMO_SEED_STEPS.filter((step) => !skip.includes(step.name)),
    });
    // What the server does after seeding (main.ts): the daily aggregates, so the analytics
    // pages have the seed's history from the first load rather than after the job's tick.
    await rebuildAll({ db, clock: systemClock }, AGGREGATES);
    await seeded.close();
  }
  process.env[E2E_DATA_TEMPLATE_ENV] = root;
  return async () => {
    delete process.env[E2E_DATA_TEMPLATE_ENV];
    delete process.env[E2E_SEED_NOW_ENV];
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
    const skip = (env.DEMO_SEED_SKIP ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    const seeded = path.join(root, variantFolder(skip, e2eSeedNow()));
    if (
      await fs.stat(seeded).then(
        () => true,
        () => false,
      )
    )
      template = seeded;
  }
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ops-e2e-'));
  await fs.cp(template, dir, { recursive: true });
  return dir;
}
