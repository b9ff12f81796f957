import { DATABASE_PRIORITIES, type DatabasePriority } from './priority';

/**
 * How long a turn may wait behind higher-priority ones before it goes next anyway: a stream of
 * interactive work delays a page or a job, it never stops it.
 */
export const LONGEST_WAIT_MS = 2_000;

interface Waiting {
  queuedAt: number;
  start(): void;
}

/**
 * The embedded database's one connection, one turn at a time (issue 24). A turn is one statement,
 * or a whole transaction from BEGIN to COMMIT, so nothing lands inside a transaction. When the
 * connection frees, the oldest turn of the highest priority waiting goes next (FIFO within a
 * priority), unless a turn has waited longer than `longestWaitMs`: then the oldest such goes.
 * So an agent's short transaction queued behind a page's analytics reads waits for the one
 * statement already running, not for the whole queue.
 */
export class Turns {
  private readonly queues = new Map<DatabasePriority, Waiting[]>(DATABASE_PRIORITIES.map((priority) => [priority, []]));
  private busy = false;

  constructor(
    private readonly now: () => number = () => performance.now(),
    private readonly longestWaitMs = LONGEST_WAIT_MS,
  ) {}

  run<T>(priority: DatabasePriority, work: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queues.get(priority)!.push({
        queuedAt: this.now(),
        start: () => {
          // Started on a later microtask, as a chained promise would: a caller's synchronous code finishes first.
          void Promise.resolve()
            .then(work)
            .then(resolve, reject)
            .finally(() => {
              this.busy = false;
              this.startNext();
            });
        },
      });
      if (!this.busy) this.startNext();
    });
  }

  /** Turns waiting, by priority (metrics, tests). */
  waiting(): Record<DatabasePriority, number> {
    return Object.fromEntries([...this.queues].map(([priority, queue]) => [priority, queue.length])) as Record<DatabasePriority, number>;
  }

  private startNext(): void {
    const next = this.pick();
    if (!next) return;
    this.busy = true;
    next.start();
  }

  private pick(): Waiting | undefined {
    const now = this.now();
    let overdue: Waiting[] | undefined;
    for (const queue of this.queues.values()) {
      const head = queue[0];
      if (head && now - head.queuedAt > this.longestWaitMs && (!overdue || head.queuedAt < overdue[0]!.queuedAt)) overdue = queue;
    }
    if (overdue) return overdue.shift();
    for (const queue of this.queues.values()) {
      if (queue.length > 0) return queue.shift();
    }
    return undefined;
  }
}
