import { createClient } from 'redis';
import type { Deps } from '../deps';
import type { Db } from '../db/client';
import { blockedIps } from './tables';

/** The Redis channel on which the API processes of one deployment tell each other of a block or an unblock. */
export const blockedIpsChannel = (namespace: string): string => `${namespace}:blocked-ips`;

/**
 * How long another process may still let a just-blocked address in: its backstop re-read of the
 * table. With Redis the change arrives by message in milliseconds and the re-read only covers a
 * lost message; on PostgreSQL without Redis the re-read is the only way other processes learn.
 */
export const RESYNC_MS = { withRedis: 30_000, sharedDatabase: 500 } as const;

/**
 * The blocked addresses, held in memory and asked on every request and socket handshake:
 * a request costs a Set lookup, no database or Redis round trip. The table is the record;
 * this process applies its own blocks at once, and other processes' blocks through Redis
 * pub/sub (REDIS_URL) or, without Redis on a shared PostgreSQL, by re-reading the table every
 * RESYNC_MS.sharedDatabase. The embedded database has one process, so nothing else can block.
 */
export interface IpBlockStore {
  /** How other processes' blocks reach this one: by Redis message, or by re-reading the table. */
  readonly kind: 'redis' | 'database';
  isBlocked(ip: string): boolean;
  /** Called after the database row is written (or removed): this process at once, the others by message. */
  added(ip: string): Promise<void>;
  removed(ip: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * The set and its re-read. A re-read that started before a local change may not have seen it,
 * so its answer is dropped when anything changed meanwhile (the next re-read comes soon).
 */
class BlockedSet {
  private ips = new Set<string>();
  private changes = 0;

  constructor(private readonly db: Db) {}

  has(ip: string): boolean {
    return this.ips.has(ip);
  }

  apply(op: 'add' | 'remove', ip: string): void {
    this.changes += 1;
    if (op === 'add') this.ips.add(ip);
    else this.ips.delete(ip);
  }

  async reload(): Promise<void> {
    const before = this.changes;
    const rows = await this.db.select({ ip: blockedIps.ip }).from(blockedIps);
    if (this.changes === before) this.ips = new Set(rows.map((row) => row.ip));
  }
}

function every(ms: number, work: () => Promise<void>, log: Deps['log']): NodeJS.Timeout {
  const timer = setInterval(() => {
    work().catch((error: unknown) =>
      log.warn({ err: error }, 'blocked-ip list: re-reading the table failed'),
    );
  }, ms);
  // A backstop must never keep a stopping process alive.
  timer.unref();
  return timer;
}

export async function memoryStore(deps: Pick<Deps, 'db' | 'log' | 'handle'>): Promise<IpBlockStore> {
  const set = new BlockedSet(deps.db);
  await set.reload();
  const timer =
    deps.handle.kind === 'postgres' ? every(RESYNC_MS.sharedDatabase, () => set.reload(), deps.log) : null;
  return {
    kind: 'database',
    isBlocked: (ip) => set.has(ip),
    added: async (ip) => set.apply('add', ip),
    removed: async (ip) => set.apply('remove', ip),
    close: async () => clearInterval(timer ?? undefined),
  };
}

interface BlockMessage {
  op: 'add' | 'remove';
  ip: string;
}

function parseMessage(raw: string): BlockMessage | null {
  try {
    const value = JSON.parse(raw) as Partial<BlockMessage>;
    return (value.op === 'add' || value.op === 'remove') && typeof value.ip === 'string'
      ? { op: value.op, ip: value.ip }
      : null;
  } catch {
    return null;
  }
}

export async function redisStore(
  deps: Pick<Deps, 'db' | 'log'>,
  url: string,
  namespace: string,
): Promise<IpBlockStore> {
  const channel = blockedIpsChannel(namespace);
  const set = new BlockedSet(deps.db);
  const publisher = createClient({ url });
  const subscriber = publisher.duplicate();
  for (const client of [publisher, subscriber]) {
    client.on('error', (error: unknown) => deps.log.warn({ err: error }, 'blocked-ip list: redis error'));
  }
  // Messages sent while the subscriber was away are lost: every (re)connection reads the table again.
  subscriber.on(
    'ready',
    () =>
      void set
        .reload()
        .catch((error: unknown) => deps.log.warn({ err: error }, 'blocked-ip list: re-read failed')),
  );
  await Promise.all([publisher.connect(), subscriber.connect()]);
  await subscriber.subscribe(channel, (raw) => {
    const message = parseMessage(raw);
    if (message) set.apply(message.op, message.ip);
  });
  // Subscribed first, read second: a block made between the two is in the table or in a message.
  await set.reload();
  const timer = every(RESYNC_MS.withRedis, () => set.reload(), deps.log);
  const publish = async (message: BlockMessage): Promise<void> => {
    set.apply(message.op, message.ip);
    try {
      await publisher.publish(channel, JSON.stringify(message));
    } catch (error) {
      // The row is written: other processes still learn of it at their next re-read.
      deps.log.warn({ err: error }, 'blocked-ip list: could not tell the other processes');
    }
  };
  return {
    kind: 'redis',
    isBlocked: (ip) => set.has(ip),
    added: (ip) => publish({ op: 'add', ip }),
    removed: (ip) => publish({ op: 'remove', ip }),
    close: async () => {
      clearInterval(timer);
      await Promise.all([subscriber.quit().catch(() => undefined), publisher.quit().catch(() => undefined)]);
    },
  };
}

const stores = new WeakMap<object, IpBlockStore>();

/** The store the running server registered; null on a server built without the hook (some tests). */
export function ipBlockStore(deps: object): IpBlockStore | null {
  return stores.get(deps) ?? null;
}

export function rememberStore(deps: Deps, store: IpBlockStore): void {
  stores.set(deps, store);
}
