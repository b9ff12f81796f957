import { startApiProcess, type RunningServer } from '../../bench/support';
import { freshDataDir } from './dataTemplate';

/**
 * Each end-to-end file gets its own server process, data folder and database, seeded with a
 * small demo data set, serving the built renderer (STYLE.md: isolated end-to-end tests).
 */
export async function startE2eServer(env: Record<string, string> = {}): Promise<RunningServer> {
  return startApiProcess(
    {
      DEMO_SEED: '1',
      SEED_SCALE: '0.05',
      NODE_ENV: 'test',
      // E2E_RENDERER_DIR lets several people test their own build side by side.
      RENDERER_DIR: process.env.E2E_RENDERER_DIR ?? 'dist/renderer',
      ...env,
    },
    await freshDataDir(),
  );
}
