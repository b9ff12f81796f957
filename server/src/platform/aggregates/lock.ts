import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';

/**
 * Call first in a definition's refresh transaction.
 * - Refreshes of one table (the job's tick, a rebuild beside it, a tick of a process whose lease
 *   just lapsed) take turns: without it two refreshes inserting the same new keys in different
 *   orders can deadlock each other; with it the later one recomputes the same days again.
 * - No JIT: a month of bills is one statement the planner costs high enough to compile, and
 *   compiling it took half of the statement's 10 s (bench/analyticsScalePlans.md); the
 *   statement is run once, so compiling never pays.
 * - Room to sort and hash a month's rows in memory rather than on disk.
 * All three end with the transaction.
 */
export async function beginRefresh(tx: Tx, table: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`aggregate:${table}`}))`);
  await tx.execute(sql`SET LOCAL jit = off`);
  await tx.execute(sql`SET LOCAL work_mem = '64MB'`);
}
