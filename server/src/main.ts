import { loadConfig } from './config';
import { buildServer } from './http/app';
import { seedDemoData } from './seed/index';

const config = loadConfig();
const started = Date.now();
const server = await buildServer(config);
const { log } = server.deps;

if (config.demoSeed) {
  const result = await seedDemoData(server.deps.db, {
    scale: config.seedScale,
    dataDir: config.dataDir,
    log: (message) => log.info(message),
  });
  log.info({ seeded: result.seeded }, result.seeded ? 'demo data seeded' : 'demo data already present');
}

if (config.simulator) {
  const { startSimulator } = await import('./simulator/index');
  startSimulator(server.deps);
}

const url = await server.listen();
log.info({ url, database: server.deps.handle.kind, ms: Date.now() - started }, 'ops API ready');

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'shutting down');
  // A hung close must not keep a stopped service alive forever.
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  await server.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
