import { loadConfig } from '../../platform/config/config';
import { openDatabase } from '../../platform/db/client';
import { migrate } from '../../platform/db/migrate';
import { seedDemoData } from './index';
import { systemClock } from '../../platform/deps';
import { rebuildAll } from '../../platform/aggregates/refresh';
import { SERVER_AGGREGATES } from '../modules';

/**
 * `tsx server/src/compose/seed/cli.ts [--scale 3] [--now 2026-11-22T10:00:00+02:00]`: migrates and seeds
 * the database the environment names (DATABASE_URL, else PGlite in DATA_DIR).
 */
function argument(name: string): string | undefined {
  const args = process.argv.slice(2);
  const index = args.indexOf(`--${name}`);
  if (index >= 0) return args[index + 1];
  return args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

async function main(): Promise<void> {
  const config = loadConfig();
  const scale = Number(argument('scale') ?? config.seedScale);
  const nowText = argument('now');
  // Without --now the history ends at the clock, like the server's own first seed.
  const now = nowText ? new Date(nowText) : systemClock.now();
  if (now && Number.isNaN(now.getTime())) throw new Error(`--now is not a date: ${nowText}`);
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(handle);
    const result = await seedDemoData(handle.db, {
      scale,
      dataDir: config.dataDir,
      now,
      log: (m) => console.log(m),
    });
    // Seeded rows carry past times the aggregate job's watermark cannot see: rebuild once.
    if (result.seeded) await rebuildAll({ db: handle.db, clock: systemClock }, SERVER_AGGREGATES);
    console.log(
      result.seeded ? `seeded (${handle.kind}, scale ${scale})` : 'already seeded: nothing changed',
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
