import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { queryRows } from '../../platform/db/client';
import { counterSql } from './snapshots';

/**
 * Issue 24: the Counter (/app/vehicles/counter) over 3 months reads each day's last snapshot
 * through the key's index, not every snapshot of the range twice (an hourly job over 13 areas
 * and 3 statuses writes ≈ 700 rows a day: 370 ms for 3 months on PGlite under the walk).
 */

let server: TestServer;
const DAYS = 30;
const AREAS = 4;

interface PlanNode {
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
}
/** Snapshot rows every scan of the table returned, over all its loops. */
function snapshotRowsRead(plan: PlanNode): number {
  const own =
    plan['Relation Name'] === 'vehicle_status_snapshots'
      ? (plan['Actual Rows'] ?? 0) * (plan['Actual Loops'] ?? 1)
      : 0;
  return own + (plan.Plans ?? []).reduce((sum, child) => sum + snapshotRowsRead(child), 0);
}

beforeAll(async () => {
  server = await startTestServer();
  // Hourly snapshots of AREAS areas × 3 statuses for DAYS days, ending now.
  await server.handle.db.execute(sql`
    INSERT INTO vehicle_status_snapshots (taken_at, area_id, status, count)
    SELECT date_trunc('hour', now()) - make_interval(hours => h), 'area-' || a, s, 1 + h % 7
      FROM generate_series(0, ${DAYS * 24 - 1}) AS h, generate_series(1, ${AREAS}) AS a, unnest(ARRAY['on', 'ready', 'off']) AS s`);
  await server.handle.db.execute(sql`ANALYZE vehicle_status_snapshots`);
}, 60_000);
afterAll(async () => {
  await server.close();
});

describe('the Counter reads each day’s last snapshot, not the range’s every snapshot (issue 24)', () => {
  it('reads about a snapshot per day of the range', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - (DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
    const [row] = await queryRows<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
      server.handle.db,
      sql`EXPLAIN (ANALYZE, FORMAT JSON) ${counterSql({ startDate: from, endDate: today }, null)}`,
    );
    const snapshotRows = DAYS * 24 * AREAS * 3;
    const read = snapshotRowsRead(row!['QUERY PLAN'][0]!.Plan);
    // A day's last snapshot is AREAS × 3 rows, plus one index probe per day for its time.
    expect(read).toBeLessThanOrEqual((DAYS + 2) * (AREAS * 3 + 1));
    expect(read).toBeLessThan(snapshotRows / 10);
  });
});
