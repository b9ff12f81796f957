import { DATABASE_PRIORITIES, type DatabasePriority } from './priority';

/**
 * How long a turn may wait behind higher-priority ones before it is let through between them: a
 * stream of interactive work delays a page or a job, it never stops it. Long against a page's
 * statement (one of seconds on a loaded machine), or every read of a queue becomes overdue and the
 * queue is first in, first out again.
 */
export const LONGEST_WAIT_MS = 10_000;

/**
 * How long the connection stays free after an interactive turn while only lower turns wait: an
 * action is several statements, each sent when the answer to the one before is back, and without
 * this pause every one of them would wait for a whole read that slipped in between (the 20-user
 * walk: Set Pending p95 6 s behind analytics reads, one read per statement).
 */
export const ANTICIPATE_MS = 15;

interface Waiting {
  queuedAt: number;
  start(): void;
}

/**
 * The embedded database's one connection, one turn at a time (issue 24). A turn is one statement,
 * or a whole transaction from BEGIN to COMMIT, so nothing lands inside a transaction. When the
 * connection frees, the oldest turn of the highest priority waiting goes next (FIFO within a
 * priority); a lower turn that has waited longer than `longestWaitMs` goes next instead, but
 * never twice in a row, so overdue turns and higher ones alternate.
 * So an agent's short transaction queued behind a page's analytics reads waits for the one
 * statement already running, not for the whole queue; and after an interactive turn the
 * connection stays free `anticipateMs` for the action's next statement (ANTICIPATE_MS).
 */
export class Turns {
  private readonly queues = new Map<DatabasePriority, Waiting[]>(
    DATABASE_PRIORITIES.map((priority) => [priority, []]),
  );
  private busy = false;
  private lastWasOverdue = false;
  /** Set while the connection is held free for the next interactive turn. */
  private holding: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly now: () => number = () => performance.now(),
    private readonly longestWaitMs = LONGEST_WAIT_MS,
    private readonly anticipateMs = ANTICIPATE_MS,
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
            .finally(() => this.finished(priority));
        },
      });
      if (this.holding && priority === 'interactive') {
        clearTimeout(this.holding);
        this.holding = null;
        this.busy = false;
      }
      if (!this.busy) this.startNext();
    });
  }

  private finished(priority: DatabasePriority): void {
    const lowerWaiting = this.queues.get('reads')!.length + this.queues.get('background')!.length > 0;
    if (
      priority === 'interactive' &&
      this.anticipateMs > 0 &&
      lowerWaiting &&
      this.queues.get('interactive')!.length === 0
    ) {
      // Stays busy: the next interactive turn ends the pause at once, a lower one waits for it.
      this.holding = setTimeout(() => {
        this.holding = null;
        this.busy = false;
        this.startNext();
      }, this.anticipateMs);
      return;
    }
    this.busy = false;
    this.startNext();
  }

  /** Turns waiting, by priority (metrics, tests). */
  waiting(): Record<DatabasePriority, number> {
    return Object.fromEntries(
      [...this.queues].map(([priority, queue]) => [priority, queue.length]),
    ) as Record<DatabasePriority, number>;
  }

  private startNext(): void {
    const next = this.pick();
    if (!next) return;
    this.busy = true;
    next.start();
  }

  private pick(): Waiting | undefined {
    const waiting = [...this.queues.values()].filter((queue) => queue.length > 0);
    const [highest, ...lower] = waiting;
    if (!highest) return undefined;
    if (!this.lastWasOverdue) {
      const now = this.now();
      const overdue = lower
        .filter((queue) => now - queue[0]!.queuedAt > this.longestWaitMs)
        .sort((a, b) => a[0]!.queuedAt - b[0]!.queuedAt)[0];
      if (overdue) {
        this.lastWasOverdue = true;
        return overdue.shift();
      }
    }
    this.lastWasOverdue = false;
    return highest.shift();
  }
}
