import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { HEAT_MESSAGES, type HeatPoint } from '@ops/shared/analytics/heat';
import { createStaff, signIn } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { queryRows } from '../../platform/db/client';
import { createArea, createRider, createVehicle } from '../wallet/testFixtures';

/**
 * The ride heatmaps (issue 11 item 3) on a small SQL-made data set, checked against a plain
 * computation over the raw rows: every cell's count, the totals, the Cairo hours, the areas.
 */

const HEATMAP = `query($s: String!, $e: String!, $p: RideHeatPoint!, $h: Int, $a: [ID!], $c: Float) {
  getRideHeatmap(startDate: $s, endDate: $e, point: $p, hour: $h, areas: $a, cellSize: $c) { cells { lat lng count } cellSize totalRides totalCells maxCount truncated } }`;
const HEAT_DATA = HEATMAP.replace('getRideHeatmap', 'getHeatData');
const HOURS = `query($s: String!, $e: String!, $p: RideHeatPoint!, $a: [ID!]) { getRideHeatHours(startDate: $s, endDate: $e, point: $p, areas: $a) }`;

interface Heatmap {
  cells: Array<{ lat: number; lng: number; count: number }>;
  cellSize: number;
  totalRides: number;
  totalCells: number;
  maxCount: number;
  truncated: boolean;
}
interface RawRide {
  start_lat: number | null;
  start_long: number | null;
  stop_lat: number | null;
  stop_long: number | null;
  start_time: Date | string;
  end_time: Date | string | null;
  area_id: string;
}

const MARCH = { s: '2026-03-01T00:00:00.000Z', e: '2026-03-31T23:59:59.999Z' };
let server: TestServer;
let analyst: string;
let heatViewer: string;
let nobody: string;
let areaA: string;
let areaB: string;
let raw: RawRide[];

const cairoHour = (at: Date | string) =>
  Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Cairo', hour: '2-digit', hourCycle: 'h23' }).format(
      new Date(at),
    ),
  );

/** The plain computation: the same cells counted in JavaScript over every raw ride. */
function expected(
  point: HeatPoint,
  cellSize: number,
  hour: number | null,
  areas: string[] | null,
  range = MARCH,
) {
  const n = Math.round(1 / cellSize);
  const counts = new Map<string, number>();
  for (const ride of raw) {
    const start = new Date(ride.start_time).getTime();
    if (start < Date.parse(range.s) || start > Date.parse(range.e)) continue;
    if (areas && !areas.includes(ride.area_id)) continue;
    const [lat, lng, time] =
      point === 'START'
        ? [ride.start_lat, ride.start_long, ride.start_time]
        : [ride.stop_lat, ride.stop_long, ride.end_time];
    if (lat === null || lng === null || time === null) continue;
    if (hour !== null && cairoHour(time) !== hour) continue;
    const key = `${Math.floor(lat * n)}:${Math.floor(lng * n)}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, count]) => {
    const [gy, gx] = key.split(':').map(Number) as [number, number];
    return {
      lat: Math.round(((gy + 0.5) / n) * 1e6) / 1e6,
      lng: Math.round(((gx + 0.5) / n) * 1e6) / 1e6,
      count,
    };
  });
}

const byPlace = (cells: Array<{ lat: number; lng: number; count: number }>) =>
  [...cells].sort((a, b) => a.lat - b.lat || a.lng - b.lng);

beforeAll(async () => {
  server = await startTestServer();
  const db = server.handle.db;
  [analyst, heatViewer, nobody] = [
    await signIn(server, await createStaff(db, { permissions: { rides: { VIEW_ANALYTICS: true } } })),
    await signIn(server, await createStaff(db, { permissions: { analytics: { VIEW_HEAT_DATA: true } } })),
    await signIn(server, await createStaff(db, { permissions: { rides: { VIEW_PAGE: true } } })),
  ];
  areaA = await createArea(db);
  areaB = await createArea(db);
  const rider = await createRider(db);
  const vehicle = (await createVehicle(db)).id;
  // 600 done rides from late February to early April, spread over a few kilometres of Cairo and
  // every hour (deterministic: g drives everything); every 7th has no end point, every 11th no start.
  await db.execute(sql`
    INSERT INTO rides (id, status, user_id, vehicle_id, area_id, start_time, end_time, start_lat, start_long, stop_lat, stop_long)
    SELECT 'heat-' || g, 'done', ${rider}, ${vehicle}, CASE WHEN g % 3 = 0 THEN ${areaB} ELSE ${areaA} END,
      timestamptz '2026-02-25 00:00:00Z' + (g * 97 % 1000) * interval '1 hour' + (g % 60) * interval '1 minute',
      timestamptz '2026-02-25 00:00:00Z' + (g * 97 % 1000) * interval '1 hour' + (g % 60 + 25) * interval '1 minute',
      CASE WHEN g % 11 = 0 THEN NULL ELSE 30.03 + (g * 7919 % 400) / 10000.0 END,
      CASE WHEN g % 11 = 0 THEN NULL ELSE 31.20 + (g * 104729 % 500) / 10000.0 END,
      CASE WHEN g % 7 = 0 THEN NULL ELSE 30.03 + (g * 15485863 % 300) / 10000.0 END,
      CASE WHEN g % 7 = 0 THEN NULL ELSE 31.20 + (g * 32452843 % 450) / 10000.0 END
    FROM generate_series(1::bigint, 600::bigint) AS g`);
  raw = await queryRows<RawRide>(
    db,
    sql`select start_lat, start_long, stop_lat, stop_long, start_time, end_time, area_id from rides`,
  );
});
afterAll(async () => {
  await server.close();
});

const heat = async (variables: Record<string, unknown>, token = analyst, query = HEATMAP) =>
  server.gql<Record<string, Heatmap>>(query, { ...MARCH, ...variables }, token);

describe('getRideHeatmap', () => {
  it.each([
    ['START', 0.002, null, null],
    ['END', 0.002, null, null],
    ['START', 0.01, 9, null],
    ['END', 0.001, 17, 'A'],
    ['START', 0.005, null, 'B'],
  ] as const)(
    '%s points in %s° cells, hour %s, area %s: every cell as the plain computation counts it',
    async (point, cellSize, hour, area) => {
      const areas = area === null ? null : [area === 'A' ? areaA : areaB];
      const answer = (await heat({ p: point, c: cellSize, h: hour, a: areas })).data!.getRideHeatmap!;
      const want = expected(point, cellSize, hour, areas);
      expect(want.length).toBeGreaterThan(3);
      expect(byPlace(answer.cells)).toEqual(byPlace(want));
      expect(answer.totalRides).toBe(want.reduce((sum, c) => sum + c.count, 0));
      expect(answer.totalCells).toBe(want.length);
      expect(answer.maxCount).toBe(Math.max(...want.map((c) => c.count)));
      expect(answer.truncated).toBe(false);
      // Busiest first.
      expect(answer.cells.map((c) => c.count)).toEqual(
        [...answer.cells.map((c) => c.count)].sort((a, b) => b - a),
      );
    },
  );

  it('reads the range on the ride start and the hour on the chosen point, in Cairo time', async () => {
    // A ride that starts at 23:50 Cairo on 31 March and ends after midnight: in March, at hour 23 for its start and 0 for its end.
    const db = server.handle.db;
    const [rider, vehicle] = [await createRider(db), (await createVehicle(db)).id];
    await db.execute(sql`INSERT INTO rides (id, status, user_id, vehicle_id, area_id, start_time, end_time, start_lat, start_long, stop_lat, stop_long)
      VALUES ('heat-midnight', 'done', ${rider}, ${vehicle}, ${areaA}, '2026-03-31T23:50:00+02:00', '2026-04-01T00:20:00+02:00', 29.9005, 31.0005, 29.9015, 31.0015)`);
    const range = { s: '2026-03-31T00:00:00+02:00', e: '2026-03-31T23:59:59.999+02:00' };
    const cellAt = (map: Heatmap) => map.cells.filter((c) => c.lat < 29.95);
    expect(cellAt((await heat({ ...range, p: 'START', h: 23, c: 0.001 })).data!.getRideHeatmap!)).toEqual([
      { lat: 29.9005, lng: 31.0005, count: 1 },
    ]);
    expect(cellAt((await heat({ ...range, p: 'END', h: 0, c: 0.001 })).data!.getRideHeatmap!)).toEqual([
      { lat: 29.9015, lng: 31.0015, count: 1 },
    ]);
    expect(cellAt((await heat({ ...range, p: 'END', h: 23, c: 0.001 })).data!.getRideHeatmap!)).toEqual([]);
    await db.execute(sql`DELETE FROM rides WHERE id = 'heat-midnight'`);
  });

  it('answers an empty range with no cells and zero totals', async () => {
    const empty = (await heat({ s: '2025-01-01T00:00:00.000Z', e: '2025-01-31T23:59:59.999Z', p: 'START' }))
      .data!.getRideHeatmap!;
    expect(empty).toEqual({
      cells: [],
      cellSize: 0.002,
      totalRides: 0,
      totalCells: 0,
      maxCount: 0,
      truncated: false,
    });
  });

  it('treats a first area of 0 as every area (02 §4)', async () => {
    const all = (await heat({ p: 'START' })).data!.getRideHeatmap!;
    const cleared = (await heat({ p: 'START', a: ['0', areaA] })).data!.getRideHeatmap!;
    expect(cleared.totalRides).toBe(all.totalRides);
    expect(all.totalRides).toBe(expected('START', 0.002, null, null).reduce((sum, c) => sum + c.count, 0));
  });

  it('refuses a bad request in the shared words', async () => {
    const first = async (variables: Record<string, unknown>) =>
      (await heat({ p: 'START', ...variables })).errors?.[0]?.message;
    expect(await first({ s: MARCH.e, e: MARCH.s })).toBe(HEAT_MESSAGES.order);
    expect(await first({ s: 'yesterday' })).toBe(HEAT_MESSAGES.dates);
    expect(await first({ s: '2024-01-01T00:00:00.000Z' })).toBe(HEAT_MESSAGES.tooLong);
    expect(await first({ h: 24 })).toBe(HEAT_MESSAGES.hour);
    expect(await first({ h: -1 })).toBe(HEAT_MESSAGES.hour);
    expect(await first({ c: 0.003 })).toBe(HEAT_MESSAGES.cellSize);
  });

  it('is gated: rides.VIEW_ANALYTICS for the heatmap, analytics.VIEW_HEAT_DATA for heat data', async () => {
    expect((await heat({ p: 'START' }, nobody)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await heat({ p: 'START' }, heatViewer)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await heat({ p: 'START' }, analyst, HEAT_DATA)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const data = (await heat({ p: 'START' }, heatViewer, HEAT_DATA)).data!.getHeatData!;
    expect(data.totalRides).toBe((await heat({ p: 'START' })).data!.getRideHeatmap!.totalRides);
  });
});

describe('getRideHeatHours', () => {
  it('counts the range by Cairo hour of the chosen point, as the plain computation does', async () => {
    for (const point of ['START', 'END'] as const) {
      const hours = (
        await server.gql<{ getRideHeatHours: number[] }>(HOURS, { ...MARCH, p: point, a: [areaA] }, analyst)
      ).data!.getRideHeatHours;
      const want = Array.from({ length: 24 }, (_v, hour) =>
        expected(point, 0.02, hour, [areaA]).reduce((sum, c) => sum + c.count, 0),
      );
      expect(hours).toEqual(want);
      expect(hours.filter((n) => n > 0).length).toBeGreaterThan(12);
    }
  });
});
