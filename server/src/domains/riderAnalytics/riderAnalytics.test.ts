import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bucketLabels, cairoDay, type TimeUnit } from '@ops/shared/analytics/buckets';
import { createStaff, signIn } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';
import type { AnalyticsSeries } from '../analytics/series';
import { queryRows } from '../../platform/db/client';
import { newId } from '../../platform/lib/ids';
import { assignArea } from '../users/actions/area';
import { users } from '../../platform/session/tables';
import { sessionFor } from '../wallet/testFixtures';
import { userRegistrationsDaily } from './aggregates/userRegistrations';
import { walletDaily } from './aggregates/walletDaily';
import { riderCohortMonths } from './aggregates/cohortMonths';
import { refreshTick } from '../../platform/aggregates/refresh';
import { rides } from '../rides/tables';
import { NO_AREA } from './areaRows';
import { ANALYTICS_RANGE_MESSAGES } from '../analytics/range';
import { seedRiderDataSet, type RiderDataSet } from './testFixtures';

/**
 * Every rider analytics figure on a small scattered data set, each checked against a plain SQL
 * computation over the raw tables (written independently of the domain's SQL), through GraphQL.
 * One database for the whole file.
 */

let server: TestServer;
let viewer: string;
let summariesOnly: string;
let staffId: string;
let set: RiderDataSet;
const START = '2026-09-03';
const END = '2026-10-29';
const UNITS: TimeUnit[] = ['DAYS', 'WEEKS', 'MONTH'];

const db = () => server.handle.db;
const rows = <T>(query: SQL) => queryRows<T>(db(), query);

/** The plain bucket of a timestamptz column, written out per unit (independent of range.ts). */
function plainBucket(column: string, unit: TimeUnit): SQL {
  const local = sql.raw(`(${column} AT TIME ZONE 'Africa/Cairo')`);
  if (unit === 'DAYS') return sql`to_char(${local}, 'YYYY-MM-DD')`;
  if (unit === 'WEEKS') return sql`to_char(date_trunc('week', ${local}), 'YYYY-MM-DD')`;
  return sql`to_char(${local}, 'YYYY-MM')`;
}
const inCairoDays = (column: string, from: string, to: string) =>
  sql.raw(`to_char(${column} AT TIME ZONE 'Africa/Cairo', 'YYYY-MM-DD') BETWEEN '${from}' AND '${to}'`);

/** Turns expected (bucket, area, value) rows into the series shape: zero-filled, areas by name. */
async function expectedSeries(
  expected: Array<{ bucket: string; area_id: string | null; value: number | string }>,
  unit: TimeUnit,
  totals?: Map<string, number>,
): Promise<AnalyticsSeries> {
  const labels = bucketLabels(START, END, unit);
  const names = new Map(
    (await rows<{ id: string; name: string }>(sql`SELECT id, name FROM areas`)).map((a) => [a.id, a.name]),
  );
  const areas = new Map<string, { id: string; name: string; labels: number[] }>();
  const totalData = labels.map(() => 0);
  for (const row of expected) {
    const i = labels.indexOf(row.bucket);
    expect(i, `bucket ${row.bucket}`).toBeGreaterThanOrEqual(0);
    const id = row.area_id ?? NO_AREA.id;
    if (!areas.has(id))
      areas.set(id, {
        id,
        name: row.area_id ? names.get(row.area_id)! : NO_AREA.name,
        labels: labels.map(() => 0),
      });
    areas.get(id)!.labels[i] = Number(row.value);
    totalData[i] = totalData[i]! + Number(row.value);
  }
  return {
    xAxisLabels: labels,
    areasData: [...areas.values()].sort((a, b) => a.name.localeCompare(b.name)),
    totalData: totals
      ? labels.map((label) => totals.get(label) ?? 0)
      : totalData.map((v) => Math.round(v * 100) / 100),
  };
}

async function ask<T>(field: string, args: string, selection: string, token = viewer): Promise<T> {
  const response = await server.gql<Record<string, T>>(`{ ${field}(${args}) ${selection} }`, {}, token);
  expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
  return response.data![field]!;
}
const SERIES = '{ xAxisLabels totalData areasData { id name labels } }';

beforeAll(async () => {
  server = await startTestServer();
  set = await seedRiderDataSet(db(), { from: new Date('2026-08-20T00:00:00Z'), days: 80, riders: 70 });
  staffId = (await createStaff(db(), { level: 0 })).userId;
  viewer = await signIn(
    server,
    await createStaff(db(), {
      level: 3,
      permissions: {
        analytics: { VIEW_SUMMARIES: true, VIEW_COHORTS: true, VIEW_WALLET_ANALYTICS: true },
        users: { VIEW_BEHAVIOUR_LOGS: true },
      },
    }),
  );
  summariesOnly = await signIn(
    server,
    await createStaff(db(), { level: 3, permissions: { analytics: { VIEW_SUMMARIES: true } } }),
  );
  await userRegistrationsDaily.refreshDays(db(), '2026-08-01', '2026-11-30');
  await walletDaily.refreshDays(db(), '2026-08-01', '2026-11-30');
  await riderCohortMonths.refreshDays(db(), '2026-08-01', '2026-11-30');
}, 60_000);
afterAll(async () => {
  await server.close();
});

describe('the daily aggregates equal a plain SQL over the raw tables', () => {
  const plainRegistrations = () =>
    rows<{ day: string; area_id: string; lang: string; users: number }>(sql`
    SELECT to_char(created_at AT TIME ZONE 'Africa/Cairo', 'YYYY-MM-DD') AS day, coalesce(area_id, '') AS area_id, lang, count(*)::int AS users
      FROM users WHERE type = 'user' GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`);
  const storedRegistrations = () =>
    rows<{ day: string; area_id: string; lang: string; users: number }>(sql`
    SELECT to_char(day, 'YYYY-MM-DD') AS day, area_id, lang, users FROM user_registrations_daily ORDER BY 1, 2, 3`);
  const plainWallet = () =>
    rows<Record<string, string | number>>(sql`
    SELECT to_char(w.created_at AT TIME ZONE 'Africa/Cairo', 'YYYY-MM-DD') AS day, coalesce(u.area_id, '') AS area_id, w.type,
           sum(greatest(w.difference_piasters, 0))::bigint AS added, sum(CASE WHEN w.difference_piasters > 0 THEN 1 ELSE 0 END)::int AS added_count,
           sum(greatest(-w.difference_piasters, 0))::bigint AS used, sum(CASE WHEN w.difference_piasters < 0 THEN 1 ELSE 0 END)::int AS used_count
      FROM wallet_logs w JOIN users u ON u.id = w.user_id GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`);
  const storedWallet = () =>
    rows<Record<string, string | number>>(sql`
    SELECT to_char(day, 'YYYY-MM-DD') AS day, area_id, type, added_piasters AS added, added_count, used_piasters AS used, used_count
      FROM wallet_daily ORDER BY 1, 2, 3`);
  const normal = (list: Array<Record<string, string | number>>) =>
    list.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, String(v)])));

  it('user_registrations_daily: new riders per day, area and language', async () => {
    const stored = await storedRegistrations();
    expect(stored.length).toBeGreaterThan(20);
    expect(stored).toEqual(await plainRegistrations());
    expect(await userRegistrationsDaily.firstDay(db())).toBe((await plainRegistrations())[0]!.day);
  });

  it('wallet_daily: money in and out per day, owner area and type', async () => {
    const stored = await storedWallet();
    expect(stored.length).toBeGreaterThan(20);
    expect(normal(stored)).toEqual(normal(await plainWallet()));
  });

  // One row per rider (type 'user') and Cairo month with an ended ride: its first day then, and the sign-up month.
  const plainCohortMonths = () =>
    rows<{ day: string; user_id: string; signup_month: string }>(sql`
    SELECT to_char(min((r.start_time AT TIME ZONE 'Africa/Cairo')::date), 'YYYY-MM-DD') AS day, r.user_id,
           to_char(min(u.created_at) AT TIME ZONE 'Africa/Cairo', 'YYYY-MM') AS signup_month
      FROM rides r JOIN users u ON u.id = r.user_id
     WHERE r.status = 'done' AND u.type = 'user'
     GROUP BY r.user_id, to_char(r.start_time AT TIME ZONE 'Africa/Cairo', 'YYYY-MM') ORDER BY 1, 2`);
  const storedCohortMonths = () =>
    rows<{ day: string; user_id: string; signup_month: string }>(sql`
    SELECT to_char(day, 'YYYY-MM-DD') AS day, user_id, to_char(signup_month, 'YYYY-MM') AS signup_month FROM rider_cohort_months ORDER BY 1, 2`);

  it('rider_cohort_months: each rider and month ridden once, on its first day (issue 24)', async () => {
    const stored = await storedCohortMonths();
    expect(stored.length).toBeGreaterThan(20);
    expect(stored).toEqual(await plainCohortMonths());
  });

  it("rider_cohort_months: a refresh of the changed days equals a rebuild, also when a ride moves a month's first day", async () => {
    const since = new Date(Date.now() - 1000);
    // A rider's earlier ride in a month they already rode in: the month's row must move to the new first day.
    const [row] = await rows<{ user_id: string; day: string }>(sql`
      SELECT user_id, to_char(day, 'YYYY-MM-DD') AS day FROM rider_cohort_months WHERE extract(day FROM day) > 2 ORDER BY day, user_id LIMIT 1`);
    const earlier = new Date(`${row!.day.slice(0, 7)}-01T12:00:00Z`);
    const [vehicle] = await rows<{ vehicle_id: string }>(
      sql`SELECT vehicle_id FROM rides WHERE user_id = ${row!.user_id} LIMIT 1`,
    );
    await db()
      .insert(rides)
      .values({
        id: newId(),
        userId: row!.user_id,
        vehicleId: vehicle!.vehicle_id,
        startTime: earlier,
        endTime: new Date(earlier.getTime() + 600_000),
        status: 'done',
        createdAt: earlier,
      });
    expect(await storedCohortMonths()).not.toEqual(await plainCohortMonths());
    const changed = await riderCohortMonths.changedDays(db(), since);
    expect(changed).toContain(`${row!.day.slice(0, 7)}-01`);
    for (const day of changed) await riderCohortMonths.refreshDays(db(), day, day);
    expect(await storedCohortMonths()).toEqual(await plainCohortMonths());
    await riderCohortMonths.refreshDays(db(), changed[0]!, changed[0]!);
    expect(await storedCohortMonths()).toEqual(await plainCohortMonths());
  });

  it('a refresh of the changed days after new rows and edits equals a rebuild; running it twice changes nothing', async () => {
    const since = new Date(Date.now() - 1000);
    const newRider = newId();
    await db().insert(users).values({
      id: newRider,
      name: 'Late rider',
      phoneNumber: '+201299999999',
      type: 'user',
      lang: 'ar',
      areaId: set.areaIds[0],
    });
    // An area change of an older rider, as the user page makes it: their sign-up day and wallet
    // days move between areas.
    const [{ id: moved }] = (await rows<{ id: string }>(sql`
      SELECT u.id FROM users u WHERE u.type = 'user' AND u.area_id IS DISTINCT FROM ${set.areaIds[1]}
         AND EXISTS (SELECT 1 FROM wallet_logs w WHERE w.user_id = u.id) ORDER BY u.id LIMIT 1`)) as [
      { id: string },
    ];
    await assignArea(server.server.deps, sessionFor(staffId, { level: 0 }), {
      userId: moved,
      areaId: set.areaIds[1],
    });
    await db()
      .execute(sql`INSERT INTO wallet_logs (id, user_id, type, difference_piasters, prev_balance_piasters, curr_balance_piasters, created_at)
                           VALUES (${newId()}, ${newRider}, 'CHARGE', 2500, 0, 2500, now())`);

    const changed = await userRegistrationsDaily.changedDays(db(), since);
    expect(changed).toContain(cairoDay(new Date()));
    const [first] = await rows<{ day: string }>(
      sql`SELECT to_char(created_at AT TIME ZONE 'Africa/Cairo', 'YYYY-MM-DD') AS day FROM users WHERE id = ${moved}`,
    );
    expect(changed).toContain(first!.day);
    for (const day of changed) await userRegistrationsDaily.refreshDays(db(), day, day);
    expect(await storedRegistrations()).toEqual(await plainRegistrations());

    // The new entry's day, and every day of the moved rider's entries.
    const walletChanged = await walletDaily.changedDays(db(), since);
    const movedDays = await rows<{ day: string }>(sql`
      SELECT DISTINCT to_char(created_at AT TIME ZONE 'Africa/Cairo', 'YYYY-MM-DD') AS day FROM wallet_logs WHERE user_id = ${moved} ORDER BY 1`);
    expect(walletChanged).toEqual(
      [...new Set([...movedDays.map((row) => row.day), cairoDay(new Date())])].sort(),
    );
    for (const day of walletChanged) await walletDaily.refreshDays(db(), day, day);
    await walletDaily.refreshDays(db(), walletChanged[0]!, walletChanged[0]!);
    expect(normal(await storedWallet())).toEqual(normal(await plainWallet()));
  });
});

describe('rider analytics queries equal a plain SQL computation', () => {
  it.each(UNITS)('getUsersByDuration by %s', async (unit) => {
    const expected = await rows<{ bucket: string; area_id: string | null; value: number }>(sql`
      SELECT ${plainBucket('created_at', unit)} AS bucket, area_id, count(*)::int AS value FROM users
       WHERE type = 'user' AND ${inCairoDays('created_at', START, END)} GROUP BY 1, 2`);
    const series = await ask<AnalyticsSeries>(
      'getUsersByDuration',
      `startDate: "${START}", endDate: "${END}", type: ${unit}`,
      SERIES,
    );
    expect(series).toEqual(await expectedSeries(expected, unit));
    expect(series.totalData.reduce((a, b) => a + b, 0)).toBeGreaterThan(10);
  });

  it.each(UNITS)(
    'getActiveUsersReports by %s: distinct riders per area, and once over all areas',
    async (unit) => {
      const perArea = await rows<{ bucket: string; area_id: string | null; value: number }>(sql`
      SELECT ${plainBucket('start_time', unit)} AS bucket, area_id, count(DISTINCT user_id)::int AS value FROM rides
       WHERE status = 'done' AND ${inCairoDays('start_time', START, END)} GROUP BY 1, 2`);
      const overall = await rows<{ bucket: string; value: number }>(sql`
      SELECT ${plainBucket('start_time', unit)} AS bucket, count(DISTINCT user_id)::int AS value FROM rides
       WHERE status = 'done' AND ${inCairoDays('start_time', START, END)} GROUP BY 1`);
      const series = await ask<AnalyticsSeries>(
        'getActiveUsersReports',
        `startDate: "${START}", endDate: "${END}", type: ${unit}`,
        SERIES,
      );
      expect(series).toEqual(
        await expectedSeries(perArea, unit, new Map(overall.map((row) => [row.bucket, row.value]))),
      );
    },
  );

  it('getActiveUsersReports counts a rider of two areas once in the total', async () => {
    const series = await ask<AnalyticsSeries>(
      'getActiveUsersReports',
      `startDate: "${START}", endDate: "${END}", type: MONTH`,
      SERIES,
    );
    const sumOfAreas = series.totalData.map((_, i) =>
      series.areasData.reduce((total, area) => total + area.labels[i]!, 0),
    );
    expect(series.totalData.some((total, i) => total < sumOfAreas[i]!)).toBe(true);
  });

  it.each(UNITS)(
    'getRidesForUsersRegisteredInDuration and getRentalsForUsersRegisteredInDuration by %s',
    async (unit) => {
      const ridesExpected = await rows<{ bucket: string; area_id: string | null; value: number }>(sql`
      SELECT ${plainBucket('r.start_time', unit)} AS bucket, r.area_id, count(*)::int AS value FROM rides r
       WHERE r.status = 'done' AND ${inCairoDays('r.start_time', START, END)}
         AND r.user_id IN (SELECT id FROM users WHERE type = 'user' AND ${inCairoDays('created_at', START, END)}) GROUP BY 1, 2`);
      const rentalsExpected = await rows<{ bucket: string; area_id: string | null; value: number }>(sql`
      SELECT ${plainBucket('d.created_at', unit)} AS bucket, d.area_id, count(*)::int AS value FROM day_rentals d
       WHERE ${inCairoDays('d.created_at', START, END)}
         AND d.user_id IN (SELECT id FROM users WHERE type = 'user' AND ${inCairoDays('created_at', START, END)}) GROUP BY 1, 2`);
      const args = `startDate: "${START}", endDate: "${END}", type: ${unit}`;
      expect(await ask('getRidesForUsersRegisteredInDuration', args, SERIES)).toEqual(
        await expectedSeries(ridesExpected, unit),
      );
      expect(await ask('getRentalsForUsersRegisteredInDuration', args, SERIES)).toEqual(
        await expectedSeries(rentalsExpected, unit),
      );
      expect(ridesExpected.length).toBeGreaterThan(0);
      expect(rentalsExpected.length).toBeGreaterThan(0);
    },
  );

  it('reads ISO start-of-day to end-of-day times as the Cairo days they fall on', async () => {
    const plain = await ask<AnalyticsSeries>(
      'getUsersByDuration',
      `startDate: "${START}", endDate: "${END}"`,
      SERIES,
    );
    const iso = await ask<AnalyticsSeries>(
      'getUsersByDuration',
      `startDate: "2026-09-02T21:00:00.000Z", endDate: "2026-10-29T20:59:59.999Z"`,
      SERIES,
    );
    expect(iso).toEqual(plain);
  });

  it('languageUsersCount: every rider, or those who signed up in a range', async () => {
    const all = await rows<{ lang: string; n: number }>(
      sql`SELECT lang, count(*)::int AS n FROM users WHERE type = 'user' GROUP BY lang`,
    );
    const inRange = await rows<{ lang: string; n: number }>(sql`
      SELECT lang, count(*)::int AS n FROM users WHERE type = 'user' AND ${inCairoDays('created_at', START, END)} GROUP BY lang`);
    const of = (list: typeof all, lang: string) => list.find((row) => row.lang === lang)?.n ?? 0;
    expect(await ask('languageUsersCount', 'startDate: null', '{ ar en }')).toEqual({
      ar: of(all, 'ar'),
      en: of(all, 'en'),
    });
    expect(await ask('languageUsersCount', `startDate: "${START}", endDate: "${END}"`, '{ ar en }')).toEqual({
      ar: of(inRange, 'ar'),
      en: of(inRange, 'en'),
    });
    expect(of(all, 'ar')).toBeGreaterThan(0);
  });

  it.each(UNITS)(
    'userLifeCycleAnalytics by %s: staff events per vehicle area, one case, and per case',
    async (unit) => {
      const plain = (oneCase?: string) =>
        rows<{ bucket: string; area_id: string | null; value: number }>(sql`
      SELECT ${plainBucket('l.created_at', unit)} AS bucket, v.area_id, count(*)::int AS value
        FROM vehicle_life_cycle l JOIN vehicles v ON v.id = l.vehicle_id
       WHERE l.user_id IS NOT NULL AND ${inCairoDays('l.created_at', START, END)} ${oneCase ? sql`AND l."case" = ${oneCase}` : sql``}
       GROUP BY 1, 2`);
      const perCase = await rows<{ case: string; area_id: string | null; n: number }>(sql`
      SELECT l."case", v.area_id, count(*)::int AS n FROM vehicle_life_cycle l JOIN vehicles v ON v.id = l.vehicle_id
       WHERE l.user_id IS NOT NULL AND ${inCairoDays('l.created_at', START, END)} GROUP BY 1, 2`);
      type Answer = {
        series: AnalyticsSeries;
        cases: Array<{
          case: string;
          label: string;
          count: number;
          areas: Array<{ id: string; count: number }>;
        }>;
      };
      const selection = `{ series ${SERIES} cases { case label count areas { id count } } }`;
      const all = await ask<Answer>(
        'userLifeCycleAnalytics',
        `startDate: "${START}", endDate: "${END}", dataResolution: ${unit}`,
        selection,
      );
      expect(all.series).toEqual(await expectedSeries(await plain(), unit));
      const swaps = await ask<Answer>(
        'userLifeCycleAnalytics',
        `startDate: "${START}", endDate: "${END}", dataResolution: ${unit}, logCase: "BATTERY_SWAP"`,
        selection,
      );
      expect(swaps.series).toEqual(await expectedSeries(await plain('BATTERY_SWAP'), unit));
      expect(swaps.cases).toEqual(all.cases);
      for (const entry of all.cases) {
        const mine = perCase.filter((row) => row.case === entry.case);
        expect(entry.count).toBe(mine.reduce((a, row) => a + row.n, 0));
        expect(entry.areas.map((a) => [a.id, a.count]).sort()).toEqual(
          mine.map((row) => [row.area_id ?? NO_AREA.id, row.n]).sort(),
        );
      }
      expect(all.cases.find((c) => c.case === 'BATTERY_SWAP')?.label).toBe('Battery Swap');
      expect(all.cases.map((c) => c.count)).toEqual([...all.cases.map((c) => c.count)].sort((a, b) => b - a));
    },
  );

  it('getUserCohorts: cohort sizes and riders riding k months after sign-up', async () => {
    const sizes = await rows<{ month: string; size: number }>(sql`
      SELECT to_char(created_at AT TIME ZONE 'Africa/Cairo', 'YYYY-MM') AS month, count(*)::int AS size FROM users
       WHERE type = 'user' AND to_char(created_at AT TIME ZONE 'Africa/Cairo', 'YYYY-MM') BETWEEN '2026-09' AND '2026-10' GROUP BY 1`);
    const pairs = await rows<{ month: string; k: number; riders: number }>(sql`
      SELECT to_char(u.created_at AT TIME ZONE 'Africa/Cairo', 'YYYY-MM') AS month,
             ((extract(year FROM r.start_time AT TIME ZONE 'Africa/Cairo') - extract(year FROM u.created_at AT TIME ZONE 'Africa/Cairo')) * 12
              + extract(month FROM r.start_time AT TIME ZONE 'Africa/Cairo') - extract(month FROM u.created_at AT TIME ZONE 'Africa/Cairo'))::int AS k,
             count(DISTINCT u.id)::int AS riders
        FROM users u JOIN rides r ON r.user_id = u.id AND r.status = 'done'
       WHERE u.type = 'user' AND to_char(u.created_at AT TIME ZONE 'Africa/Cairo', 'YYYY-MM') BETWEEN '2026-09' AND '2026-10'
       GROUP BY 1, 2`);
    const ever = await rows<{ month: string; n: number }>(sql`
      SELECT to_char(u.created_at AT TIME ZONE 'Africa/Cairo', 'YYYY-MM') AS month, count(*)::int AS n FROM users u
       WHERE u.type = 'user' AND EXISTS (SELECT 1 FROM rides r WHERE r.user_id = u.id AND r.status = 'done') GROUP BY 1`);
    const answer = await ask<{
      months: number;
      cohorts: Array<{ month: string; size: number; riders: number[]; shares: number[]; rodeEver: number }>;
    }>(
      'getUserCohorts',
      `startDate: "${START}", endDate: "${END}"`,
      '{ months cohorts { month size riders shares rodeEver } }',
    );
    expect(answer.cohorts.map((c) => c.month)).toEqual(['2026-09', '2026-10']);
    for (const cohort of answer.cohorts) {
      const size = sizes.find((row) => row.month === cohort.month)!.size;
      expect(cohort.size).toBe(size);
      for (const pair of pairs.filter((row) => row.month === cohort.month))
        expect(cohort.riders[pair.k]).toBe(pair.riders);
      expect(cohort.riders.reduce((a, b) => a + b, 0)).toBe(
        pairs.filter((row) => row.month === cohort.month).reduce((a, row) => a + row.riders, 0),
      );
      expect(cohort.rodeEver).toBe(ever.find((row) => row.month === cohort.month)!.n);
      expect(cohort.shares[0]).toBe(Math.round((cohort.riders[0]! / size) * 100) / 100);
    }
    expect(answer.months).toBe(answer.cohorts[0]!.riders.length);
    expect(answer.cohorts[0]!.riders.length).toBe(answer.cohorts[1]!.riders.length + 1);
  });

  it('getUserCohorts says when its figures were brought up to date (issue 24)', async () => {
    const args = `startDate: "${START}", endDate: "${END}"`;
    const before = new Date();
    await refreshTick(server.server.deps, [riderCohortMonths]);
    const answer = await ask<{ refreshedAt: string | null }>('getUserCohorts', args, '{ refreshedAt }');
    expect(answer.refreshedAt).not.toBeNull();
    expect(new Date(answer.refreshedAt!).getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
  });

  it.each(UNITS)('getWalletAnalytics by %s: totals, usage and addition series, per type', async (unit) => {
    const plain = (sign: '>' | '<') =>
      rows<{ bucket: string; area_id: string | null; value: number }>(sql`
      SELECT ${plainBucket('w.created_at', unit)} AS bucket, u.area_id, (abs(sum(w.difference_piasters)) / 100.0)::float8 AS value
        FROM wallet_logs w JOIN users u ON u.id = w.user_id
       WHERE w.difference_piasters ${sql.raw(sign)} 0 AND ${inCairoDays('w.created_at', START, END)} GROUP BY 1, 2`);
    const [totals] = await rows<{ neg: string; neg_n: number; pos: string; pos_n: number }>(sql`
      SELECT coalesce(sum(difference_piasters) FILTER (WHERE difference_piasters < 0), 0) AS neg, (count(*) FILTER (WHERE difference_piasters < 0))::int AS neg_n,
             coalesce(sum(difference_piasters) FILTER (WHERE difference_piasters > 0), 0) AS pos, (count(*) FILTER (WHERE difference_piasters > 0))::int AS pos_n
        FROM wallet_logs WHERE ${inCairoDays('created_at', START, END)}`);
    const [fines] = await rows<{ used: string }>(sql`
      SELECT coalesce(-sum(difference_piasters), 0) AS used FROM wallet_logs WHERE type = 'FINE' AND ${inCairoDays('created_at', START, END)}`);
    const answer = await ask<{
      totalNegative: number;
      totalNegativeCount: number;
      totalPositive: number;
      totalPositiveCount: number;
      usage: AnalyticsSeries;
      addition: AnalyticsSeries;
      byType: Array<{ type: string; label: string; used: number }>;
    }>(
      'getWalletAnalytics',
      `startDate: "${START}", endDate: "${END}", type: ${unit}`,
      `{ totalNegative totalNegativeCount totalPositive totalPositiveCount usage ${SERIES} addition ${SERIES} byType { type label used } }`,
    );
    expect(answer.totalNegative).toBe(Number(totals!.neg) / 100);
    expect(answer.totalNegativeCount).toBe(totals!.neg_n);
    expect(answer.totalPositive).toBe(Number(totals!.pos) / 100);
    expect(answer.totalPositiveCount).toBe(totals!.pos_n);
    expect(answer.usage).toEqual(await expectedSeries(await plain('<'), unit));
    expect(answer.addition).toEqual(await expectedSeries(await plain('>'), unit));
    expect(answer.byType.find((row) => row.type === 'FINE')).toEqual({
      type: 'FINE',
      label: 'FINE',
      used: Number(fines!.used) / 100,
    });
  });
});

describe('bad input and other roles', () => {
  it('needs both dates, in order, and says so in the spec words', async () => {
    const message = async (args: string) =>
      (await server.gql(`{ getUsersByDuration(${args}) { totalData } }`, {}, viewer)).errors?.[0]?.message;
    expect(await message(`startDate: "", endDate: "${END}"`)).toBe(ANALYTICS_RANGE_MESSAGES.startMissing);
    expect(await message(`startDate: "${START}", endDate: ""`)).toBe(ANALYTICS_RANGE_MESSAGES.endMissing);
    expect(await message(`startDate: "${END}", endDate: "${START}"`)).toBe(
      'Start Date must be smaller than End Date',
    );
    expect(await message(`startDate: "yesterday", endDate: "${START}"`)).toBe(
      ANALYTICS_RANGE_MESSAGES.startMissing,
    );
    expect(await message(`startDate: "2020-01-01", endDate: "${START}"`)).toBe(
      ANALYTICS_RANGE_MESSAGES.tooLong,
    );
  });

  it('the user analytics flag opens neither cohorts, wallet analytics nor behaviour logs', async () => {
    const args = `startDate: "${START}", endDate: "${END}"`;
    for (const document of [
      `{ getUserCohorts(${args}) { months } }`,
      `{ getWalletAnalytics(${args}) { totalPositive } }`,
      `{ userLifeCycleAnalytics(${args}) { cases { count } } }`,
    ]) {
      expect((await server.gql(document, {}, summariesOnly)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    expect(
      (await server.gql(`{ getUsersByDuration(${args}) { totalData } }`, {}, summariesOnly)).errors,
    ).toBeUndefined();
  });
});
