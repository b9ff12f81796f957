import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type DatabaseHandle } from '../../../platform/db/client';
import { migrate } from '../../../platform/db/migrate';
import { seedDemoData } from '../index';
import { areasStep } from './areas';
import { staffStep } from './staff';
import { vehiclesStep } from './vehicles';
import { SNAPSHOT_HISTORY_DAYS, vehicleSnapshotsStep } from './vehicleSnapshots';

/** The seeded snapshot history: every hour of the last 90 days, each area's fleet split into its statuses. */
describe('vehicle snapshots seed step', () => {
  let handle: DatabaseHandle;
  let dataDir: string;
  const now = new Date('2026-11-01T00:00:00+02:00');

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ops-seed-snap-'));
    handle = await openDatabase({ dataDir: 'memory://' });
    await migrate(handle);
    await seedDemoData(handle.db, {
      scale: 0.05,
      dataDir,
      now,
      steps: [areasStep, staffStep, vehiclesStep, vehicleSnapshotsStep],
    });
  });
  afterAll(async () => {
    await handle?.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('takes one snapshot an hour before the seed’s now, none after', async () => {
    const [hours] = await queryRows<{ n: number; first: string; last: string }>(
      handle.db,
      sql`SELECT count(DISTINCT taken_at)::int AS n, min(taken_at)::text AS first, max(taken_at)::text AS last FROM vehicle_status_snapshots`,
    );
    expect(hours!.n).toBe(SNAPSHOT_HISTORY_DAYS * 24);
    expect(new Date(hours!.last).getTime()).toBe(now.getTime() - 3_600_000);
  });

  it('splits each area’s fleet (a little smaller further back) into on, ready and off, busier in the evening', async () => {
    const [latest] = await queryRows<{ snapshot: number; fleet: number }>(
      handle.db,
      sql`SELECT (SELECT sum(count)::int FROM vehicle_status_snapshots WHERE taken_at = (SELECT max(taken_at) FROM vehicle_status_snapshots)) AS snapshot,
                 (SELECT count(*)::int FROM vehicles) AS fleet`,
    );
    // Rounding per area and status: within one vehicle per area of the fleet.
    expect(Math.abs(latest!.snapshot - latest!.fleet)).toBeLessThanOrEqual(12);
    const byHour = await queryRows<{ hour: number; on_share: number }>(
      handle.db,
      sql`SELECT extract(hour FROM taken_at AT TIME ZONE 'Africa/Cairo')::int AS hour,
                 (sum(count) FILTER (WHERE status = 'on'))::float8 / sum(count) AS on_share
            FROM vehicle_status_snapshots GROUP BY 1 ORDER BY 1`,
    );
    const share = (hour: number) => byHour.find((row) => row.hour === hour)!.on_share;
    expect(share(19)).toBeGreaterThan(share(3) * 4);
    expect(
      new Set(
        (
          await queryRows<{ status: string }>(
            handle.db,
            sql`SELECT DISTINCT status FROM vehicle_status_snapshots`,
          )
        ).map((r) => r.status),
      ),
    ).toEqual(new Set(['on', 'ready', 'off']));
  });
});
