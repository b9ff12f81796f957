import path from 'node:path';
import type { Db } from '../../platform/db/client';
import { seedRuns } from './tables';
import { DEMO_SEED_STEPS } from './steps';
import {
  createState,
  DEFAULT_SEED_NOW,
  DEMO_SEED_NAME,
  rngFor,
  type SeedContext,
  type SeedStep,
} from './context';

export { DEMO_SEED_STEPS } from './steps';
export { DEFAULT_SEED_NOW, DEMO_SEED_NAME } from './context';
export type { SeedContext, SeedStep, SeedState } from './context';

export interface SeedOptions {
  /** 1 = the demo size (500 vehicles, 2,000 riders, 20,000 rides); below 1 for tests, above for benchmarks. */
  scale: number;
  /** Stored files go to `${dataDir}/files`. */
  dataDir: string;
  /** End of the generated history; default DEFAULT_SEED_NOW (2026-11-01T00:00:00+02:00). */
  now?: Date;
  log?: (message: string) => void;
  /** Defaults to DEMO_SEED_STEPS; tests may pass a subset. */
  steps?: SeedStep[];
}

export interface SeedResult {
  /** False when the database had been seeded already: nothing was changed. */
  seeded: boolean;
  counts?: Record<string, number>;
  ms?: number;
}

/**
 * Seeds the demo data set once. Everything runs in one transaction that starts by claiming
 * the `seed_runs` row: a second run (or a second process at the same moment, which waits on
 * the row) finds it taken and changes nothing; a failed run leaves nothing behind.
 */
export async function seedDemoData(db: Db, opts: SeedOptions): Promise<SeedResult> {
  if (!(opts.scale > 0) || !Number.isFinite(opts.scale))
    throw new Error(`seed scale must be a positive number, got ${opts.scale}`);
  const now = opts.now ?? DEFAULT_SEED_NOW;
  const log = opts.log ?? (() => undefined);
  const started = Date.now();
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(seedRuns)
      .values({ name: DEMO_SEED_NAME, scale: opts.scale, baseDate: now })
      .onConflictDoNothing()
      .returning({ name: seedRuns.name });
    if (claimed.length === 0) {
      log('demo seed: already seeded, nothing to do');
      return { seeded: false };
    }
    const ctx: SeedContext = {
      tx,
      scale: opts.scale,
      now,
      filesDir: path.join(opts.dataDir, 'files'),
      log,
      state: createState(),
      counts: {},
      random: (name) => rngFor(DEMO_SEED_NAME, name),
      scaled: (n, min = 1) => Math.max(min, Math.round(n * opts.scale)),
    };
    for (const step of opts.steps ?? DEMO_SEED_STEPS) {
      const stepStart = Date.now();
      await step.run(ctx);
      log(`demo seed: ${step.name} ${Date.now() - stepStart} ms`);
    }
    const ms = Date.now() - started;
    await tx.update(seedRuns).set({ details: { counts: ctx.counts, ms } });
    log(`demo seed: done in ${ms} ms ${JSON.stringify(ctx.counts)}`);
    return { seeded: true, counts: ctx.counts, ms };
  });
}
