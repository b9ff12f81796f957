import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { roundTo } from '@ops/shared/rules/rounding';
import type { Deps } from '../../platform/deps';
import { queryRows } from '../../platform/db/client';
import { createStaff, signIn } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { postExport, readSheet } from '../../platform/exports/exportTestHelpers';
import { refreshTick } from '../../platform/aggregates/refresh';
import { SERVER_AGGREGATES as AGGREGATES } from '../../compose/modules';
import { createWorld, writeDay, type AnalyticsWorld } from '../../platform/aggregates/testFixtures';
import { ANALYTICS_RANGE_MESSAGES } from './range';

/**
 * Every analytics query of issue 11's bills, rides and rentals part, answered from the daily
 * aggregates and checked against a plain SQL computation of the same figure over the RAW
 * tables (bills, rides, users, rentals, reservations).
 */
const DAY_MS = 86_400_000;
const SERIES = 'xAxisLabels totalData areasData { id name labels }';

let server: TestServer;
let deps: Deps;
let world: AnalyticsWorld;
let analyst: string;
let ridesOnly: string;
let range: { startDate: string; endDate: string };

beforeAll(async () => {
  server = await startTestServer();
  deps = server.server.deps;
  const staff = await createStaff(server.handle.db, { level: 0 });
  world = await createWorld(deps, staff.userId);
  for (let variant = 0; variant < 3; variant += 1) {
    await writeDay(deps, world, variant);
    server.clock.advance(DAY_MS);
  }
  await refreshTick(deps, AGGREGATES);
  analyst = await signIn(
    server,
    await createStaff(server.handle.db, {
      permissions: {
        bills: { VIEW_ANALYTICS: true },
        rides: { VIEW_ANALYTICS: true },
        rentals: { VIEW_ANALYTICS: true },
      },
    }),
  );
  ridesOnly = await signIn(
    server,
    await createStaff(server.handle.db, { permissions: { rides: { VIEW_ANALYTICS: true } } }),
  );
  // A day before the data and the last day: zero-filled at the start.
  range = { startDate: dayBefore(world.days[0]!), endDate: world.days[2]! };
});
afterAll(async () => {
  await server.close();
});

function dayBefore(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
}

interface Series {
  xAxisLabels: string[];
  totalData: number[];
  areasData: Array<{ id: string; name: string; labels: number[] }>;
}

async function ask<T>(query: string, variables: Record<string, unknown>, token = analyst): Promise<T> {
  const response = await server.gql<T>(query, variables, token);
  expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
  return response.data!;
}

/** Per day ('YYYY-MM-DD') and area id: a figure from the raw tables. */
type Expected = Map<string, number>;

function expectSeries(series: Series, expected: Expected, days: readonly string[]): void {
  expect(series.xAxisLabels).toEqual(days);
  const totals = days.map((day) =>
    roundTo([...expected].filter(([key]) => key.startsWith(`${day}|`)).reduce((sum, [, v]) => sum + v, 0)),
  );
  expect(series.totalData).toEqual(totals);
  for (const area of series.areasData) {
    const id = area.id === 'none' ? '' : area.id;
    expect(area.labels, area.name).toEqual(days.map((day) => roundTo(expected.get(`${day}|${id}`) ?? 0)));
  }
  // Every area with a figure is there (an area may also be listed with zeros: rides but no free ones).
  const listed = new Set(series.areasData.map((area) => (area.id === 'none' ? '' : area.id)));
  for (const [key, value] of expected)
    if (value !== 0 && days.includes(key.split('|')[0]!)) expect(listed).toContain(key.split('|')[1]);
}

/** The actual revenue (02 §5) of raw bills of `types`, per Cairo day and area, EGP. */
async function rawRevenue(types: readonly string[]): Promise<Expected> {
  const rows = await queryRows<{ day: string; area: string; egp: string }>(
    deps.db,
    sql`SELECT to_char(b.date AT TIME ZONE 'Africa/Cairo', 'YYYY-MM-DD') AS day,
               coalesce((SELECT area_id FROM rides WHERE bill_id = b.id), (SELECT area_id FROM day_rentals WHERE bill_id = b.id),
                        (SELECT area_id FROM reservations WHERE bill_id = b.id), u.area_id, '') AS area,
               sum((CASE WHEN b.is_payment_successful THEN b.actual_cost_piasters ELSE b.paid_with_balance_piasters END)
                   + b.paid_with_subscription_piasters) / 100.0 AS egp
          FROM bills b JOIN users u ON u.id = b.user_id
         WHERE b.type IN (${sql.join(
           types.map((t) => sql`${t}`),
           sql`, `,
         )})
         GROUP BY 1, 2`,
  );
  return new Map(rows.map((row) => [`${row.day}|${row.area}`, Number(row.egp)]));
}

const days = () => [range.startDate, ...world.days];

describe('bills analytics series (02 §7) against the raw bills', () => {
  it.each([
    ['getBillsAnalytics', ['ride', 'dayRental', 'reserveVehicle', 'subscription']],
    ['getBillsForSettleAnalytics', ['settleNegativeBalance']],
    ['getBillsForPrimeAnalytics', ['subscription']],
    ['getBillsForReservationAnalytics', ['reserveVehicle']],
  ] as const)('%s', async (field, types) => {
    const data = await ask<Record<string, Series>>(
      `query($s: String!, $e: String!) { ${field}(startDate: $s, endDate: $e, type: DAYS) { ${SERIES} } }`,
      { s: range.startDate, e: range.endDate },
    );
    const expected = await rawRevenue(types);
    expect([...expected.values()].some((v) => v > 0)).toBe(true);
    expectSeries(data[field]!, expected, days());
  });

  it('one area by its name; weeks and months sum the days', async () => {
    const [area] = await queryRows<{ name: string }>(
      deps.db,
      sql`SELECT name FROM areas WHERE id = ${world.areaA}`,
    );
    const q = `query($s: String!, $e: String!, $t: TimeUnit, $a: String) { getBillsAnalytics(startDate: $s, endDate: $e, type: $t, areaName: $a) { ${SERIES} } }`;
    const byDay = (
      await ask<{ getBillsAnalytics: Series }>(q, { s: range.startDate, e: range.endDate, a: area!.name })
    ).getBillsAnalytics;
    expect(byDay.areasData.map((a) => a.id)).toEqual([world.areaA]);
    const expectedA = new Map(
      [...(await rawRevenue(['ride', 'dayRental', 'reserveVehicle', 'subscription']))].filter(([key]) =>
        key.endsWith(`|${world.areaA}`),
      ),
    );
    expectSeries(byDay, expectedA, days());
    const sum = (values: number[]) => roundTo(values.reduce((a, b) => a + b, 0));
    for (const unit of ['WEEKS', 'MONTH']) {
      const bucketed = (
        await ask<{ getBillsAnalytics: Series }>(q, {
          s: range.startDate,
          e: range.endDate,
          t: unit,
          a: area!.name,
        })
      ).getBillsAnalytics;
      expect(sum(bucketed.totalData)).toBe(sum(byDay.totalData));
    }
  });

  it("refuses a range that ends before it starts, with the export's words", async () => {
    const response = await server.gql(
      `query { getBillsAnalytics(startDate: "${world.days[2]}", endDate: "${world.days[0]}") { totalData } }`,
      {},
      analyst,
    );
    expect(response.errors?.[0]?.message).toBe(ANALYTICS_RANGE_MESSAGES.startAfterEnd);
    const bad = await server.gql(
      `query { getAllRevenues(startDate: "yesterday", endDate: "${world.days[0]}") { data } }`,
      {},
      analyst,
    );
    expect(bad.errors?.[0]?.message).toBe(ANALYTICS_RANGE_MESSAGES.startMissing);
  });
});

describe('revenue queries and their report variants', () => {
  it.each([
    ['getAllRevenues', ['ride', 'dayRental', 'reserveVehicle', 'subscription']],
    ['getRidesRevenues', ['ride']],
    ['getRentalsRevenues', ['dayRental']],
    ['getReservationsRevenues', ['reserveVehicle']],
    ['getSettleNegativeBalanceRevenues', ['settleNegativeBalance']],
  ] as const)('%s and its report variant', async (field, types) => {
    const expected = await rawRevenue(types);
    const perDay = days().map((day) =>
      roundTo([...expected].filter(([key]) => key.startsWith(`${day}|`)).reduce((s, [, v]) => s + v, 0)),
    );
    const plain = await ask<Record<string, { xAxisLabels: string[]; data: number[] }>>(
      `query($s: String!, $e: String!) { ${field}(startDate: $s, endDate: $e) { xAxisLabels data } }`,
      { s: range.startDate, e: range.endDate },
    );
    expect(plain[field]).toEqual({ xAxisLabels: days(), data: perDay });
    const report = await ask<Record<string, { xAxisLabels: string[]; data: number[] }>>(
      `query($s: String!, $e: String!) { ${field}Report(startDate: $s, endDate: $e, type: MONTH) { xAxisLabels data } }`,
      { s: range.startDate, e: range.endDate },
    );
    expect(roundTo(report[`${field}Report`]!.data.reduce((a, b) => a + b, 0))).toBe(
      roundTo(perDay.reduce((a, b) => a + b, 0)),
    );
    expect(report[`${field}Report`]!.xAxisLabels.every((label) => /^\d{4}-\d{2}$/.test(label))).toBe(true);
  });
});

describe('totalBalanceInUsers and totalBillingAnalytics', () => {
  it('totalBalanceInUsers is the wallets now', async () => {
    const [raw] = await queryRows<{ pos: string; pos_n: number; neg: string; neg_n: number }>(
      deps.db,
      sql`SELECT coalesce(sum(balance_piasters) FILTER (WHERE balance_piasters > 0), 0) / 100.0 AS pos, count(*) FILTER (WHERE balance_piasters > 0)::int AS pos_n,
                 coalesce(sum(balance_piasters) FILTER (WHERE balance_piasters < 0), 0) / 100.0 AS neg, count(*) FILTER (WHERE balance_piasters < 0)::int AS neg_n FROM users`,
    );
    const data = await ask<{ totalBalanceInUsers: Record<string, number> }>(
      `query { totalBalanceInUsers { totalPositiveBalance totalPositiveCount totalNegativeBalance totalNegativeCount } }`,
      {},
    );
    expect(raw!.pos_n).toBeGreaterThan(0);
    expect(data.totalBalanceInUsers).toEqual({
      totalPositiveBalance: Number(raw!.pos),
      totalPositiveCount: raw!.pos_n,
      totalNegativeBalance: Number(raw!.neg),
      totalNegativeCount: raw!.neg_n,
    });
  });

  it('every breakdown, the cost totals and the gateways', async () => {
    const data = await ask<{ totalBillingAnalytics: Record<string, unknown> & { actualData: Series } }>(
      `query($s: String!, $e: String!) { totalBillingAnalytics(startDate: $s, endDate: $e, type: DAYS) {
        actualData { ${SERIES} }
        settling { net prime balance promo total count } rides { net prime balance promo total count } rental { net prime balance promo total count }
        reservations { net prime balance promo total count } prime { net prime balance promo total count }
        walletCharge { net prime balance promo total count } fine { net prime balance promo total count }
        costTotals { total actual uncollected promo vat } paymentGateways { gateway count net } } }`,
      { s: range.startDate, e: range.endDate },
    );
    const raw = await queryRows<{
      type: string;
      net: string;
      prime: string;
      balance: string;
      promo: string;
      total: string;
      vat: string;
      count: number;
    }>(
      deps.db,
      sql`SELECT type, sum(CASE WHEN is_payment_successful THEN actual_cost_piasters - paid_with_balance_piasters ELSE 0 END) / 100.0 AS net,
                 sum(paid_with_subscription_piasters) / 100.0 AS prime, sum(paid_with_balance_piasters) / 100.0 AS balance,
                 sum(paid_with_promocode_piasters) / 100.0 AS promo, sum(total_cost_piasters) / 100.0 AS total, sum(vat_piasters) / 100.0 AS vat, count(*)::int AS count
            FROM bills GROUP BY type`,
    );
    const byType = new Map(raw.map((row) => [row.type, row]));
    const result = data.totalBillingAnalytics;
    const names = {
      settling: 'settleNegativeBalance',
      rides: 'ride',
      rental: 'dayRental',
      reservations: 'reserveVehicle',
      prime: 'subscription',
      walletCharge: 'walletCharge',
      fine: 'FINE',
    };
    for (const [name, type] of Object.entries(names)) {
      const row = byType.get(type)!;
      expect(result[name], name).toEqual({
        net: Number(row.net),
        prime: Number(row.prime),
        balance: Number(row.balance),
        promo: Number(row.promo),
        total: Number(row.total),
        count: row.count,
      });
    }
    const revenueTypes = ['ride', 'dayRental', 'reserveVehicle', 'subscription'].map((type) =>
      byType.get(type)!,
    );
    const sum = (pick: (row: (typeof raw)[number]) => number) =>
      roundTo(revenueTypes.reduce((s, row) => s + pick(row), 0));
    const actual = sum((row) => Number(row.net) + Number(row.balance) + Number(row.prime));
    const total = sum((row) => Number(row.total));
    const promo = sum((row) => Number(row.promo));
    expect(result.costTotals).toEqual({
      total,
      actual,
      promo,
      uncollected: roundTo(total - actual - promo),
      vat: sum((row) => Number(row.vat)),
    });
    expectSeries(
      result.actualData,
      await rawRevenue(['ride', 'dayRental', 'reserveVehicle', 'subscription']),
      days(),
    );

    const gateways = await queryRows<{ gateway: string; count: number; net: string }>(
      deps.db,
      sql`SELECT payment_gateway AS gateway, count(*)::int AS count,
                 sum(CASE WHEN is_payment_successful THEN actual_cost_piasters - paid_with_balance_piasters ELSE 0 END) / 100.0 AS net
            FROM bills WHERE payment_gateway IS NOT NULL GROUP BY 1 ORDER BY 1`,
    );
    expect(result.paymentGateways).toEqual(
      gateways.map((g) => ({ gateway: g.gateway, count: g.count, net: Number(g.net) })),
    );
  });
});

describe('rides and rentals analytics against the raw rides and rentals', () => {
  it('getRidesAnalytics: count, minutes, revenue and free rides per day of the start and area', async () => {
    const data = await ask<{
      getRidesAnalytics: Record<'count' | 'minutes' | 'revenue' | 'freeRides', Series>;
    }>(
      `query($s: String!, $e: String!) { getRidesAnalytics(startDate: $s, endDate: $e, type: DAYS) { count { ${SERIES} } minutes { ${SERIES} } revenue { ${SERIES} } freeRides { ${SERIES} } } }`,
      { s: range.startDate, e: range.endDate },
      ridesOnly,
    );
    const raw = await queryRows<{ day: string; area: string; n: number; minutes: string; free: number }>(
      deps.db,
      sql`SELECT to_char(start_time AT TIME ZONE 'Africa/Cairo', 'YYYY-MM-DD') AS day, coalesce(area_id, '') AS area, count(*)::int AS n,
                 sum(time_ms) / 60000.0 AS minutes, count(*) FILTER (WHERE free_ride)::int AS free
            FROM rides WHERE status = 'done' GROUP BY 1, 2`,
    );
    const map = (pick: (row: (typeof raw)[number]) => number): Expected =>
      new Map(raw.map((row) => [`${row.day}|${row.area}`, pick(row)]));
    expectSeries(
      data.getRidesAnalytics.count,
      map((row) => row.n),
      days(),
    );
    expectSeries(
      data.getRidesAnalytics.minutes,
      map((row) => Number(row.minutes)),
      days(),
    );
    expectSeries(
      data.getRidesAnalytics.freeRides,
      map((row) => row.free),
      days(),
    );
    expectSeries(data.getRidesAnalytics.revenue, await rawRevenue(['ride']), days());
  });

  it('getRentalsAnalytics: rentals booked and their revenue', async () => {
    const data = await ask<{ getRentalsAnalytics: Record<'count' | 'revenue', Series> }>(
      `query($s: String!, $e: String!) { getRentalsAnalytics(startDate: $s, endDate: $e) { count { ${SERIES} } revenue { ${SERIES} } } }`,
      { s: range.startDate, e: range.endDate },
    );
    const raw = await queryRows<{ day: string; area: string; n: number }>(
      deps.db,
      sql`SELECT to_char(created_at AT TIME ZONE 'Africa/Cairo', 'YYYY-MM-DD') AS day, coalesce(area_id, '') AS area, count(*)::int AS n FROM day_rentals GROUP BY 1, 2`,
    );
    expectSeries(
      data.getRentalsAnalytics.count,
      new Map(raw.map((row) => [`${row.day}|${row.area}`, row.n])),
      days(),
    );
    expectSeries(data.getRentalsAnalytics.revenue, await rawRevenue(['dayRental']), days());
  });
});

describe('each role sees what its permissions allow', () => {
  it.each([
    'getBillsAnalytics(startDate: "2026-01-01", endDate: "2026-01-02") { totalData }',
    'getAllRevenues(startDate: "2026-01-01", endDate: "2026-01-02") { data }',
    'totalBalanceInUsers { totalPositiveCount }',
    'totalBillingAnalytics(startDate: "2026-01-01", endDate: "2026-01-02") { costTotals { total } }',
    'getRentalsAnalytics(startDate: "2026-01-01", endDate: "2026-01-02") { count { totalData } }',
  ])('rides.VIEW_ANALYTICS alone is refused %s', async (field) => {
    const response = await server.gql(`query { ${field} }`, {}, ridesOnly);
    expect(response.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('POST /export, module analytics: the tables under the bills, rides and rentals charts', () => {
  const body = (filters: Record<string, unknown>) => ({
    module: 'analytics',
    fields: ['label', 'areas', 'total'],
    filters,
  });

  it.each([
    [
      'bills',
      {},
      'getBillsAnalytics(startDate: $s, endDate: $e, type: DAYS) { totalData }',
      (d: Record<string, { totalData: number[] }>) => d.getBillsAnalytics!.totalData,
    ],
    [
      'billsSettle',
      {},
      'getBillsForSettleAnalytics(startDate: $s, endDate: $e, type: DAYS) { totalData }',
      (d: Record<string, { totalData: number[] }>) => d.getBillsForSettleAnalytics!.totalData,
    ],
    [
      'rides',
      { figure: 'minutes' },
      'getRidesAnalytics(startDate: $s, endDate: $e, type: DAYS) { minutes { totalData } }',
      (d: Record<string, { minutes: { totalData: number[] } }>) => d.getRidesAnalytics!.minutes.totalData,
    ],
    [
      'rentals',
      { figure: 'revenue' },
      'getRentalsAnalytics(startDate: $s, endDate: $e, type: DAYS) { revenue { totalData } }',
      (d: Record<string, { revenue: { totalData: number[] } }>) => d.getRentalsAnalytics!.revenue.totalData,
    ],
  ] as const)('%s: its Total column is the query’s totalData', async (series, extra, field, pick) => {
    const response = await postExport(
      server,
      body({ series, startDate: range.startDate, endDate: range.endDate, type: 'DAYS', ...extra }),
      analyst,
    );
    expect(response.status).toBe(200);
    const sheet = await readSheet(response);
    const shown = await ask<never>(`query($s: String!, $e: String!) { ${field} }`, {
      s: range.startDate,
      e: range.endDate,
    });
    expect(sheet.slice(1).map((row) => Number(row[row.length - 1]))).toEqual(
      (pick as (d: unknown) => number[])(shown),
    );
  });

  it('is refused without the query’s gate', async () => {
    const response = await postExport(
      server,
      body({ series: 'bills', startDate: range.startDate, endDate: range.endDate, type: 'DAYS' }),
      ridesOnly,
    );
    expect(response.status).toBe(403);
  });
});
