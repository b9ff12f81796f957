import underPressure from '@fastify/under-pressure';
import { sql } from 'drizzle-orm';
import { createClient } from 'redis';
import type { ServerConfig } from '../config/config';
import { queryRows, type DatabaseHandle } from '../db/client';
import { migrationFiles } from '../db/migrate';
import type { OpsFastify } from '../http/opsFastify';

const CHECK_TIMEOUT_MS = 2_000;
/** Event-loop delay past which this process asks the load balancer for no more work. */
export const MAX_EVENT_LOOP_DELAY_MS = 1_000;

type CheckResult = 'ok' | 'not configured' | `down: ${string}`;

function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} did not answer within ${CHECK_TIMEOUT_MS} ms`)),
      CHECK_TIMEOUT_MS,
    );
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

async function check(work: () => Promise<CheckResult>): Promise<CheckResult> {
  try {
    return await work();
  } catch (error) {
    return `down: ${error instanceof Error ? error.message : String(error)}`;
  }
}

/**
 * `/readyz`: may this process take traffic? The database answers, every migration this build
 * carries is applied, Redis answers (when configured) and the event loop keeps up. 503 while
 * any is not; the load balancer (Caddy) then sends requests to the other process. `/healthz`
 * stays the liveness check: a process whose database is away is alive and must not be killed.
 *
 * under-pressure only measures here: it never refuses requests itself (pressureHandler returns
 * nothing), because shedding an agent's request loses their work; /readyz moves traffic instead.
 */
export async function registerReadiness(
  app: OpsFastify,
  config: ServerConfig,
  handle: DatabaseHandle,
): Promise<() => Promise<void>> {
  await app.register(underPressure, {
    maxEventLoopDelay: MAX_EVENT_LOOP_DELAY_MS,
    pressureHandler: () => undefined,
    exposeStatusRoute: false,
  });
  const expected = await migrationFiles();
  let redis: ReturnType<typeof createClient> | null = null;
  const redisClient = async () => {
    if (!redis) {
      // Commands fail at once while disconnected instead of queueing until Redis is back.
      redis = createClient({ url: config.redisUrl ?? undefined, disableOfflineQueue: true });
      redis.on('error', () => undefined);
      await redis.connect();
    }
    return redis;
  };

  app.get('/readyz', async (_request, reply) => {
    const [database, migrations, redisState] = await Promise.all([
      check(async () => {
        await withTimeout(queryRows(handle.db, sql`SELECT 1`), 'the database');
        return 'ok';
      }),
      check(async () => {
        const rows = await withTimeout(
          queryRows<{ name: string }>(handle.db, sql`SELECT name FROM schema_migrations`),
          'the database',
        );
        const applied = new Set(rows.map((row) => row.name));
        const missing = expected.filter((file) => !applied.has(file));
        return missing.length === 0 ? 'ok' : `down: not applied: ${missing.join(', ')}`;
      }),
      check(async () => {
        if (!config.redisUrl) return 'not configured';
        const client = await withTimeout(redisClient(), 'Redis');
        await withTimeout(client.ping(), 'Redis');
        return 'ok';
      }),
    ]);
    const eventLoop: CheckResult = app.isUnderPressure()
      ? `down: event loop delayed ${Math.round(app.memoryUsage().eventLoopDelay)} ms`
      : 'ok';
    const checks = { database, migrations, redis: redisState, eventLoop };
    const ready = Object.values(checks).every((value) => !value.startsWith('down'));
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not ready', checks });
  });

  return async () => {
    const client = redis as ReturnType<typeof createClient> | null;
    redis = null;
    if (client?.isOpen) await client.quit().catch(() => undefined);
  };
}
