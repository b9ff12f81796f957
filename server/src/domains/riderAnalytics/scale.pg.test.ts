import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cairoDay } from '@ops/shared/analytics/buckets';
import { freshPostgres, type FreshDatabase } from '../../../test/pgDatabase';
import { systemClock } from '../../platform/deps';
import { queryRows } from '../../platform/db/client';
import { createArea, createVehicle } from '../wallet/testFixtures';
import { activeUsersReports } from './activeUsers';
import { userRegistrationsDaily } from './aggregates/userRegistrations';
import { walletDaily } from './aggregates/walletDaily';
import { userCohorts } from './cohorts';
import { riderCohortMonths } from './aggregates/cohortMonths';
import { monthSteps } from '../../platform/aggregates/days';
import { userLifeCycleAnalytics } from './lifeCycle';
import { usersByDuration } from './newUsers';
import { ridesForUsersRegisteredInDuration } from './registeredActivity';
import { walletAnalytics } from './wallet';

/**
 * The raw-table queries and the aggregate refreshes on a year of SQL-generated data on a real
 * PostgreSQL: at RIDER_SCALE=1, 50,000 riders, 400,000 ended rides, 400,000 wallet entries,
 * 100,000 staff life-cycle events (a quarter of each in CI). Prints the times (the README records them) and checks the answers against
 * plain SQL, so the fast path is also the right one. Bounds are loose: the machine is shared.
 */

// CI runs a quarter of the README's data set (RIDER_SCALE=1 repeats it): the answers are checked
// against plain SQL at any size, and the planner already picks the covering index at a quarter.
const SCALE = Number(process.env.RIDER_SCALE ?? 0.25);
const RIDERS = Math.round(50_000 * SCALE);
const RIDES = Math.round(400_000 * SCALE);
const ENTRIES = Math.round(400_000 * SCALE);
const EVENTS = Math.round(100_000 * SCALE);

let database: FreshDatabase;
const db = () => database.handle.db;
const today = cairoDay(new Date());
const threeMonthsAgo = cairoDay(new Date(Date.now() - 91 * 86_400_000));
const yearAgo = cairoDay(new Date(Date.now() - 366 * 86_400_000));
const times: Record<string, number> = {};

async function timed<T>(name: string, run: () => Promise<T>): Promise<T> {
  await run(); // warm: the first call pays for planning and cold pages
  const started = performance.now();
  const result = await run();
  times[name] = Math.round(performance.now() - started);
  return result;
}

beforeAll(async () => {
  database = await freshPostgres(8);
  const [a1, a2] = [await createArea(db()), await createArea(db())];
  const vehicle = (await createVehicle(db(), { areaId: a1 })).id;
  const run = (query: ReturnType<typeof sql>) => db().execute(query);
  await run(sql`
    INSERT INTO users (id, name, phone_number, type, lang, area_id, created_at, updated_at)
    SELECT 'u' || g, 'Rider ' || g, '+2015' || lpad(g::text, 8, '0'), 'user',
           CASE WHEN g % 5 < 3 THEN 'ar' ELSE 'en' END,
           CASE g % 7 WHEN 0 THEN NULL WHEN 1 THEN ${a2} WHEN 2 THEN ${a2} ELSE ${a1} END,
           now() - interval '365 days' + (g::float8 / ${RIDERS}) * interval '364 days', now() - interval '1 day'
      FROM generate_series(1, ${RIDERS}) g`);
  // Rides start evenly over the year (the benchmark shape); each belongs to a
  // pseudo-random rider who had signed up by then.
  await run(sql`
    INSERT INTO rides (id, user_id, vehicle_id, area_id, start_time, end_time, status, created_at)
    SELECT 'r' || g, 'u' || (1 + (g::bigint * 7919) % greatest(1, floor(${RIDERS} * s.f)::int)), ${vehicle},
           CASE g % 10 WHEN 0 THEN ${a2} WHEN 1 THEN NULL ELSE ${a1} END, s.t, s.t + interval '12 minutes', 'done', s.t
      FROM generate_series(1, ${RIDES}) g
      CROSS JOIN LATERAL (SELECT g::float8 / ${RIDES} AS f, now() - interval '364 days' + (g::float8 / ${RIDES}) * interval '364 days' AS t) s`);
  await run(sql`
    INSERT INTO wallet_logs (id, user_id, type, difference_piasters, prev_balance_piasters, curr_balance_piasters, created_at)
    SELECT 'w' || g, u.id, CASE WHEN g % 3 = 0 THEN 'CHARGE' ELSE 'UNLOCK_GO' END, d.v, 0, d.v,
           u.created_at + ((g::bigint * 15485863) % 1000) / 1000.0 * (now() - u.created_at)
      FROM generate_series(1, ${ENTRIES}) g
      JOIN users u ON u.id = 'u' || (1 + (g::bigint * 6007) % ${RIDERS})
      CROSS JOIN LATERAL (SELECT CASE WHEN g % 3 = 0 THEN 5000 ELSE -(600 + g % 900) END AS v) d`);
  await run(sql`
    INSERT INTO vehicle_life_cycle (id, vehicle_id, code, "case", user_id, created_at)
    SELECT 'l' || g, ${vehicle}, 'T1', (ARRAY['BATTERY_SWAP', 'ACTIVATED', 'ENTERED_URGENT', 'DISABLED'])[1 + g % 4],
           'u' || (1 + g % ${RIDERS}), now() - ((g::bigint * 7727) % 365000) / 1000.0 * interval '1 day'
      FROM generate_series(1, ${EVENTS}) g`);
  // Autovacuum keeps the visibility map of a live table; a freshly loaded one needs it by hand
  // for index-only scans.
  await run(sql`VACUUM ANALYZE`);
}, 600_000);

afterAll(async () => {
  console.log(
    `rider analytics at ${RIDES} rides, ${ENTRIES} wallet entries, ${RIDERS} riders (ms):`,
    JSON.stringify(times),
  );
  await database.drop();
});

describe('rider analytics on a year of generated data (PostgreSQL)', () => {
  it('rebuilds both aggregates for the year', async () => {
    const started = performance.now();
    await userRegistrationsDaily.refreshDays(db(), yearAgo, today);
    times.rebuildRegistrations = Math.round(performance.now() - started);
    const walletStarted = performance.now();
    await walletDaily.refreshDays(db(), cairoDay(new Date(Date.now() - 366 * 86_400_000)), today);
    times.rebuildWallet = Math.round(performance.now() - walletStarted);
    // The cohorts' aggregate (issue 24), a month per step as the rebuild command runs it.
    const cohortsStarted = performance.now();
    for (const [fromDay, toDay] of monthSteps(cairoDay(new Date(Date.now() - 366 * 86_400_000)), today))
      await riderCohortMonths.refreshDays(db(), fromDay, toDay);
    times.rebuildCohortMonths = Math.round(performance.now() - cohortsStarted);
    const [count] = await queryRows<{ n: string }>(
      db(),
      sql`SELECT sum(users) AS n FROM user_registrations_daily`,
    );
    expect(Number(count!.n)).toBe(RIDERS);
  });

  it('active riders per day and per month over three months: an index-only scan, equal to a plain count', async () => {
    const args = { startDate: threeMonthsAgo, endDate: today };
    const days = await timed('activeUsers3MonthsDays', () =>
      activeUsersReports({ db: db() }, { ...args, type: 'DAYS' }),
    );
    const months = await timed('activeUsers3MonthsMonth', () =>
      activeUsersReports({ db: db() }, { ...args, type: 'MONTH' }),
    );
    await timed('activeUsers1MonthDays', () =>
      activeUsersReports(
        { db: db() },
        { startDate: cairoDay(new Date(Date.now() - 30 * 86_400_000)), endDate: today, type: 'DAYS' },
      ),
    );
    const [plain] = await queryRows<{ n: string }>(
      db(),
      sql`
      SELECT count(DISTINCT user_id) AS n FROM rides
       WHERE status = 'done' AND to_char(start_time AT TIME ZONE 'Africa/Cairo', 'YYYY-MM-DD') = ${days.xAxisLabels[10]!}`,
    );
    expect(days.totalData[10]).toBe(Number(plain!.n));
    expect(months.totalData.reduce((a, b) => a + b, 0)).toBeGreaterThan(1000);
    const plan = await queryRows<{ 'QUERY PLAN': string }>(
      db(),
      sql`
      EXPLAIN SELECT count(DISTINCT user_id) FROM rides WHERE status = 'done' AND start_time >= now() - interval '91 days'`,
    );
    expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain('rides_done_start_user_idx');
  });

  it('cohorts of twelve months, rides of new riders, life cycle and the aggregate-backed series', async () => {
    const cohorts = await timed('cohorts12Months', () =>
      userCohorts({ db: db(), clock: systemClock }, { startDate: yearAgo, endDate: today }),
    );
    expect(cohorts.cohorts.length).toBeGreaterThanOrEqual(12);
    expect(cohorts.cohorts.reduce((total, cohort) => total + cohort.size, 0)).toBe(RIDERS);
    expect(cohorts.cohorts.reduce((total, cohort) => total + cohort.rodeEver, 0)).toBeGreaterThan(0);
    await timed('ridesOfNewRiders3Months', () =>
      ridesForUsersRegisteredInDuration({ db: db() }, { startDate: threeMonthsAgo, endDate: today }),
    );
    const life = await timed('lifeCycle3MonthsDays', () =>
      userLifeCycleAnalytics({ db: db() }, { startDate: threeMonthsAgo, endDate: today }),
    );
    expect(life.cases.length).toBe(4);
    await timed('newUsers3MonthsDays', () =>
      usersByDuration({ db: db() }, { startDate: threeMonthsAgo, endDate: today }),
    );
    const wallet = await timed('wallet3MonthsDays', () =>
      walletAnalytics({ db: db() }, { startDate: threeMonthsAgo, endDate: today }),
    );
    const [plain] = await queryRows<{ n: string }>(
      db(),
      sql`
      SELECT count(*) AS n FROM wallet_logs
       WHERE difference_piasters > 0 AND created_at >= ((${threeMonthsAgo}::date)::timestamp AT TIME ZONE 'Africa/Cairo')`,
    );
    expect(wallet.totalPositiveCount).toBe(Number(plain!.n));
  });
});
