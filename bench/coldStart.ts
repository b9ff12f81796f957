import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startApiProcess } from './support';

/** Process start to /healthz ready with the demo data: the first run seeds, later runs find it. */
export async function coldStart() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ops-cold-'));
  const scale = process.env.BENCH_SEED_SCALE ?? '1';
  const first = await startApiProcess({ DEMO_SEED: '1', SEED_SCALE: scale }, dataDir);
  await first.stop();
  const later: number[] = [];
  for (let i = 0; i < 3; i += 1) {
    const run = await startApiProcess({ DEMO_SEED: '1', SEED_SCALE: scale }, dataDir);
    later.push(run.readyMs);
    await run.stop();
  }
  await fs.rm(dataDir, { recursive: true, force: true });
  return {
    name: 'cold start to /healthz with demo data (PGlite)',
    seedScale: Number(scale),
    firstRunWithSeedMs: first.readyMs,
    laterRunsMs: later,
  };
}
