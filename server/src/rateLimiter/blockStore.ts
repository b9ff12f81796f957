import { eq, sql } from 'drizzle-orm';
import { createClient } from 'redis';
import type { Deps } from '../app/deps';
import type { Db } from '../db/client';
import { blockedIps } from './tables';

/** The Redis set every API node of a deployment reads on each request (with REDIS_URL), under its namespace. */
export const blockedIpsKey = (namespace: string): string => `${namespace}:blocked-ips`;

/**
 * Where a request's address is looked up, on every request: a block takes effect on
 * every node from the next request, with nothing to propagate. The database table is the
 * record either way; with Redis configured, nodes read the shared Redis set instead, so
 * each request costs a Redis round trip rather than a database query.
 */
export interface IpBlockStore {
  readonly kind: 'redis' | 'database';
  isBlocked(ip: string): Promise<boolean>;
  /** Called after the database row is written (or removed). */
  added(ip: string): Promise<void>;
  removed(ip: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * The lookup every request makes, built once: drizzle otherwise rebuilds the statement each
 * time, and PostgreSQL re-parses it. A named statement is parsed once per pooled connection.
 */
function databaseLookup(db: Db): (ip: string) => Promise<boolean> {
  const prepared = db
    .select({ ip: blockedIps.ip })
    .from(blockedIps)
    .where(eq(blockedIps.ip, sql.placeholder('ip')))
    .limit(1)
    .prepare('ops_blocked_ip_lookup');
  return async (ip) => (await prepared.execute({ ip })).length > 0;
}

export function databaseStore(db: Db): IpBlockStore {
  return {
    kind: 'database',
    isBlocked: databaseLookup(db),
    added: async () => undefined,
    removed: async () => undefined,
    close: async () => undefined,
  };
}

export async function redisStore(deps: Pick<Deps, 'db' | 'log'>, url: string, namespace: string): Promise<IpBlockStore> {
  const key = blockedIpsKey(namespace);
  const client = createClient({ url });
  client.on('error', (error: unknown) => deps.log.warn({ err: error }, 'blocked-ip store: redis error'));
  const inDatabase = databaseLookup(deps.db);
  await client.connect();
  // Redis may have been emptied since the blocks were made: the table is the record, so the set is refilled from it.
  const rows = await deps.db.select({ ip: blockedIps.ip }).from(blockedIps);
  if (rows.length > 0) await client.sAdd(key, rows.map((row) => row.ip));
  return {
    kind: 'redis',
    isBlocked: async (ip) => {
      try {
        return Boolean(await client.sIsMember(key, ip));
      } catch (error) {
        // Redis away: the record still answers, slower, rather than letting blocked addresses in.
        deps.log.warn({ err: error }, 'blocked-ip store: redis unreachable, reading the database');
        return inDatabase(ip);
      }
    },
    added: async (ip) => void (await client.sAdd(key, ip)),
    removed: async (ip) => void (await client.sRem(key, ip)),
    close: async () => void (await client.quit().catch(() => undefined)),
  };
}

const stores = new WeakMap<object, IpBlockStore>();

/** The store the running server registered; a server without the hook (some tests) reads the database. */
export function ipBlockStore(deps: Pick<Deps, 'db'>): IpBlockStore {
  return stores.get(deps) ?? databaseStore(deps.db);
}

export function rememberStore(deps: Deps, store: IpBlockStore): void {
  stores.set(deps, store);
}
