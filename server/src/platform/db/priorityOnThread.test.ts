import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type DatabaseHandle } from './client';
import { withDatabasePriority } from './priority';

/** A few hundred ms of work for PGlite: an analytics read standing in for a Cohorts statement. */
const LONG_READ = sql`SELECT count(*)::int AS n FROM generate_series(1, 300000) AS g WHERE g % 7 = 3`;

describe("the embedded database's priorities, on its real thread (issue 24)", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ dataDir: 'memory://' });
    await handle.db.execute(sql`CREATE TABLE priority_probe (n int)`);
  });
  afterAll(async () => {
    await handle.close();
  });

  it("does not hold an agent's short transaction behind a queue of analytics reads", async () => {
    const done: string[] = [];
    const started = performance.now();
    const reads = [1, 2, 3, 4].map((n) =>
      withDatabasePriority('reads', () => queryRows<{ n: number }>(handle.db, LONG_READ)).then((rows) => {
        done.push(`read ${n}`);
        return { n: rows[0]?.n, ms: performance.now() - started };
      }),
    );
    // The first read has the connection and the others wait for it when the write comes.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const write = handle.db
      .transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO priority_probe VALUES (1)`);
        await tx.execute(sql`INSERT INTO priority_probe VALUES (2)`);
      })
      .then(() => {
        done.push('write');
        return performance.now() - started;
      });
    const [writeMs, readTimes] = await Promise.all([write, Promise.all(reads)]);
    expect(readTimes.map((read) => read.n)).toEqual([42857, 42857, 42857, 42857]);
    // The write waited for the read already running, not for the three queued after it.
    expect(done).toEqual(['read 1', 'write', 'read 2', 'read 3', 'read 4']);
    expect(writeMs).toBeLessThan(readTimes[3]!.ms / 2);
    expect(
      (await queryRows<{ n: number }>(handle.db, sql`SELECT count(*)::int AS n FROM priority_probe`))[0]?.n,
    ).toBe(2);
  });

  it("queues the handle's backgroundDb (jobs, exports) after requests' reads", async () => {
    const done: string[] = [];
    const first = withDatabasePriority('reads', () => queryRows(handle.db, LONG_READ)).then(
      () => void done.push('read 1'),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const job = queryRows(handle.backgroundDb, sql`SELECT 1`).then(() => void done.push('job'));
    const second = withDatabasePriority('reads', () => queryRows(handle.db, sql`SELECT 1`)).then(
      () => void done.push('read 2'),
    );
    await Promise.all([first, job, second]);
    expect(done).toEqual(['read 1', 'read 2', 'job']);
  });

  it('keeps a background transaction whole while interactive statements wait', async () => {
    const order: string[] = [];
    const job = handle.backgroundDb.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO priority_probe VALUES (10)`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      await tx.execute(sql`INSERT INTO priority_probe VALUES (11)`);
      order.push('job');
    });
    // Queued while the job's transaction holds the connection: it must see both rows or neither.
    await new Promise((resolve) => setTimeout(resolve, 10));
    const seen = queryRows<{ n: number }>(
      handle.db,
      sql`SELECT count(*)::int AS n FROM priority_probe WHERE n >= 10`,
    ).then((rows) => {
      order.push('interactive');
      return rows[0]?.n;
    });
    await job;
    expect(await seen).toBe(2);
    expect(order).toEqual(['job', 'interactive']);
  });
});
