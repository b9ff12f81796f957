import { parseTileUrl } from '@ops/shared/rules/mapTiles';
import { toPiasters } from '@ops/shared/rules/money';
import { DEFAULT_RIDE_CHARGE_CAP_EGP, DEFAULT_RUNAWAY_RIDE_HOURS } from '@ops/shared/rules/rideCharge';
import net from 'node:net';
import path from 'node:path';
import { vehicleGatewayConfig, type VehicleGatewayConfig } from '../integrations/vehicleGateway/mqtt/config';
import { operationsConfig } from './operationsConfig';
import type { SmsConfig } from '../integrations/sms/smsConfig';

/**
 * Fastify's trustProxy as we allow it: no proxy, or the proxies' addresses. Never `true`:
 * that believes any client's X-Forwarded-For, and per-address limits fall. Never a hop
 * count: it cannot tell a proxy from a client that wrote the header itself, and Fastify
 * (since 5.12.1) trusts nothing when given one.
 */
export type TrustProxy = false | string[];

export interface ServerConfig {
  port: number;
  host: string;
  /** Embedded database and stored files. */
  dataDir: string;
  /** Empty: PGlite in dataDir. */
  databaseUrl: string | null;
  /** PG_READ_CONNECTIONS: GraphQL reads at once on PostgreSQL (db/readGate.ts); null: the default. */
  pgReadConnections: number | null;
  redisUrl: string | null;
  /** REDIS_PREFIX: this deployment's Redis keys and socket.io stream; empty: derived from the database (realtime/redisNamespace.ts). */
  redisPrefix: string | null;
  demoSeed: boolean;
  seedScale: number;
  /** Seed steps to leave out (tests that need an empty task queue); ignored in production. */
  seedSkip: string[];
  simulator: boolean;
  /**
   * ALERT_WATCHER: the live alert watcher (urgent, out-of-fence and theft alerts). On by
   * default, off under NODE_ENV=test so tests see only the alerts they cause.
   */
  alertWatcher: boolean;
  /**
   * AGGREGATE_JOB: the job refreshing the analytics' daily aggregates every 30 s
   * (analytics/aggregates/). On by default, off under NODE_ENV=test (tests run its ticks).
   */
  aggregateJob: boolean;
  /** TASK_SLA_SWEEP: SLA notices and the idle return of held tasks (issue 11 item 6); off under NODE_ENV=test like the watcher. */
  taskSlaSweep: boolean;
  production: boolean;
  /** Built renderer to serve for browser access, when present. */
  rendererDir: string | null;
  logLevel: string;
  /** TRUST_PROXY: whose X-Forwarded-For names the client. */
  trustProxy: TrustProxy;
  /** CORS_ORIGINS: browser origins allowed besides the app's own, the desktop shell and (in development) Vite. */
  corsOrigins: string[];
  /** ALLOW_EMBEDDED_DB=1: production on PGlite anyway (a demo or a kiosk). */
  allowEmbeddedDb: boolean;
  /** SIGNING_SECRET: signs stored-file links; null outside production uses a key file in DATA_DIR. */
  signingSecret: string | null;
  /** METRICS_TOKEN: bearer token for /metrics from anywhere but this machine. */
  metricsToken: string | null;
  /** BACKUP_DIR, BACKUP_KEEP, BACKUP_NIGHTLY (HH:MM local time, empty: off): embedded database backups;
   *  BACKUP_STATUS_FILE: the PostgreSQL backup script's status file (deploy/backup/ops-pg-backup), read for /metrics. */
  backup: { dir: string; keep: number; nightlyAt: string | null; statusFile: string | null };
  /** MAP_TILE_URL: the map's raster tiles ({z}/{x}/{y}); OpenStreetMap's unless set. */
  mapTileUrl: string;
  /**
   * SHUTDOWN_DRAIN_MS: how long a stopping server lets requests in flight finish before it cuts
   * their connections (10 s; 0 under NODE_ENV=test, where nobody waits for the answers).
   */
  shutdownDrainMs: number;
  /**
   * AGENT_OFFER_WAIT_MS: how long an agent's own action (Set Pending, a decision, a pick, a
   * transfer) waits for the task-offer round it starts before answering (250 ms; the round goes
   * on, and its assignments reach agents by socket). Empty under NODE_ENV=test: tests read the
   * assignments right after the call, so there the answer waits for the round.
   */
  agentOfferWaitMs: number | null;
  /** RIDE_CHARGE_CAP_EGP and RUNAWAY_RIDE_HOURS (shared/rules/rideCharge.ts): what a ride charges without review, when the system ends one. */
  rideCharge: RideChargeConfig;
  /** VEHICLE_GATEWAY (simulated by default) and, for mqtt, MQTT_URL and its companions (docs/vehicle-protocol.md). */
  vehicleGateway: VehicleGatewayConfig;
  /** SMS_PROVIDER and its settings (integrations/sms/smsConfig.ts); production refuses the simulated one without ALLOW_SIMULATED_SMS=1. */
  sms: SmsConfig;
  /** ALLOW_DEMO_DATA: DEMO_SEED in production only with it, and the start log says the demo passwords are valid. */
  allowDemoData: boolean;
}

// One definition with the desktop shell's image policy (electron/security reads MAP_TILE_URL too).
export { DEFAULT_MAP_TILE_URL, parseTileUrl } from '@ops/shared/rules/mapTiles';

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

// proxy-addr's names for address ranges, accepted as Fastify accepts them.
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrNetwork(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const max = family === 4 ? 32 : 128;
  return /^\d+$/.test(bits) && Number(bits) <= max;
}

/** TRUST_PROXY: empty or 0 for none, else comma-separated IPs / CIDRs of the proxies. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === '0') return false;
  if (/^\d+$/.test(text)) {
    throw new Error(
      `TRUST_PROXY=${text} is a hop count, which cannot tell a proxy from a client that wrote X-Forwarded-For itself: name the proxies' addresses instead (e.g. TRUST_PROXY=10.0.0.5 or TRUST_PROXY=loopback)`,
    );
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const wrong = entries.filter((entry) => !isAddressOrNetwork(entry));
  if (wrong.length > 0) {
    throw new Error(
      `TRUST_PROXY must name the proxies' addresses (IPs or CIDRs, comma-separated), not ${wrong.join(', ')}: trusting any sender would let every client choose its own address`,
    );
  }
  return entries;
}

/** CORS_ORIGINS: comma-separated origins (scheme://host[:port]). */
export function parseOrigins(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  const wrong = entries.filter((entry) => !/^[a-z][a-z0-9+.-]*:\/\/[^/\s?#]+$/i.test(entry));
  if (wrong.length > 0)
    throw new Error(
      `CORS_ORIGINS must list origins such as https://ops.example.com, not ${wrong.join(', ')}`,
    );
  return entries;
}

function parseDrainMs(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  return parseMs('SHUTDOWN_DRAIN_MS', value);
}

function parseMs(name: string, value: string): number {
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0)
    throw new Error(`${name} must be a whole number of milliseconds, not ${value}`);
  return ms;
}

export interface RideChargeConfig {
  capPiasters: number;
  runawayHours: number;
}

function positive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0)
    throw new Error(`${name} must be a number above 0, not ${value}`);
  return number;
}

export function parseRideCharge(env: NodeJS.ProcessEnv): RideChargeConfig {
  return {
    capPiasters: toPiasters(
      positive('RIDE_CHARGE_CAP_EGP', env.RIDE_CHARGE_CAP_EGP, DEFAULT_RIDE_CHARGE_CAP_EGP),
    ),
    runawayHours: positive('RUNAWAY_RIDE_HOURS', env.RUNAWAY_RIDE_HOURS, DEFAULT_RUNAWAY_RIDE_HOURS),
  };
}

/** Reads the environment once; everything else receives the result. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = env.NODE_ENV === 'production';
  const port = Number(env.PORT ?? 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT is not a port number: ${env.PORT}`);
  const scale = Number(env.SEED_SCALE ?? 1);
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR ?? './.data'),
    databaseUrl: env.DATABASE_URL ? env.DATABASE_URL : null,
    pgReadConnections: env.PG_READ_CONNECTIONS
      ? Math.floor(positive('PG_READ_CONNECTIONS', env.PG_READ_CONNECTIONS, 1))
      : null,
    redisUrl: env.REDIS_URL ? env.REDIS_URL : null,
    redisPrefix: env.REDIS_PREFIX ? env.REDIS_PREFIX : null,
    demoSeed: flag(env.DEMO_SEED, !production),
    seedScale: Number.isFinite(scale) && scale > 0 ? scale : 1,
    seedSkip: production
      ? []
      : (env.DEMO_SEED_SKIP ?? '')
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean),
    simulator: flag(env.SIMULATOR, false),
    alertWatcher: flag(env.ALERT_WATCHER, env.NODE_ENV !== 'test'),
    aggregateJob: flag(env.AGGREGATE_JOB, env.NODE_ENV !== 'test'),
    taskSlaSweep: flag(env.TASK_SLA_SWEEP, env.NODE_ENV !== 'test'),
    production,
    rendererDir: env.RENDERER_DIR ? path.resolve(env.RENDERER_DIR) : null,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'warn' : 'info'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    corsOrigins: parseOrigins(env.CORS_ORIGINS),
    mapTileUrl: parseTileUrl(env.MAP_TILE_URL),
    shutdownDrainMs: parseDrainMs(env.SHUTDOWN_DRAIN_MS, env.NODE_ENV === 'test' ? 0 : 10_000),
    agentOfferWaitMs: env.AGENT_OFFER_WAIT_MS
      ? parseMs('AGENT_OFFER_WAIT_MS', env.AGENT_OFFER_WAIT_MS)
      : env.NODE_ENV === 'test'
        ? null
        : 250,
    vehicleGateway: vehicleGatewayConfig(env),
    rideCharge: parseRideCharge(env),
    ...operationsConfig(env),
  };
}
