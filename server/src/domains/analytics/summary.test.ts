import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createStaff, signIn } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { queryRows } from '../../platform/db/client';
import { newId } from '../../platform/lib/ids';
import { appSessions } from '../sessions/tables';
import { appSessionsDaily } from '../sessions/dailyAggregate';
import { areas } from '../areas/tables';
import { createArea, createRider } from '../wallet/testFixtures';

/**
 * agg_app_sessions_daily (migration 0039) against plain SQL over app_sessions, incremental equal
 * to rebuild, and /app/analytics-summary's query reading it behind analytics.VIEW_SUMMARIES.
 */

const SUMMARY = `query($s: String!, $e: String!, $t: TimeUnit) { getAnalyticsSummary(startDate: $s, endDate: $e, type: $t) {
  sessions { xAxisLabels areasData { id name labels } totalData } rides { totalData } revenue { totalData } minutes { totalData }
  riders { totalData } newUsers { totalData }
  billing { total actual uncollected promo vat } } }`;

let server: TestServer;
let viewer: string;
let other: string;
let area: string;

const rowsOf = () =>
  queryRows<{ day: string; area_id: string; sessions: number; converted: number }>(
    server.handle.db,
    sql`SELECT to_char(day, 'YYYY-MM-DD') AS day, area_id, sessions, converted FROM agg_app_sessions_daily ORDER BY 1, 2`,
  );
/** The same figures straight from the raw table. */
const plain = () =>
  queryRows<{ day: string; area_id: string; sessions: number; converted: number }>(
    server.handle.db,
    sql`SELECT to_char(started_at AT TIME ZONE 'Africa/Cairo', 'YYYY-MM-DD') AS day, coalesce(area_id, '') AS area_id,
               count(*)::int AS sessions, count(ride_id)::int AS converted
          FROM app_sessions WHERE kind = 'app' GROUP BY 1, 2 ORDER BY 1, 2`,
  );

beforeAll(async () => {
  server = await startTestServer();
  const db = server.handle.db;
  viewer = await signIn(
    server,
    await createStaff(db, { level: 5, permissions: { analytics: { VIEW_SUMMARIES: true } } }),
  );
  other = await signIn(
    server,
    await createStaff(db, {
      level: 5,
      permissions: { bills: { VIEW_ANALYTICS: true }, rides: { VIEW_ANALYTICS: true } },
    }),
  );
  area = await createArea(db);
  await db.update(areas).set({ name: 'Maadi' }).where(eq(areas.id, area));
  const rider = await createRider(db);
  const staff = await createStaff(db, { level: 8, permissions: {} });
  const session = (startedAt: string, values: Partial<typeof appSessions.$inferInsert> = {}) => ({
    id: newId(),
    userId: rider,
    kind: 'app' as const,
    startedAt: new Date(startedAt),
    areaId: area,
    ...values,
  });
  await db.insert(appSessions).values([
    // 2 Nov Cairo (UTC+2): two in Maadi, one of them late in the evening UTC but still 2 Nov in Cairo.
    session('2026-11-02T08:00:00Z'),
    session('2026-11-02T21:30:00Z'),
    // 23:30 UTC on 2 Nov is 3 Nov in Cairo; and one without an area.
    session('2026-11-02T22:30:00Z'),
    session('2026-11-03T10:00:00Z', { areaId: null }),
    // A staff ops-app session is not a rider session.
    session('2026-11-03T10:00:00Z', { userId: staff.userId, kind: 'ops' }),
  ]);
});
afterAll(async () => {
  await server?.close();
});

describe('agg_app_sessions_daily', () => {
  it('holds what a plain count of the raw sessions says, per Cairo day and area', async () => {
    await appSessionsDaily.refreshDays(server.handle.db, '2026-11-01', '2026-11-05');
    expect(await rowsOf()).toEqual(await plain());
    expect(await rowsOf()).toEqual([
      { day: '2026-11-02', area_id: area, sessions: 2, converted: 0 },
      { day: '2026-11-03', area_id: '', sessions: 1, converted: 0 },
      { day: '2026-11-03', area_id: area, sessions: 1, converted: 0 },
    ]);
    expect(await appSessionsDaily.firstDay(server.handle.db)).toBe('2026-11-02');
  });

  it('names the days a new session touches, and refreshing those equals a rebuild', async () => {
    const since = new Date('2026-11-04T00:00:00Z');
    const rider = await createRider(server.handle.db);
    await server.handle.db.insert(appSessions).values({
      id: newId(),
      userId: rider,
      kind: 'app',
      startedAt: new Date('2026-11-04T12:00:00Z'),
      areaId: area,
      rideId: null,
    });
    const days = await appSessionsDaily.changedDays(server.handle.db, since);
    expect(days).toContain('2026-11-04');
    for (const day of days) await appSessionsDaily.refreshDays(server.handle.db, day, day);
    const incremental = await rowsOf();
    await appSessionsDaily.refreshDays(
      server.handle.db,
      (await appSessionsDaily.firstDay(server.handle.db))!,
      '2026-11-30',
    );
    expect(await rowsOf()).toEqual(incremental);
    expect(incremental).toEqual(await plain());
  });
});

describe('getAnalyticsSummary', () => {
  it('answers the sessions per area and bucket, and the revenue, rides and billing series beside them', async () => {
    const answer = await server.gql<{
      getAnalyticsSummary: {
        sessions: {
          xAxisLabels: string[];
          areasData: Array<{ id: string; name: string; labels: number[] }>;
          totalData: number[];
        };
        rides: { totalData: number[] };
        billing: { total: number };
      };
    }>(SUMMARY, { s: '2026-11-02', e: '2026-11-04' }, viewer);
    expect(answer.errors).toBeUndefined();
    const { sessions, rides, billing } = answer.data!.getAnalyticsSummary;
    expect(sessions.xAxisLabels).toEqual(['2026-11-02', '2026-11-03', '2026-11-04']);
    expect(sessions.areasData).toEqual([
      { id: area, name: 'Maadi', labels: [2, 1, 1] },
      { id: 'none', name: 'No area', labels: [0, 1, 0] },
    ]);
    expect(sessions.totalData).toEqual([2, 2, 1]);
    expect(rides.totalData).toEqual([0, 0, 0]);
    // The rider analytics' own series, over the same labels (no rides or sign-ups in these days here).
    const { riders, newUsers } = answer.data!.getAnalyticsSummary as unknown as Record<
      'riders' | 'newUsers',
      { totalData: number[] }
    >;
    expect(riders.totalData).toEqual([0, 0, 0]);
    expect(newUsers.totalData).toEqual([0, 0, 0]);
    expect(billing.total).toBe(0);
    const month = await server.gql<{ getAnalyticsSummary: { sessions: { totalData: number[] } } }>(
      SUMMARY,
      { s: '2026-11-01', e: '2026-11-30', t: 'MONTH' },
      viewer,
    );
    expect(month.data!.getAnalyticsSummary.sessions.totalData).toEqual([5]);
  });

  it('is gated by analytics.VIEW_SUMMARIES alone (bills and rides permissions do not open it)', async () => {
    expect(
      (await server.gql(SUMMARY, { s: '2026-11-02', e: '2026-11-04' }, other)).errors?.[0]?.message,
    ).toMatch(/permission/i);
    expect(
      (await server.gql(SUMMARY, { s: '2026-11-05', e: '2026-11-04' }, viewer)).errors?.[0]?.message,
    ).toBe('Start Date must be smaller than End Date');
  });
});
