import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { cairoDay } from '@ops/shared/analytics/buckets';
import type { Deps } from '../deps';
import { queryRows } from '../db/client';
import { newId } from '../lib/ids';
import { rides } from '../../domains/rides/tables';
import { ridesDaily } from '../../domains/rides/dailyAggregate';
import { billsDaily } from '../../domains/bills/dailyAggregate';
import { assignArea } from '../../domains/users/actions/area';
import { createOngoingRide, createVehicle, sessionFor } from '../../domains/wallet/testFixtures';
import { createStaff } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { addDays, dayRuns, monthSteps } from './days';
import { startAggregateJob } from './job';
import { rebuildAll, refreshTick, SAFETY_MARGIN_MS } from './refresh';
import { SERVER_AGGREGATES as AGGREGATES } from '../../compose/modules';
import type { AggregateDefinition } from './definition';
import { createWorld, snapshotAggregates, writeDay, type AnalyticsWorld } from './testFixtures';
import { readWatermark } from './watermarks';

const DAY_MS = 86_400_000;

let server: TestServer;
let deps: Deps;
let world: AnalyticsWorld;
let staffId: string;

/** Milliseconds from `now` to the next 10:00 in Cairo (a day's writes then stay in that day). */
function untilCairoMorning(now: Date): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Africa/Cairo',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  const sinceMidnight = ((parts.hour ?? 0) * 60 + (parts.minute ?? 0)) * 60 + (parts.second ?? 0);
  return ((((10 * 3600 - sinceMidnight) % 86_400) + 86_400) % 86_400) * 1000;
}

beforeAll(async () => {
  server = await startTestServer();
  // Each test day's writes and ticks span minutes: started near Cairo midnight (CI at 23:50
  // Cairo did) they fall on two days and the per-day counts differ. Mornings only.
  server.clock.advance(untilCairoMorning(server.clock.now()));
  deps = server.server.deps;
  staffId = (await createStaff(server.handle.db, { level: 0 })).userId;
  world = await createWorld(deps, staffId);
});
afterAll(async () => {
  await server.close();
});

describe('day arithmetic', () => {
  it('folds changed days into runs of consecutive days', () => {
    expect(dayRuns(['2026-11-03', '2026-11-01', '2026-11-02', '2026-11-05', '2026-11-02'])).toEqual([
      ['2026-11-01', '2026-11-03'],
      ['2026-11-05', '2026-11-05'],
    ]);
    expect(dayRuns([])).toEqual([]);
  });

  it('cuts a rebuild at calendar months', () => {
    expect(monthSteps('2026-01-30', '2026-03-02')).toEqual([
      ['2026-01-30', '2026-01-31'],
      ['2026-02-01', '2026-02-28'],
      ['2026-03-01', '2026-03-02'],
    ]);
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});

describe('the refresh job: incremental ticks give what a rebuild from the raw tables gives', () => {
  it('builds a table in full the first time, then refreshes only the changed days', async () => {
    const first = await refreshTick(deps, AGGREGATES);
    // Every registered definition (other domains add theirs: the test runs them all).
    expect(first.map((report) => report.name)).toEqual(AGGREGATES.map((definition) => definition.name));
    expect(first.every((report) => report.full && !report.error)).toBe(true);
    expect(await readWatermark(deps.db, 'rides')).not.toBeNull();
    const idle = await refreshTick(deps, AGGREGATES);
    expect(idle.every((report) => !report.full && !report.error)).toBe(true);
    // The rider tables' fixtures (riders, wallet entries) were written within the safety margin, so they may be read again.
    // In name order: the definitions run in module order (domains/index.ts), which is not this test's concern.
    expect(
      idle
        .filter((report) => ['rides', 'bills'].includes(report.name))
        .sort((a, b) => a.name.localeCompare(b.name)),
    ).toEqual([
      { name: 'bills', days: 0, full: false },
      { name: 'rides', days: 0, full: false },
    ]);
  });

  it('four days of business, ticks between, a late commit and a rider moved: then rebuild and compare', async () => {
    for (let variant = 0; variant < 4; variant += 1) {
      await writeDay(deps, world, variant);
      // The tick comes later than the margin: the day before is out of its reach.
      server.clock.advance(SAFETY_MARGIN_MS + 60_000);
      const reports = await refreshTick(deps, AGGREGATES);
      // Rides and bills change on each day written; the rider tables (registrations, wallet) on at most that day.
      expect(
        reports.every((report) =>
          ['rides', 'bills'].includes(report.name) ? report.days === 1 : report.days <= 1,
        ),
        JSON.stringify(reports),
      ).toBe(true);
      // More of the same day after a tick: that day is refreshed again, not added twice.
      if (variant === 1) {
        await writeDay(deps, world, 7);
        server.clock.advance(SAFETY_MARGIN_MS + 60_000);
        await refreshTick(deps, AGGREGATES);
      }
      server.clock.advance(DAY_MS);
    }

    // A transaction that started before the last tick and committed after it: its ride carries
    // an updated_at older than the watermark. The margin makes the next tick see it.
    const watermark = (await readWatermark(deps.db, 'rides'))!;
    const lateAt = new Date(watermark.getTime() - 2 * 60_000);
    const vehicle = await createVehicle(deps.db);
    const late = await createOngoingRide(deps.db, {
      userId: world.riderA,
      vehicleId: vehicle.id,
      areaId: world.areaA,
      startTime: new Date(lateAt.getTime() - DAY_MS),
    });
    await deps.db
      .update(rides)
      .set({ status: 'done', timeMs: 600_000, endTime: lateAt, updatedAt: lateAt })
      .where(sql`id = ${late}`);
    expect(await ridesDaily.changedDays(deps.db, watermark)).toEqual([]);
    expect(await ridesDaily.changedDays(deps.db, new Date(watermark.getTime() - SAFETY_MARGIN_MS))).toEqual([
      cairoDay(new Date(lateAt.getTime() - DAY_MS)),
    ]);

    // The rider with no home area is given one: its settlements, charges move to that area.
    await assignArea(deps, sessionFor(staffId, { level: 0 }), {
      userId: world.riderNone,
      areaId: world.areaB,
    });
    const moved = await billsDaily.changedDays(deps.db, new Date(deps.clock.now().getTime() - 1000));
    expect(moved.sort()).toEqual(world.days);

    server.clock.advance(30_000);
    await refreshTick(deps, AGGREGATES);
    const incremental = await snapshotAggregates(deps);
    expect(incremental.rides.length).toBeGreaterThanOrEqual(4 * 3);
    expect(incremental.bills.length).toBeGreaterThanOrEqual(4 * 8);
    const lateDay = await queryRows<{ rides: number }>(
      deps.db,
      sql`SELECT rides FROM agg_rides_daily WHERE day = ${cairoDay(new Date(lateAt.getTime() - DAY_MS))}::date AND area_id = ${world.areaA}`,
    );
    expect(lateDay[0]?.rides).toBeGreaterThan(0);
    const noArea = await queryRows<{ n: number }>(
      deps.db,
      sql`SELECT count(*)::int AS n FROM agg_bills_daily WHERE area_id = '' AND source IN ('settleNegativeBalance', 'walletCharge')`,
    );
    expect(noArea[0]?.n).toBe(0);

    await rebuildAll(deps, AGGREGATES);
    expect(await snapshotAggregates(deps)).toEqual(incremental);
  });

  it('a rebuild drops rows of days the raw tables no longer hold', async () => {
    const before = await snapshotAggregates(deps);
    await deps.db.execute(
      sql`INSERT INTO agg_rides_daily (day, area_id, rides, ride_ms, free_rides, express_rides) VALUES ('2020-01-01', 'x', 1, 1, 0, 0)`,
    );
    await rebuildAll(deps, AGGREGATES);
    expect(await snapshotAggregates(deps)).toEqual(before);
  });
});

describe('a failing definition', () => {
  it('does not hold the others back, and its watermark stays for the next tick to retry', async () => {
    const broken: AggregateDefinition = {
      name: 'broken',
      table: 'agg_broken',
      refreshDays: () => Promise.reject(new Error('agg_broken is missing')),
      changedDays: () => Promise.resolve(['2026-01-01']),
      firstDay: () => Promise.resolve('2026-01-01'),
    };
    const reports = await refreshTick(deps, [broken, ...AGGREGATES]);
    expect(reports[0]).toMatchObject({ name: 'broken', days: 0 });
    expect(reports[0]!.error).toMatch(/agg_broken/);
    expect(reports.slice(1).every((report) => report.error === undefined)).toBe(true);
    expect(await readWatermark(deps.db, 'broken')).toBeNull();
  });
});

describe('the job in the server', () => {
  it('runs a tick at once and only on the process holding the lease', async () => {
    await deps.db.execute(sql`DELETE FROM aggregate_watermarks`);
    // Another API process holds the lease: this one stands by and refreshes nothing.
    await deps.db
      .execute(sql`INSERT INTO job_leases (name, holder, until) VALUES ('aggregates', ${newId()}, ${new Date(deps.clock.now().getTime() + 60_000).toISOString()})
      ON CONFLICT (name) DO UPDATE SET holder = EXCLUDED.holder, until = EXCLUDED.until`);
    const standBy = startAggregateJob(deps, AGGREGATES, { intervalMs: 20 });
    await new Promise((resolve) => setTimeout(resolve, 150));
    await standBy();
    expect(await readWatermark(deps.db, 'rides')).toBeNull();

    await deps.db.execute(sql`DELETE FROM job_leases WHERE name = 'aggregates'`);
    const stop = startAggregateJob(deps, AGGREGATES, { intervalMs: 20 });
    await expect.poll(() => readWatermark(deps.db, 'bills'), { timeout: 5000 }).not.toBeNull();
    await stop();
  });
});
