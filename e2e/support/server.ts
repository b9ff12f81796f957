import fs from 'node:fs/promises';
import { startApiProcess, type RunningServer } from '../../bench/support';
import { E2E_SEED_SCALE, freshDataDir } from './dataTemplate';

/**
 * Each end-to-end file gets its own server process, data folder and database, seeded with a
 * small demo data set, serving the built renderer (STYLE.md: isolated end-to-end tests).
 */
export async function startE2eServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const serverEnv = {
    DEMO_SEED: '1',
    SEED_SCALE: E2E_SEED_SCALE,
    NODE_ENV: 'test',
    // The analytics pages read the daily aggregates: keep them fresh as the tests write.
    AGGREGATE_JOB: '1',
    // E2E_RENDERER_DIR lets several people test their own build side by side.
    RENDERER_DIR: process.env.E2E_RENDERER_DIR ?? 'dist/renderer',
    ...env,
  };
  const dataDir = await freshDataDir(serverEnv);
  const server = await startApiProcess(serverEnv, dataDir);
  return {
    ...server,
    // The copy is this file's alone; about 40 MB each, so it goes with its server.
    stop: async () => {
      await server.stop();
      if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
