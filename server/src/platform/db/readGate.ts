import type pg from 'pg';
import { databasePriority } from './priority';

/**
 * How many statements of GraphQL query operations (priority 'reads', db/priority.ts) run at once
 * on PostgreSQL's request pool. Twenty people opening lists and analytics would otherwise take
 * every connection and share the CPUs twenty ways with an agent's Set Pending; past this many,
 * the next read waits for one to finish, and actions (and the task engine) always find a
 * connection and a CPU's share (issue 24: "on PostgreSQL nothing bounds what one request may cost").
 */
export function defaultReadConnections(poolSize: number, cpus: number): number {
  return Math.max(1, Math.min(poolSize - 2, cpus * 2));
}

/** A counting semaphore, first come first served. */
class Slots {
  private busy = 0;
  private readonly waiting: Array<() => void> = [];
  constructor(private readonly limit: number) {}
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.busy >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.busy += 1;
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next waiter: busy stays as it is.
      if (next) next();
      else this.busy -= 1;
    }
  }
  get queued(): number {
    return this.waiting.length;
  }
}

/**
 * Gates the pool's `query` (what drizzle calls for every statement outside a transaction) for
 * code running at 'reads'. Transactions (`connect`) are writes' and the engine's: never gated.
 * Returns the number of reads waiting, for /metrics.
 */
export function gateReads(pool: pg.Pool, limit: number): { queued: () => number } {
  const slots = new Slots(limit);
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  // pg's query has a dozen overloads (callbacks, configs, submittables); only promise calls are gated.
  const gated = (...args: unknown[]): unknown => {
    if (databasePriority() !== 'reads' || typeof args[args.length - 1] === 'function') return query(...args);
    return slots.run(() => query(...args) as Promise<unknown>);
  };
  pool.query = gated as typeof pool.query;
  return { queued: () => slots.queued };
}
