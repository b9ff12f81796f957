import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { seedDemoData } from './index';
import { systemClock } from '../app/deps';
import { rebuildAll } from '../analytics/aggregates/refresh';
import { AGGREGATES } from '../analytics/aggregates/registry';

/**
 * `tsx server/src/seed/cli.ts [--scale 3] [--now 2026-11-22T10:00:00+02:00]`: migrates and seeds
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
  const now = nowText ? new Date(nowText) : undefined;
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
    if (result.seeded) await rebuildAll({ db: handle.db, clock: systemClock }, AGGREGATES);
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
