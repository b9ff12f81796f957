import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Which work goes first when several wait for the embedded database's one connection (issue 24).
 * - interactive: everything not marked otherwise: mutations, the task engine and its scheduler,
 *   sockets, sign-in. An agent's action or a task's offer is a few short statements.
 * - reads: the statements of a GraphQL query operation (lists, pages, analytics), which may
 *   wait the length of one statement for a write.
 * - background: jobs and exports (`backgroundDb`).
 * PostgreSQL runs them side by side on a pool; this only orders PGlite's queue (pgliteThread.ts).
 */
/** Highest first. */
export const DATABASE_PRIORITIES = ['interactive', 'reads', 'background'] as const;
export type DatabasePriority = (typeof DATABASE_PRIORITIES)[number];

const current = new AsyncLocalStorage<DatabasePriority>();

/** Runs `work` with every statement it sends (through any await) queued at `priority`. */
export function withDatabasePriority<T>(priority: DatabasePriority, work: () => T): T {
  return current.run(priority, work);
}

/** The priority of the code running now. */
export function databasePriority(): DatabasePriority {
  return current.getStore() ?? 'interactive';
}
