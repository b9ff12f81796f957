import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { aggregateRows, plainRows } from '../analytics/daily/testing';
import { queryRows } from '../../platform/db/client';
import { newId } from '../../platform/lib/ids';
import { createArea, createRider, createVehicle } from '../wallet/testFixtures';
import { RATINGS_TABLE, STAR_COLUMNS, ratingsAggregate } from './ratingsAggregate';
import { getRatingAnalytics } from './ratingsAnalytics';
import { rides } from './tables';

let server: TestServer;
let areaA: string;
let areaB: string;

/** The table as a plain SQL over rides says it should be. */
const PLAIN = sql`
  SELECT to_char((start_time AT TIME ZONE 'Africa/Cairo')::date, 'YYYY-MM-DD') AS day, coalesce(area_id, '') AS area_id,
         sum(CASE WHEN rating = 1 THEN 1 ELSE 0 END) AS stars_1, sum(CASE WHEN rating = 2 THEN 1 ELSE 0 END) AS stars_2,
         sum(CASE WHEN rating = 3 THEN 1 ELSE 0 END) AS stars_3, sum(CASE WHEN rating = 4 THEN 1 ELSE 0 END) AS stars_4,
         sum(CASE WHEN rating = 5 THEN 1 ELSE 0 END) AS stars_5
  FROM rides WHERE rating IN (1, 2, 3, 4, 5) GROUP BY 1, 2`;

async function ride(
  areaId: string | null,
  startIso: string,
  rating: number | null,
  status: 'done' | 'ongoing' = 'done',
) {
  const db = server.handle.db;
  const vehicle = await createVehicle(db, { areaId });
  const id = newId();
  await db.insert(rides).values({
    id,
    userId: await createRider(db),
    vehicleId: vehicle.id,
    areaId,
    startTime: new Date(startIso),
    status,
    rating,
    updatedAt: new Date(startIso),
  });
  return id;
}

beforeAll(async () => {
  server = await startTestServer();
  areaA = await createArea(server.handle.db);
  areaB = await createArea(server.handle.db);
  // Cairo is UTC+2 in November: 21:59Z is still the 10th there, 22:30Z is already the 11th.
  await ride(areaA, '2026-11-10T08:00:00Z', 5);
  await ride(areaA, '2026-11-10T21:59:00Z', 4);
  await ride(areaA, '2026-11-10T22:30:00Z', 1);
  await ride(areaB, '2026-11-10T09:00:00Z', 3);
  await ride(areaB, '2026-11-10T10:00:00Z', 3);
  await ride(null, '2026-11-12T10:00:00Z', 2);
  // Summer time (UTC+3): 21:30Z on July 1st is July 2nd in Cairo.
  await ride(areaB, '2026-07-01T21:30:00Z', 5);
  // Not stars: unrated, and still riding.
  await ride(areaA, '2026-11-10T11:00:00Z', null);
  await ride(areaA, '2026-11-10T12:00:00Z', null, 'ongoing');
});
afterAll(() => server.close());

describe('the ride ratings aggregate', () => {
  it('refreshDays over every day equals the plain SQL over rides, Cairo days and the no-area row included', async () => {
    const db = server.handle.db;
    expect(await ratingsAggregate.firstDay(db)).toBe('2026-07-02');
    await ratingsAggregate.refreshDays(db, '2026-07-01', '2026-11-30');
    const table = await aggregateRows(db, RATINGS_TABLE, STAR_COLUMNS);
    expect(table).toEqual(await plainRows(db, PLAIN));
    expect(
      table.map((row) => `${row.day} ${row.area_id === '' ? '-' : row.area_id === areaA ? 'A' : 'B'}`).sort(),
    ).toEqual(['2026-07-02 B', '2026-11-10 A', '2026-11-10 B', '2026-11-11 A', '2026-11-12 -']);
  });

  it('refreshing only the days a later rating touched gives what a rebuild gives', async () => {
    const db = server.handle.db;
    const since = new Date('2026-11-20T00:00:00Z');
    const rated = await ride(areaB, '2026-11-11T07:00:00Z', null);
    await db
      .update(rides)
      .set({ rating: 2, updatedAt: new Date('2026-11-20T09:00:00Z') })
      .where(sql`id = ${rated}`);
    // An old ride's rating changed too (a correction), and an unrelated unrated ride was touched.
    await db.execute(
      sql`UPDATE rides SET rating = 3, updated_at = '2026-11-20T10:00:00Z' WHERE area_id = ${areaA} AND rating = 5`,
    );
    await db.execute(
      sql`UPDATE rides SET updated_at = '2026-11-20T10:00:00Z' WHERE rating IS NULL AND id <> ${rated}`,
    );
    const changed = await ratingsAggregate.changedDays(db, since);
    expect(changed).toEqual(['2026-11-10', '2026-11-11']);
    for (const day of changed) await ratingsAggregate.refreshDays(db, day, day);
    const incremental = await aggregateRows(db, RATINGS_TABLE, STAR_COLUMNS);
    expect(incremental).toEqual(await plainRows(db, PLAIN));
    await ratingsAggregate.refreshDays(db, '2026-07-01', '2026-11-30');
    expect(await aggregateRows(db, RATINGS_TABLE, STAR_COLUMNS)).toEqual(incremental);
    // Twice over the same days changes nothing.
    await ratingsAggregate.refreshDays(db, '2026-11-10', '2026-11-11');
    expect(await aggregateRows(db, RATINGS_TABLE, STAR_COLUMNS)).toEqual(incremental);
  });
});

describe('getRatingAnalytics', () => {
  it('counts each star over the range as a plain SQL over rides does, per area and in total', async () => {
    const db = server.handle.db;
    const range = { startDay: '2026-11-10', endDay: '2026-11-12', unit: 'DAYS' as const };
    const answer = await getRatingAnalytics({ db }, range);
    const plain = await queryRows<{ area_id: string; rating: number; n: number }>(
      db,
      sql`SELECT coalesce(area_id, '') AS area_id, rating::int AS rating, count(*)::int AS n FROM rides
          WHERE rating BETWEEN 1 AND 5 AND (start_time AT TIME ZONE 'Africa/Cairo')::date BETWEEN '2026-11-10' AND '2026-11-12'
          GROUP BY 1, 2`,
    );
    const count = (star: number, area?: string) =>
      plain
        .filter((row) => row.rating === star && (area === undefined || row.area_id === area))
        .reduce((sum, row) => sum + row.n, 0);
    expect([answer.oneStar, answer.twoStars, answer.threeStars, answer.fourStars, answer.fiveStars]).toEqual(
      [1, 2, 3, 4, 5].map((star) => count(star)),
    );
    expect(answer.total).toBe(plain.reduce((sum, row) => sum + row.n, 0));
    const starsSum = [1, 2, 3, 4, 5].reduce((sum, star) => sum + star * count(star), 0);
    expect(answer.average).toBeCloseTo(starsSum / answer.total, 2);
    // Per area, per day: area A's three-star ride moved from the 10th (the correction above).
    expect(answer.series.threeStars.xAxisLabels).toEqual(['2026-11-10', '2026-11-11', '2026-11-12']);
    const a = answer.series.threeStars.areasData.find((area) => area.id === areaA)!;
    expect(a.labels.reduce((x, y) => x + y, 0)).toBe(count(3, areaA));
    expect(answer.series.total.areasData.map((area) => area.name)).toContain('No area');
    for (const field of ['oneStar', 'twoStars', 'threeStars', 'fourStars', 'fiveStars', 'total'] as const) {
      const series = answer.series[field];
      series.xAxisLabels.forEach((_label, i) =>
        expect(series.areasData.reduce((sum, area) => sum + area.labels[i]!, 0)).toBe(series.totalData[i]),
      );
    }
    // The average series of the 10th: every rating of that day, all areas.
    const tenth = await queryRows<{ avg: string }>(
      db,
      sql`SELECT round(avg(rating), 2)::text AS avg FROM rides WHERE rating BETWEEN 1 AND 5 AND (start_time AT TIME ZONE 'Africa/Cairo')::date = '2026-11-10'`,
    );
    expect(answer.series.average.totalData[0]).toBe(Number(tenth[0]!.avg));
  });

  it('buckets by month and answers zeros for a range without ratings', async () => {
    const db = server.handle.db;
    const months = await getRatingAnalytics(
      { db },
      { startDay: '2026-07-01', endDay: '2026-11-30', unit: 'MONTH' },
    );
    expect(months.series.fiveStars.xAxisLabels).toEqual([
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    expect(months.series.fiveStars.totalData[0]).toBe(1);
    const empty = await getRatingAnalytics(
      { db },
      { startDay: '2026-01-01', endDay: '2026-01-03', unit: 'DAYS' },
    );
    expect(empty).toMatchObject({ oneStar: 0, fiveStars: 0, total: 0, average: 0 });
    expect(empty.series.total).toEqual({
      xAxisLabels: ['2026-01-01', '2026-01-02', '2026-01-03'],
      areasData: [],
      totalData: [0, 0, 0],
    });
  });
});
