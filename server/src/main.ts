import { loadConfig } from './config';
import { runConsistencyCheck } from './consistency/check';
import { checkCommand } from './consistency/command';
import { BackgroundConsistencyCheck, registerConsistencyHealth } from './consistency/background';
import { embeddedDatabaseWarning } from './db/embeddedWarning';
import { buildServer } from './http/app';
import { startBackupService } from './backup/schedule';
import { takeVehicleSnapshot } from './fleetAlerts/snapshots';
import { DEMO_SEED_STEPS, seedDemoData } from './seed/index';
import { rebuildAll } from './analytics/aggregates/refresh';
import { AGGREGATES } from './analytics/aggregates/registry';

const config = loadConfig();
// `npm run server -- --check`: the consistency check alone, then exit (non-zero when it fails).
if (process.argv.includes('--check')) process.exit(await checkCommand(config));
const started = Date.now();
const server = await buildServer(config);
const { log } = server.deps;
if (server.deps.handle.kind === 'pglite') log.warn({ dataDir: config.dataDir }, embeddedDatabaseWarning(config.dataDir));

if (config.demoSeed) {
  const result = await seedDemoData(server.deps.db, {
    scale: config.seedScale,
    dataDir: config.dataDir,
    steps: DEMO_SEED_STEPS.filter((step) => !config.seedSkip.includes(step.name)),
    log: (message) => log.info(message),
  });
  log.info({ seeded: result.seeded }, result.seeded ? 'demo data seeded' : 'demo data already present');
  // The counter's first snapshot was taken as the server started, before the fleet was seeded.
  if (result.seeded) await takeVehicleSnapshot(server.deps);
  // The seed wrote months of rows with their own (past) times in one transaction: the
  // aggregate job's watermark cannot see them, so the aggregates are rebuilt once here.
  if (result.seeded) await rebuildAll(server.deps, AGGREGATES);
}

// The consistency check reads every wallet log (minutes at 10,000,000), so it runs in the
// background once the API listens; its result goes to the log and to /healthz/consistency.
// A failed check is for a person to look at; the desks keep working meanwhile.
const consistency = new BackgroundConsistencyCheck(() => runConsistencyCheck(server.deps.db), log);
registerConsistencyHealth(server.app, consistency);

let stopSimulator: (() => Promise<void>) | null = null;
if (config.simulator) {
  const { startSimulator } = await import('./simulator/index');
  const seed = Number(process.env.SIMULATOR_SEED);
  const tickMs = Number(process.env.SIMULATOR_TICK_MS);
  stopSimulator = startSimulator(server.deps, {
    ...(Number.isFinite(seed) && process.env.SIMULATOR_SEED ? { seed } : {}),
    ...(Number.isFinite(tickMs) && tickMs > 0 ? { tickMs } : {}),
  });
}

// Embedded database only: `npm run backup` (SIGUSR2) and BACKUP_NIGHTLY, written by this process.
const stopBackups = startBackupService(server.deps);

const url = await server.listen();
log.info({ url, database: server.deps.handle.kind, ms: Date.now() - started }, 'ops API ready');
void consistency.start();

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'shutting down');
  // A hung close must not keep a stopped service alive forever.
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  // The simulator finishes its tick first, so no write is cut off by the closing database.
  await stopSimulator?.();
  await stopBackups();
  await server.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
