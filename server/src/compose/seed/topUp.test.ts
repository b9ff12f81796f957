import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runConsistencyCheck } from '../../platform/consistency/check';
import { openDatabase, queryRows, type DatabaseHandle } from '../../platform/db/client';
import { migrate } from '../../platform/db/migrate';
import { DAY, DEFAULT_SEED_NOW, MINUTE } from './context';
import { seedDemoData } from './index';
import { topUpDemoData, type TopUpResult } from './topUp';

const SCALE = 0.05;
const LATER = new Date(DEFAULT_SEED_NOW.getTime() + 2 * DAY + 15 * 60 * MINUTE);

async function seeded(): Promise<{ handle: DatabaseHandle; dataDir: string }> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ops-top-up-'));
  const handle = await openDatabase({ dataDir: 'memory://' });
  await migrate(handle);
  await seedDemoData(handle.db, { scale: SCALE, dataDir, now: DEFAULT_SEED_NOW });
  return { handle, dataDir };
}

let first: { handle: DatabaseHandle; dataDir: string };
let result: TopUpResult;

beforeAll(async () => {
  first = await seeded();
  result = await topUpDemoData(first.handle.db, { now: LATER });
}, 120_000);
afterAll(async () => {
  await first.handle.close();
  await fs.rm(first.dataDir, { recursive: true, force: true });
});

interface GapRide {
  id: string;
  minutes: number;
  price: number;
  bill_price: number | null;
  charged: number | null;
}

const gapRides = (handle: DatabaseHandle) =>
  queryRows<GapRide>(
    handle.db,
    sql`SELECT r.id, r.time_ms / 60000.0 AS minutes, b.total_cost_piasters / 100.0 AS price,
               b.actual_cost_piasters / 100.0 AS bill_price, -w.difference_piasters / 100.0 AS charged
          FROM rides r
          LEFT JOIN bills b ON b.id = r.bill_id
          LEFT JOIN wallet_logs w ON w.ride_id = r.id AND w.type = 'UNLOCK_GO'
         WHERE r.start_time > ${DEFAULT_SEED_NOW.toISOString()}::timestamptz
         ORDER BY r.start_time`,
  );

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe('demo top-up', () => {
  it('fills the time since the last seeded ride up to a few minutes before now, day by day', async () => {
    expect(result.toppedUp).toBe(true);
    const rows = await gapRides(first.handle);
    // 30 rides a whole day at scale 0.05: two days and 15 hours, a few skipped for want of balance.
    expect(rows.length).toBeGreaterThan(50);
    expect(rows.length).toBeLessThan(90);
    const [last] = await queryRows<{ end: Date | string }>(
      first.handle.db,
      sql`SELECT max(end_time) AS end FROM rides WHERE status = 'done'`,
    );
    const lastEnd = new Date(last!.end).getTime();
    expect(lastEnd).toBeLessThan(LATER.getTime());
    expect(lastEnd).toBeGreaterThan(LATER.getTime() - 2 * 60 * MINUTE);
    const [yesterday] = await queryRows<{ n: number }>(
      first.handle.db,
      sql`SELECT count(*)::int AS n FROM rides WHERE start_time >= ${new Date(DEFAULT_SEED_NOW.getTime() + DAY).toISOString()}::timestamptz
            AND start_time < ${new Date(DEFAULT_SEED_NOW.getTime() + 2 * DAY).toISOString()}::timestamptz`,
    );
    expect(yesterday!.n).toBeGreaterThan(15);
  });

  it('rides last minutes and cost tens of pounds, each billed and charged through the ledger', async () => {
    const rows = await gapRides(first.handle);
    const minutes = rows.map((r) => Number(r.minutes));
    expect(median(minutes)).toBeGreaterThan(8);
    expect(median(minutes)).toBeLessThan(16);
    expect(Math.max(...minutes)).toBeLessThanOrEqual(121);
    const prices = rows.map((r) => Number(r.price));
    const mean = prices.reduce((sum, p) => sum + p, 0) / prices.length;
    expect(mean).toBeGreaterThan(10);
    expect(mean).toBeLessThan(40);
    for (const row of rows) {
      expect(row.bill_price).not.toBeNull();
      if (Number(row.price) > 0) expect(Number(row.charged)).toBe(Number(row.price));
    }
    const report = await runConsistencyCheck(first.handle.db);
    expect(report.balanceMismatches).toEqual([]);
    expect(report.ok).toBe(true);
  });

  it('a second start finds the demo current and changes nothing', async () => {
    const before = (await gapRides(first.handle)).length;
    const again = await topUpDemoData(first.handle.db, { now: LATER });
    expect(again.toppedUp).toBe(false);
    expect((await gapRides(first.handle)).length).toBe(before);
  });

  it('the same gap gives the same rides', async () => {
    const other = await seeded();
    try {
      const second = await topUpDemoData(other.handle.db, { now: LATER });
      expect(second.rides).toBe(result.rides);
      const sums = async (handle: DatabaseHandle) =>
        (await gapRides(handle)).map((r) => [Number(r.minutes).toFixed(3), Number(r.price)]);
      expect(await sums(other.handle)).toEqual(await sums(first.handle));
    } finally {
      await other.handle.close();
      await fs.rm(other.dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('a database without the demo seed is left alone', async () => {
    const handle = await openDatabase({ dataDir: 'memory://' });
    try {
      await migrate(handle);
      expect((await topUpDemoData(handle.db, { now: LATER })).toppedUp).toBe(false);
    } finally {
      await handle.close();
    }
  }, 60_000);
});
