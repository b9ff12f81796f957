import path from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  /** Embedded database and stored files. */
  dataDir: string;
  /** Empty: PGlite in dataDir. */
  databaseUrl: string | null;
  redisUrl: string | null;
  demoSeed: boolean;
  seedScale: number;
  /** Seed steps to leave out (tests that need an empty task queue); ignored in production. */
  seedSkip: string[];
  simulator: boolean;
  production: boolean;
  /** Built renderer to serve for browser access, when present. */
  rendererDir: string | null;
  logLevel: string;
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

/** Reads the environment once; everything else receives the result. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = env.NODE_ENV === 'production';
  const port = Number(env.PORT ?? 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT is not a port number: ${env.PORT}`);
  const scale = Number(env.SEED_SCALE ?? 1);
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR ?? './.data'),
    databaseUrl: env.DATABASE_URL ? env.DATABASE_URL : null,
    redisUrl: env.REDIS_URL ? env.REDIS_URL : null,
    demoSeed: flag(env.DEMO_SEED, !production),
    seedScale: Number.isFinite(scale) && scale > 0 ? scale : 1,
    seedSkip: production ? [] : (env.DEMO_SEED_SKIP ?? '').split(',').map((name) => name.trim()).filter(Boolean),
    simulator: flag(env.SIMULATOR, false),
    production,
    rendererDir: env.RENDERER_DIR ? path.resolve(env.RENDERER_DIR) : null,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'warn' : 'info'),
  };
}
