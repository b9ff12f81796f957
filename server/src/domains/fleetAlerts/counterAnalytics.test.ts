import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createStaff, signIn } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { ANALYTICS_RANGE_MESSAGES } from '../analytics/range';
import { areas } from '../areas/tables';
import { postExport, readSheet } from '../../platform/exports/exportTestHelpers';
import { createArea } from '../wallet/testFixtures';

/**
 * /app/vehicles/counter/analytics (issue 11 §3) and its export: hourly snapshots in two areas
 * over four Cairo days (November: Cairo is UTC+2), read back by the query and as an xlsx.
 */

const QUERY = `query($s: String!, $e: String!, $t: TimeUnit!) { getVehicleCounterAnalytics(startDate: $s, endDate: $e, type: $t) {
  on { xAxisLabels areasData { id name labels } totalData } ready { xAxisLabels areasData { id name labels } totalData } off { xAxisLabels areasData { id name labels } totalData } } }`;

interface SeriesAnswer {
  xAxisLabels: string[];
  areasData: Array<{ id: string; name: string; labels: number[] }>;
  totalData: number[];
}
type Answer = { getVehicleCounterAnalytics: Record<'on' | 'ready' | 'off', SeriesAnswer> };

let server: TestServer;
let viewer: string;
let counterOnly: string;
let alpha: string;
let beta: string;

const RANGE = { s: '2026-11-02', e: '2026-11-05' };

beforeAll(async () => {
  server = await startTestServer();
  const db = server.handle.db;
  viewer = await signIn(
    server,
    await createStaff(db, { level: 5, permissions: { vehicles: { VIEW_ANALYTICS: true } } }),
  );
  counterOnly = await signIn(
    server,
    await createStaff(db, { level: 5, permissions: { vehicles: { VIEW_SNAPSHOT_COUNTER: true } } }),
  );
  alpha = await createArea(db);
  beta = await createArea(db);
  await db.update(areas).set({ name: 'Alpha' }).where(eq(areas.id, alpha));
  await db.update(areas).set({ name: 'Beta' }).where(eq(areas.id, beta));
  const snap = (at: string, area: string, status: string, count: number) =>
    sql`(${at}::timestamptz, ${area}, ${status}, ${count})`;
  await db.execute(
    sql`INSERT INTO vehicle_status_snapshots (taken_at, area_id, status, count) VALUES ${sql.join(
      [
        // 2 Nov, 08:00 and 09:00 Cairo.
        snap('2026-11-02T06:00:00Z', alpha, 'on', 2),
        snap('2026-11-02T06:00:00Z', alpha, 'ready', 4),
        snap('2026-11-02T06:00:00Z', beta, 'ready', 1),
        snap('2026-11-02T07:00:00Z', alpha, 'on', 4),
        snap('2026-11-02T07:00:00Z', alpha, 'ready', 4),
        snap('2026-11-02T07:00:00Z', beta, 'off', 3),
        // 3 Nov 23:59 Cairo, and 5 Nov 00:30 Cairo (still 4 Nov in UTC); nothing on 4 Nov.
        snap('2026-11-03T21:59:00Z', alpha, 'ready', 10),
        snap('2026-11-04T22:30:00Z', alpha, 'on', 1),
        // Outside the range, on either side.
        snap('2026-11-01T21:59:00Z', alpha, 'on', 100),
        snap('2026-11-05T22:00:00Z', alpha, 'on', 100),
      ],
      sql`, `,
    )}`,
  );
});
afterAll(async () => {
  await server?.close();
});

const read = async (type: string, token = viewer) => server.gql<Answer>(QUERY, { ...RANGE, t: type }, token);
const byArea = (series: SeriesAnswer) =>
  Object.fromEntries(series.areasData.map((area) => [area.name, area.labels]));

describe('getVehicleCounterAnalytics', () => {
  it('a day is the mean of its hourly snapshots, per area and status, on Cairo days', async () => {
    const answer = await read('DAYS');
    expect(answer.errors).toBeUndefined();
    const { on, ready, off } = answer.data!.getVehicleCounterAnalytics;
    expect(on.xAxisLabels).toEqual(['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05']);
    expect(byArea(on)).toEqual({ Alpha: [3, 0, 0, 1], Beta: [0, 0, 0, 0] });
    expect(byArea(ready)).toEqual({ Alpha: [4, 10, 0, 0], Beta: [0.5, 0, 0, 0] });
    expect(byArea(off)).toEqual({ Alpha: [0, 0, 0, 0], Beta: [1.5, 0, 0, 0] });
    expect(ready.totalData).toEqual([4.5, 10, 0, 0]);
  });

  it('a week or month is the mean of its days that have snapshots, checked against plain SQL', async () => {
    const week = (await read('WEEKS')).data!.getVehicleCounterAnalytics;
    expect(week.ready.xAxisLabels).toEqual(['2026-11-02']);
    expect(byArea(week.ready)).toEqual({ Alpha: [4.67], Beta: [0.17] });
    expect(week.ready.totalData).toEqual([4.83]);
    const month = (await read('MONTH')).data!.getVehicleCounterAnalytics;
    expect(month.on.xAxisLabels).toEqual(['2026-11']);
    // The same figure computed straight from the table: per Cairo day the sum over snapshots / the day's snapshots, averaged over days with any.
    const plain = await server.handle.db.execute(sql`
      WITH days AS (SELECT (taken_at AT TIME ZONE 'Africa/Cairo')::date AS day, count(DISTINCT taken_at) AS n FROM vehicle_status_snapshots
                     WHERE taken_at >= '2026-11-01T22:00:00Z' AND taken_at < '2026-11-05T22:00:00Z' GROUP BY 1)
      SELECT round((sum(coalesce((SELECT sum(count) FROM vehicle_status_snapshots s
                                   WHERE s.area_id = ${alpha} AND s.status = 'on' AND (s.taken_at AT TIME ZONE 'Africa/Cairo')::date = d.day), 0) / d.n)
                    / count(*))::numeric, 2)::float8 AS mean FROM days d`);
    expect(byArea(month.on).Alpha).toEqual([
      (plain as unknown as { rows: Array<{ mean: number }> }).rows[0]!.mean,
    ]);
    expect(byArea(month.on).Alpha).toEqual([1.33]);
  });

  it('is gated by vehicles.VIEW_ANALYTICS and refuses a bad range in words', async () => {
    expect((await read('DAYS', counterOnly)).errors?.[0]?.message).toMatch(/permission/i);
    const backwards = await server.gql(QUERY, { s: '2026-11-05', e: '2026-11-02', t: 'DAYS' }, viewer);
    expect(backwards.errors?.[0]?.message).toBe('Start Date must be smaller than End Date');
    const long = await server.gql(QUERY, { s: '2020-01-01', e: '2026-11-02', t: 'DAYS' }, viewer);
    expect(long.errors?.[0]?.message).toBe(ANALYTICS_RANGE_MESSAGES.tooLong);
    const bad = await server.gql(QUERY, { s: 'yesterday', e: '2026-11-02', t: 'DAYS' }, viewer);
    expect(bad.errors?.[0]?.message).toBe('Please select start date!');
  });
});

describe('POST /export, module analytics (no 95-day limit)', () => {
  const body = (filters: Record<string, unknown>) => ({
    module: 'analytics',
    fields: ['label', 'areas', 'total'],
    filters,
  });
  const counter = {
    series: 'vehicleCounter',
    startDate: '2026-11-02',
    endDate: '2026-11-05',
    type: 'DAYS',
    status: 'ready',
  };

  it('writes the table under the chart: the label column, one column per area, Total', async () => {
    const response = await postExport(server, body(counter), viewer);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /filename="Vehicles Ready-\d{8}-\d{6}\.xlsx"/,
    );
    expect(await readSheet(response)).toEqual([
      ['Date', 'Alpha', 'Beta', 'Total'],
      ['2026-11-02', '4', '0.5', '4.5'],
      ['2026-11-03', '10', '0', '10'],
      ['2026-11-04', '0', '0', '0'],
      ['2026-11-05', '0', '0', '0'],
    ]);
  });

  it('keeps the page’s area choice (the Total sums those areas), its resolution, and a range over 95 days', async () => {
    const beta1 = await readSheet(
      await postExport(server, body({ ...counter, areas: [beta], type: 'MONTH', status: 'off' }), viewer),
    );
    expect(beta1).toEqual([
      ['Month', 'Beta', 'Total'],
      ['2026-11', '0.5', '0.5'],
    ]);
    const cleared = await readSheet(
      await postExport(server, body({ ...counter, areas: ['0', beta] }), viewer),
    );
    expect(cleared[0]).toEqual(['Date', 'Alpha', 'Beta', 'Total']);
    const year = await postExport(
      server,
      body({ ...counter, startDate: '2026-01-01', type: 'MONTH' }),
      viewer,
    );
    expect(year.status).toBe(200);
    expect((await readSheet(year)).map((row) => row[0])).toEqual([
      'Month',
      ...Array.from({ length: 11 }, (_v, i) => `2026-${String(i + 1).padStart(2, '0')}`),
    ]);
  });

  it('is refused without the series’ gate, and for an unknown series or bad arguments, in words', async () => {
    expect((await postExport(server, body(counter), counterOnly)).status).toBe(403);
    const unknown = await postExport(server, body({ ...counter, series: 'nope' }), viewer);
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { message: string }).message).toBe('Unknown analytics series: nope');
    const badStatus = await postExport(server, body({ ...counter, status: 'lost' }), viewer);
    expect(badStatus.status).toBe(400);
    const backwards = await postExport(server, body({ ...counter, startDate: '2026-11-06' }), viewer);
    expect(((await backwards.json()) as { message: string }).message).toBe(
      'Start Date must be smaller than End Date',
    );
  });
});
