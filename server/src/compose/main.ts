import { loadConfig } from '../platform/config/config';
import { runConsistencyCheck } from '../platform/consistency/check';
import { checkCommand } from '../platform/consistency/command';
import { BackgroundConsistencyCheck, registerConsistencyHealth } from '../platform/consistency/background';
import { embeddedDatabaseWarning } from '../platform/db/embeddedWarning';
import { buildServer } from './buildServer';
import { startBackupService } from '../platform/backup/schedule';
import { DEMO_SEED_STEPS, seedDemoData } from './seed/index';
import { topUpDemoData } from './seed/topUp';
import { rebuildAll } from '../platform/aggregates/refresh';
import { SERVER_AGGREGATES, SERVER_MODULES } from './modules';
import { createAdminCommand } from '../domains/users/createAdminCommand';
import { demoDataNotice, integrationNotice } from '../platform/integrations/simulatedNotice';

const config = loadConfig();
// `npm run server -- --check`: the consistency check alone, then exit (non-zero when it fails).
if (process.argv.includes('--check')) process.exit(await checkCommand(config));
// `node main.js create-admin --phone … --name …`: the first Super Admin of a fresh install.
if (process.argv[2] === 'create-admin') process.exit(await createAdminCommand(config, process.argv.slice(3)));
const started = Date.now();
const server = await buildServer(config);
const { log } = server.deps;
if (server.deps.handle.kind === 'pglite')
  log.warn({ dataDir: config.dataDir }, embeddedDatabaseWarning(config.dataDir));
const integrations = integrationNotice(server.deps);
log[integrations.level]({ integrations: integrations.integrations }, integrations.message);
const demoData = demoDataNotice(config);
if (demoData) log.warn(demoData);

if (config.demoSeed) {
  const result = await seedDemoData(server.deps.db, {
    scale: config.seedScale,
    dataDir: config.dataDir,
    // History ends at the clock, not a fixed date: 'Today' and 'Yesterday' of a new demo are real.
    now: server.deps.clock.now(),
    steps: DEMO_SEED_STEPS.filter((step) => !config.seedSkip.includes(step.name)),
    log: (message) => log.info(message),
  });
  log.info({ seeded: result.seeded }, result.seeded ? 'demo data seeded' : 'demo data already present');
  // A live demo (simulator on) seeded days ago gets the rides of the days it was off, and the
  // simulator goes on from there; a test server keeps exactly the data it was given.
  const toppedUp =
    result.seeded || !config.simulator
      ? false
      : (
          await topUpDemoData(server.deps.db, {
            now: server.deps.clock.now(),
            log: (message) => log.info(message),
          })
        ).toppedUp;
  // What a module does once the demo data is in (the vehicle counter's first snapshot, say).
  if (result.seeded) for (const module of SERVER_MODULES) await module.afterDemoSeed?.(server.deps);
  // The seed and the top-up write rows with their own (past) times: the aggregate job's
  // watermark cannot see them, so the aggregates are rebuilt once here.
  if (result.seeded || toppedUp) await rebuildAll(server.deps, SERVER_AGGREGATES);
}

// The consistency check reads every wallet log (minutes at 10,000,000), so it runs in the
// background once the API listens; its result goes to the log and to /healthz/consistency.
// A failed check is for a person to look at; the desks keep working meanwhile.
const consistency = new BackgroundConsistencyCheck(() => runConsistencyCheck(server.deps.db), log);
registerConsistencyHealth(server.app, consistency);
server.metrics.watchConsistency(() => consistency.status());

let stopSimulator: (() => Promise<void>) | null = null;
if (config.simulator && config.vehicleGateway.kind === 'mqtt') {
  // The in-process simulator writes positions straight to the database: beside real devices it would fight them.
  log.warn(
    'SIMULATOR=1 with VEHICLE_GATEWAY=mqtt: the in-process simulator also moves vehicles; for the fleet as devices run SIMULATOR=0 and `npm run fleet`',
  );
}
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
