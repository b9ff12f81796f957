import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client';

type Results<Work extends readonly (() => Promise<unknown>)[]> = {
  -readonly [K in keyof Work]: Awaited<ReturnType<Work[K]>>;
};

/**
 * Runs independent queries: together on the pool (each on its own connection), one after the
 * other in a transaction. A transaction is one connection, which runs one query at a time: pg 8
 * queues a query sent while another runs (with a deprecation warning) and pg 9 refuses it.
 */
export async function eachQuery<Work extends readonly (() => Promise<unknown>)[]>(
  db: Db | Tx,
  work: Work,
): Promise<Results<Work>> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(work.map((run) => run()))) as Results<Work>;
  const results: unknown[] = [];
  for (const run of work) results.push(await run());
  return results as Results<Work>;
}
