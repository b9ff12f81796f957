import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { queryRows } from '../../platform/db/client';
import { createRider, createVehicle } from '../wallet/testFixtures';

/**
 * Issue 24: the Rides list's first page (newest first: created_at DESC, id DESC, with rider,
 * vehicle, area, bill and promocode) reads a page of rides, not every ride, also when many rides
 * share created_at (written in one transaction: an import, a seed). With an index on created_at
 * alone the planner joined and sorted every ride of the tied group: 2-5 s on 200,000 rides.
 */

let server: TestServer;
const RIDES = 3_000;

/** The rows the rides scan of the page's plan returned (EXPLAIN ANALYZE, JSON). */
function ridesScanRows(plan: PlanNode): number[] {
  const own = plan['Relation Name'] === 'rides' ? [plan['Actual Rows'] ?? 0] : [];
  return [...own, ...(plan.Plans ?? []).flatMap(ridesScanRows)];
}
interface PlanNode {
  'Relation Name'?: string;
  'Actual Rows'?: number;
  Plans?: PlanNode[];
}

beforeAll(async () => {
  server = await startTestServer();
  const db = server.handle.db;
  const userId = await createRider(db);
  const vehicleId = (await createVehicle(db)).id;
  await db.execute(sql`
    INSERT INTO rides (id, user_id, vehicle_id, status, start_time, end_time, created_at, updated_at)
    SELECT lpad(to_hex(g), 24, '0'), ${userId}, ${vehicleId}, 'done', now() - interval '1 day', now(), now(), now()
      FROM generate_series(1, ${RIDES}) AS g`);
  await db.execute(sql`ANALYZE rides`);
}, 60_000);
afterAll(async () => {
  await server.close();
});

describe('the Rides list page reads a page of rides (issue 24)', () => {
  it('newest first, rides tied on created_at: the plan reads at most a page of them', async () => {
    const [row] = await queryRows<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
      server.handle.db,
      sql`EXPLAIN (ANALYZE, FORMAT JSON)
          SELECT r.*, u.name, v.code, a.name, b.*, p.code
            FROM rides r
            LEFT JOIN users u ON u.id = r.user_id
            LEFT JOIN vehicles v ON v.id = r.vehicle_id
            LEFT JOIN areas a ON a.id = r.area_id
            LEFT JOIN bills b ON b.id = r.bill_id
            LEFT JOIN promocodes p ON p.id = r.promocode_id
           ORDER BY r.created_at DESC, r.id DESC LIMIT 25`,
    );
    const scanned = ridesScanRows(row!['QUERY PLAN'][0]!.Plan);
    expect(scanned.length).toBe(1);
    expect(scanned[0]).toBeLessThanOrEqual(25);
  });
});
