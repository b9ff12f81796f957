import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { aggregateRows, plainRows } from '../analytics/daily/testing';
import { queryRows } from '../../platform/db/client';
import { newId } from '../../platform/lib/ids';
import { rides } from '../rides/tables';
import { createArea, createRider, createVehicle } from '../wallet/testFixtures';
import { RESERVATION_COLUMNS, RESERVATIONS_TABLE, reservationsAggregate } from './aggregate';
import { getReservationsAnalytics } from './analytics';
import { reservations } from './tables';

const MINUTE = 60_000;
let server: TestServer;
let areaA: string;
let areaB: string;

/** The table as a plain SQL over reservations says it should be. */
const PLAIN = sql`
  SELECT to_char((reserved_at AT TIME ZONE 'Africa/Cairo')::date, 'YYYY-MM-DD') AS day, coalesce(area_id, '') AS area_id,
         sum(CASE WHEN ride_id IS NOT NULL THEN 1 ELSE 0 END) AS used_count, sum(CASE WHEN ride_id IS NULL THEN 1 ELSE 0 END) AS unused_count,
         sum(CASE WHEN ride_id IS NOT NULL THEN cost_piasters ELSE 0 END) AS used_revenue_piasters,
         sum(CASE WHEN ride_id IS NULL THEN cost_piasters ELSE 0 END) AS unused_revenue_piasters
  FROM reservations GROUP BY 1, 2`;

async function reserve(areaId: string | null, reservedIso: string, costPiasters: number, used: boolean) {
  const db = server.handle.db;
  const rider = await createRider(db);
  const vehicle = await createVehicle(db, { areaId });
  const reservedAt = new Date(reservedIso);
  const id = newId();
  await db.insert(reservations).values({
    id,
    userId: rider,
    vehicleId: vehicle.id,
    areaId,
    minutes: 10,
    costPiasters,
    reservedAt,
    expiresAt: new Date(reservedAt.getTime() + 10 * MINUTE),
  });
  if (used) await useReservation(id, new Date(reservedAt.getTime() + 4 * MINUTE));
  return id;
}

/** A ride starts from the hold (what the rider app does): the ride row, then the hold's ride and used_at. */
async function useReservation(id: string, at: Date) {
  const db = server.handle.db;
  const [hold] = await db
    .select()
    .from(reservations)
    .where(sql`id = ${id}`);
  const rideId = newId();
  await db.insert(rides).values({
    id: rideId,
    userId: hold!.userId,
    vehicleId: hold!.vehicleId,
    areaId: hold!.areaId,
    startTime: at,
    status: 'done',
  });
  await db
    .update(reservations)
    .set({ rideId, usedAt: at })
    .where(sql`id = ${id}`);
}

let laterUsed = '';
beforeAll(async () => {
  server = await startTestServer();
  areaA = await createArea(server.handle.db);
  areaB = await createArea(server.handle.db);
  await reserve(areaA, '2026-11-10T08:00:00Z', 300, true);
  await reserve(areaA, '2026-11-10T09:00:00Z', 500, false);
  // 22:30Z is the 11th in Cairo (UTC+2).
  await reserve(areaA, '2026-11-10T22:30:00Z', 500, true);
  await reserve(areaB, '2026-11-10T12:00:00Z', 300, false);
  laterUsed = await reserve(areaB, '2026-11-12T12:00:00Z', 300, false);
  await reserve(null, '2026-11-12T13:00:00Z', 500, true);
});
afterAll(() => server.close());

describe('the reservations aggregate', () => {
  it('refreshDays over every day equals the plain SQL over reservations', async () => {
    const db = server.handle.db;
    expect(await reservationsAggregate.firstDay(db)).toBe('2026-11-10');
    await reservationsAggregate.refreshDays(db, '2026-11-01', '2026-11-30');
    const table = await aggregateRows(db, RESERVATIONS_TABLE, RESERVATION_COLUMNS);
    expect(table).toEqual(await plainRows(db, PLAIN));
    expect(table.find((row) => row.day === '2026-11-10' && row.area_id === areaA)).toMatchObject({
      used_count: '1',
      unused_count: '1',
      used_revenue_piasters: '300',
      unused_revenue_piasters: '500',
    });
  });

  it('a hold used later moves its reservation day, found through used_at; incremental equals rebuild', async () => {
    const db = server.handle.db;
    const since = new Date('2026-11-20T00:00:00Z');
    await useReservation(laterUsed, new Date('2026-11-20T08:00:00Z'));
    await reserve(areaB, '2026-11-21T08:00:00Z', 500, false);
    const changed = await reservationsAggregate.changedDays(db, since);
    expect(changed).toEqual(['2026-11-12', '2026-11-21']);
    for (const day of changed) await reservationsAggregate.refreshDays(db, day, day);
    const incremental = await aggregateRows(db, RESERVATIONS_TABLE, RESERVATION_COLUMNS);
    expect(incremental).toEqual(await plainRows(db, PLAIN));
    await reservationsAggregate.refreshDays(db, '2026-11-01', '2026-11-30');
    expect(await aggregateRows(db, RESERVATIONS_TABLE, RESERVATION_COLUMNS)).toEqual(incremental);
  });
});

describe('getReservationsAnalytics', () => {
  it('answers used, unused, total and their revenues as a plain SQL over reservations does', async () => {
    const db = server.handle.db;
    const answer = await getReservationsAnalytics(
      { db },
      { startDay: '2026-11-10', endDay: '2026-11-12', unit: 'DAYS' },
    );
    const [plain] = await queryRows<{ used: number; unused: number; used_rev: number; unused_rev: number }>(
      db,
      sql`SELECT count(*) FILTER (WHERE ride_id IS NOT NULL)::int AS used, count(*) FILTER (WHERE ride_id IS NULL)::int AS unused,
                 coalesce(sum(cost_piasters) FILTER (WHERE ride_id IS NOT NULL), 0)::int AS used_rev, coalesce(sum(cost_piasters) FILTER (WHERE ride_id IS NULL), 0)::int AS unused_rev
          FROM reservations WHERE (reserved_at AT TIME ZONE 'Africa/Cairo')::date BETWEEN '2026-11-10' AND '2026-11-12'`,
    );
    expect(answer).toMatchObject({
      used: plain!.used,
      unused: plain!.unused,
      total: plain!.used + plain!.unused,
      usedRevenues: plain!.used_rev / 100,
      unusedRevenues: plain!.unused_rev / 100,
      revenues: (plain!.used_rev + plain!.unused_rev) / 100,
    });
    expect(answer).toMatchObject({ used: 4, unused: 2, usedRevenues: 16, unusedRevenues: 8 });
    const a = answer.series.used.areasData.find((area) => area.id === areaA)!;
    expect(answer.series.used.xAxisLabels).toEqual(['2026-11-10', '2026-11-11', '2026-11-12']);
    expect(a.labels).toEqual([1, 1, 0]);
    expect(answer.series.revenues.totalData).toEqual([11, 5, 8]);
    expect(answer.series.total.areasData.map((area) => area.name)).toContain('No area');
  });

  it('weeks start on Monday', async () => {
    const answer = await getReservationsAnalytics(
      { db: server.handle.db },
      { startDay: '2026-11-10', endDay: '2026-11-22', unit: 'WEEKS' },
    );
    expect(answer.series.total.xAxisLabels).toEqual(['2026-11-09', '2026-11-16']);
    expect(answer.series.total.totalData).toEqual([6, 1]);
  });
});
