import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  DASHBOARD_PART_GATES,
  DASHBOARD_PARTS,
  fleetStatusOf,
  type DashboardPart,
} from '@ops/shared/rules/dashboard';
import { startOfDay } from '@ops/shared/rules/dateRange';
import { daysInMonth } from '@ops/shared/rules/targets';
import { createStaff, signIn } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { bills } from '../bills/tables';
import { queryRows, type Db } from '../../platform/db/client';
import { idVerifications } from '../idVerification/tables';
import { newId } from '../../platform/lib/ids';
import { rides } from '../rides/tables';
import { supportAttendance } from '../attendance/tables';
import { targets } from '../targets/tables';
import { tasks } from '../tasks/engine';
import { createArea, createRider, createVehicle } from '../wallet/testFixtures';

const PART_FIELDS: Record<DashboardPart, string> = {
  rides: 'rides { now today yesterday sameTimeLastWeek changePercent }',
  revenue: 'revenue { today yesterday sameTimeLastWeek lastWeekFullDay lastWeekDay changePercent }',
  fleet: 'fleet { total statuses { status label count } outOfFence }',
  urgent: 'urgent { total types { urgencyType label count } }',
  verifications: 'verifications { pending oldestPendingSince }',
  agents: 'agents { working onBreak tasksWaiting tasksPending oldestWaitingSince }',
  targets:
    'targets { year month ridesToday dailyTarget progress ridesYesterday yesterdayTarget yesterdayProgress areas { areaId areaName ridesToday monthlyTarget dailyTarget progress ridesYesterday yesterdayTarget yesterdayProgress } }',
};
const query = (parts: readonly DashboardPart[]) =>
  `query { homeDashboard { asOf day ${parts.map((p) => PART_FIELDS[p]).join(' ')} } }`;

interface Dashboard {
  asOf: string;
  day: string;
  rides: {
    now: number;
    today: number;
    yesterday: number;
    sameTimeLastWeek: number;
    changePercent: number | null;
  };
  revenue: {
    today: number;
    yesterday: number;
    sameTimeLastWeek: number;
    lastWeekFullDay: number;
    lastWeekDay: string;
    changePercent: number | null;
  };
  fleet: { total: number; statuses: Array<{ status: string; count: number }>; outOfFence: number };
  urgent: { total: number; types: Array<{ urgencyType: string; count: number }> };
  verifications: { pending: number; oldestPendingSince: string | null };
  agents: {
    working: number;
    onBreak: number;
    tasksWaiting: number;
    tasksPending: number;
    oldestWaitingSince: string | null;
  };
  targets: {
    year: number;
    month: number;
    ridesToday: number;
    ridesYesterday: number;
    dailyTarget: number;
    progress: number;
    areas: Array<{
      areaId: string;
      ridesToday: number;
      monthlyTarget: number;
      dailyTarget: number;
      progress: number;
    }>;
  };
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let server: TestServer;
let admin: string;
let now: Date;
let areaA: string;
let areaB: string;

/** 14:00 Cairo today: the seeded set has rides before and after that time of day. */
function pinClockToAfternoon(s: TestServer): Date {
  const target = startOfDay(s.clock.now(), 'Africa/Cairo').getTime() + 14 * HOUR;
  s.clock.advance(target - s.clock.now().getTime());
  return new Date(target);
}

async function seed(db: Db): Promise<void> {
  areaA = await createArea(db);
  areaB = await createArea(db);
  const todayStart = startOfDay(now, 'Africa/Cairo');
  const lastWeekStart = startOfDay(new Date(now.getTime() - 7 * DAY), 'Africa/Cairo');
  // Fleet: one vehicle per status, and the edge cases the order decides.
  const fleet = [
    {},
    { disabled: true, isUrgent: true },
    { isInStorage: true, lockStatus: 'none' as const },
    { inRide: true, isOutOfFence: true },
    { isUrgent: true, urgencyType: 'LPM' },
    { isUrgent: true, urgencyType: 'LPM' },
    { isUrgent: true, urgencyType: 'NOT_UPDATING' },
    { lockStatus: 'none' as const },
    { isOutOfFence: true },
    { isUrgent: true },
  ];
  const vehicleIds: string[] = [];
  for (const flags of fleet) vehicleIds.push((await createVehicle(db, { areaId: areaA, ...flags })).id);
  const riders: string[] = [];
  for (let i = 0; i < 4; i += 1) riders.push(await createRider(db));
  const ride = (startTime: Date, areaId: string, status: 'ongoing' | 'done' = 'done', who = 0) => ({
    id: newId(),
    userId: riders[who]!,
    vehicleId: vehicleIds[status === 'ongoing' ? who : 0]!,
    areaId,
    startTime,
    status,
    endTime: status === 'done' ? new Date(startTime.getTime() + 600_000) : null,
  });
  await db.insert(rides).values([
    // today: 5 in A, 3 in B, 2 ongoing (one each)
    ...[1, 3, 5, 8, 13].map((h) => ride(new Date(todayStart.getTime() + h * HOUR), areaA)),
    ...[2, 9, 12].map((h) => ride(new Date(todayStart.getTime() + h * HOUR), areaB)),
    ride(new Date(now.getTime() - 20 * 60_000), areaA, 'ongoing', 1),
    ride(new Date(now.getTime() - 5 * 60_000), areaB, 'ongoing', 2),
    // last week, same weekday: 4 before this time of day, 3 after
    ...[1, 6, 10, 13.5].map((h) => ride(new Date(lastWeekStart.getTime() + h * HOUR), areaA)),
    ...[15, 18, 22].map((h) => ride(new Date(lastWeekStart.getTime() + h * HOUR), areaB)),
    // yesterday and last week's day before: in no figure
    ride(new Date(todayStart.getTime() - 2 * HOUR), areaA),
    ride(new Date(lastWeekStart.getTime() - HOUR), areaA),
  ]);
  const bill = (date: Date, type: string, actual: number, isRefunded = false) => ({
    id: newId(),
    userId: riders[0]!,
    type: type as 'ride',
    date,
    totalCostPiasters: actual + 100,
    actualCostPiasters: actual,
    isRefunded,
  });
  await db
    .insert(bills)
    .values([
      bill(new Date(todayStart.getTime() + HOUR), 'ride', 1250),
      bill(new Date(todayStart.getTime() + 2 * HOUR), 'dayRental', 20_000),
      bill(new Date(todayStart.getTime() + 3 * HOUR), 'subscription', 9_900),
      bill(new Date(todayStart.getTime() + 4 * HOUR), 'reserveVehicle', 500),
      bill(new Date(todayStart.getTime() + 5 * HOUR), 'walletCharge', 50_000),
      bill(new Date(todayStart.getTime() + 6 * HOUR), 'settleNegativeBalance', 3_000),
      bill(new Date(todayStart.getTime() + 7 * HOUR), 'ride', 700, true),
      bill(new Date(todayStart.getTime() + 8 * HOUR), 'FINE', 5_000),
      bill(new Date(lastWeekStart.getTime() + 9 * HOUR), 'ride', 2_000),
      bill(new Date(lastWeekStart.getTime() + 13 * HOUR), 'dayRental', 15_000),
      bill(new Date(lastWeekStart.getTime() + 20 * HOUR), 'ride', 4_400),
      bill(new Date(lastWeekStart.getTime() - HOUR), 'ride', 99_900),
      bill(new Date(todayStart.getTime() - 3 * HOUR), 'ride', 3_300),
      bill(new Date(todayStart.getTime() - 4 * HOUR), 'walletCharge', 7_000),
    ]);
  await db.insert(idVerifications).values([
    { id: newId(), userId: riders[0]!, status: 'pending', createdAt: new Date(now.getTime() - 3 * HOUR) },
    { id: newId(), userId: riders[1]!, status: 'pending', createdAt: new Date(now.getTime() - HOUR) },
    { id: newId(), userId: riders[2]!, status: 'accepted', createdAt: new Date(now.getTime() - 9 * HOUR) },
  ]);
  const agent = async () =>
    (await createStaff(db, { level: 6, permissions: { task: { RESOLVE_TASKS: true } } })).userId;
  const holding: string[] = [];
  const shift = async (status: 'ACTIVE' | 'IN_BREAK' | 'ENDED', kind: 'support' | 'field' = 'support') => {
    const userId = await agent();
    if (status === 'ACTIVE') holding.push(userId);
    await db.insert(supportAttendance).values({
      id: newId(),
      userId,
      status,
      kind,
      checkInDate: new Date(now.getTime() - 2 * HOUR),
      checkOutDate: status === 'ENDED' ? new Date(now.getTime() - HOUR) : null,
    });
  };
  await shift('ACTIVE');
  await shift('ACTIVE');
  await shift('IN_BREAK');
  await shift('ENDED');
  await shift('ACTIVE', 'field');
  const task = (status: 'unassigned' | 'pending' | 'resolved', minutesAgo: number) => ({
    id: newId(),
    type: 'RideImage' as const,
    status,
    createdAt: new Date(now.getTime() - minutesAgo * 60_000),
    pendingAt: status === 'pending' ? now : null,
    pendingUntil: status === 'pending' ? new Date(now.getTime() + HOUR) : null,
  });
  await db
    .insert(tasks)
    .values([task('unassigned', 42), task('unassigned', 7), task('pending', 300), task('resolved', 900)]);
  // Agents on shift already hold a task, so the scheduler leaves the waiting ones waiting while the test reads.
  await db.insert(tasks).values(
    holding.map((userId) => ({
      ...task('unassigned', 1),
      status: 'assigned' as const,
      assignedTo: userId,
      assignedAt: now,
    })),
  );
  const target = (areaId: string, ridesTarget: number, year: number, month: number) => ({
    id: newId(),
    areaId,
    year,
    month,
    monthDate: `${year}-${String(month).padStart(2, '0')}-01`,
    rides: ridesTarget,
  });
  const [year, month] = cairoYearMonth(now);
  await db
    .insert(targets)
    .values([
      target(areaA, 310, year, month),
      target(areaB, 93, year, month),
      target(areaB, 1000, year - 1, month),
    ]);
}

function cairoYearMonth(instant: Date): [number, number] {
  const [y, m] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Africa/Cairo',
    year: 'numeric',
    month: '2-digit',
  })
    .format(instant)
    .split('-')
    .map(Number);
  return [y!, m!];
}

beforeAll(async () => {
  server = await startTestServer();
  now = pinClockToAfternoon(server);
  admin = await signIn(server, await createStaff(server.handle.db, { level: 0, permissions: {} }));
  await seed(server.handle.db);
});
afterAll(async () => {
  await server.close();
});

async function dashboard(token: string, parts: readonly DashboardPart[] = DASHBOARD_PARTS) {
  return server.gql<{ homeDashboard: Dashboard }>(query(parts), {}, token);
}

/** Plain SQL, written apart from figures.ts: days by Cairo calendar date, not instants. */
const one = async <T>(text: ReturnType<typeof sql>): Promise<T> =>
  (await queryRows<T>(server.handle.db, text))[0]!;

describe('home dashboard figures against plain SQL', () => {
  let got: Dashboard;
  let asOf: string;
  beforeAll(async () => {
    const answer = await dashboard(admin);
    expect(answer.errors).toBeUndefined();
    got = answer.data!.homeDashboard;
    asOf = got.asOf;
  });

  it('rides now, today and by this time on the same weekday last week', async () => {
    const expected = await one<{ now: number; today: number; yesterday: number; last_week: number }>(sql`
      SELECT count(*) FILTER (WHERE status = 'ongoing')::int AS now,
             count(*) FILTER (WHERE (start_time AT TIME ZONE 'Africa/Cairo')::date = (${asOf}::timestamptz AT TIME ZONE 'Africa/Cairo')::date - 1)::int AS yesterday,
             count(*) FILTER (WHERE (start_time AT TIME ZONE 'Africa/Cairo')::date = (${asOf}::timestamptz AT TIME ZONE 'Africa/Cairo')::date
                                AND start_time <= ${asOf}::timestamptz)::int AS today,
             count(*) FILTER (WHERE (start_time AT TIME ZONE 'Africa/Cairo')::date = (${asOf}::timestamptz AT TIME ZONE 'Africa/Cairo')::date - 7
                                AND start_time <= ${asOf}::timestamptz - interval '7 days')::int AS last_week
        FROM rides`);
    expect(got.rides).toMatchObject({
      now: expected.now,
      today: expected.today,
      yesterday: expected.yesterday,
      sameTimeLastWeek: expected.last_week,
    });
    // The seeded set, so the comparison is not 0 = 0: 8 done + 2 ongoing today, 4 by 14:00 last week.
    expect(got.rides).toEqual({ now: 2, today: 10, yesterday: 1, sameTimeLastWeek: 4, changePercent: 150 });
  });

  it('revenue: sales collected today against the same weekday last week, refunds, wallet charges, settlements and manual bills left out', async () => {
    const expected = await one<{ today: string; yesterday: string; so_far: string; full_day: string }>(sql`
      SELECT coalesce(sum(actual_cost_piasters) FILTER (WHERE d = today AND date <= ${asOf}::timestamptz), 0) AS today,
             coalesce(sum(actual_cost_piasters) FILTER (WHERE d = today - 1), 0) AS yesterday,
             coalesce(sum(actual_cost_piasters) FILTER (WHERE d = today - 7 AND date <= ${asOf}::timestamptz - interval '7 days'), 0) AS so_far,
             coalesce(sum(actual_cost_piasters) FILTER (WHERE d = today - 7), 0) AS full_day
        FROM (SELECT *, (date AT TIME ZONE 'Africa/Cairo')::date AS d, (${asOf}::timestamptz AT TIME ZONE 'Africa/Cairo')::date AS today FROM bills
               WHERE type IN ('ride', 'dayRental', 'reserveVehicle', 'subscription') AND NOT is_refunded) b`);
    expect(got.revenue).toMatchObject({
      today: Number(expected.today) / 100,
      yesterday: Number(expected.yesterday) / 100,
      sameTimeLastWeek: Number(expected.so_far) / 100,
      lastWeekFullDay: Number(expected.full_day) / 100,
    });
    expect(got.revenue).toMatchObject({
      today: 316.5,
      yesterday: 33,
      sameTimeLastWeek: 170,
      lastWeekFullDay: 214,
      changePercent: 86.18,
    });
  });

  it('fleet by status: each vehicle once, in the first status that applies; out of fence beside it', async () => {
    const flags = await queryRows<{
      disabled: boolean;
      is_in_storage: boolean;
      in_ride: boolean;
      is_urgent: boolean;
      lock_status: string;
      is_out_of_fence: boolean;
    }>(
      server.handle.db,
      sql`SELECT disabled, is_in_storage, in_ride, is_urgent, lock_status, is_out_of_fence FROM vehicles`,
    );
    const counts: Record<string, number> = {};
    for (const v of flags) {
      const status = fleetStatusOf({
        disabled: v.disabled,
        isInStorage: v.is_in_storage,
        inRide: v.in_ride,
        urgent: v.is_urgent || (v.lock_status === 'none' && !v.is_in_storage),
      });
      counts[status] = (counts[status] ?? 0) + 1;
    }
    expect(
      Object.fromEntries(got.fleet.statuses.filter((s) => s.count > 0).map((s) => [s.status, s.count])),
    ).toEqual(counts);
    expect(got.fleet.total).toBe(flags.length);
    // The disabled vehicle flagged urgent is on /app/urgent, so it is urgent here too; the stored one with lock none is not.
    expect(counts).toEqual({ available: 2, inStorage: 1, inRide: 1, urgent: 6 });
    expect(got.fleet.outOfFence).toBe(flags.filter((v) => v.is_out_of_fence).length);
    expect(got.fleet.outOfFence).toBe(2);
  });

  it('urgent vehicles by type, as /app/urgent shows them', async () => {
    const expected = await queryRows<{ t: string; n: number }>(
      server.handle.db,
      sql`SELECT coalesce(CASE WHEN is_urgent THEN urgency_type END, CASE WHEN lock_status = 'none' AND NOT is_in_storage THEN 'LOCK_NONE' END, 'URGENT') AS t, count(*)::int AS n
            FROM vehicles WHERE is_urgent OR (lock_status = 'none' AND NOT is_in_storage) GROUP BY 1`,
    );
    expect(Object.fromEntries(got.urgent.types.map((t) => [t.urgencyType, t.count]))).toEqual(
      Object.fromEntries(expected.map((e) => [e.t, e.n])),
    );
    expect(got.urgent.types[0]).toMatchObject({ urgencyType: 'LPM', count: 2 });
    expect(got.urgent.total).toBe(6);
  });

  it('pending verifications and the oldest one', async () => {
    const expected = await one<{ n: number; oldest: Date }>(
      sql`SELECT count(*)::int AS n, min(created_at) AS oldest FROM id_verifications WHERE status = 'pending'`,
    );
    expect(got.verifications).toEqual({
      pending: expected.n,
      oldestPendingSince: new Date(expected.oldest).toISOString(),
    });
    expect(got.verifications.pending).toBe(2);
  });

  it('support agents working and on break, tasks waiting and the oldest waiting task', async () => {
    const shifts = await one<{ working: number; on_break: number }>(sql`
      SELECT count(*) FILTER (WHERE status = 'ACTIVE' AND kind = 'support')::int AS working,
             count(*) FILTER (WHERE status = 'IN_BREAK' AND kind = 'support')::int AS on_break FROM support_attendance`);
    const queue = await one<{ waiting: number; pending: number; oldest: Date }>(sql`
      SELECT (SELECT count(*) FROM tasks WHERE status = 'unassigned')::int AS waiting,
             (SELECT count(*) FROM tasks WHERE status = 'pending')::int AS pending,
             (SELECT created_at FROM tasks WHERE status = 'unassigned' ORDER BY created_at LIMIT 1) AS oldest`);
    expect(got.agents).toEqual({
      working: shifts.working,
      onBreak: shifts.on_break,
      tasksWaiting: queue.waiting,
      tasksPending: queue.pending,
      oldestWaitingSince: new Date(queue.oldest).toISOString(),
    });
    expect(got.agents).toMatchObject({ working: 2, onBreak: 1, tasksWaiting: 2, tasksPending: 1 });
  });

  it("today's and yesterday's rides per area against the day's share of the month's target", async () => {
    const [year, month] = cairoYearMonth(new Date(asOf));
    const [yYear, yMonth] = cairoYearMonth(new Date(new Date(asOf).getTime() - 14 * HOUR - DAY / 2));
    const rows = await queryRows<{
      area_id: string;
      name: string;
      rides: number;
      y_rides: number | null;
      today: number;
      yesterday: number;
    }>(
      server.handle.db,
      sql`SELECT t.area_id, (SELECT name FROM areas WHERE id = t.area_id) AS name, t.rides,
                 (SELECT rides FROM targets y WHERE y.area_id = t.area_id AND y.year = ${yYear} AND y.month = ${yMonth}) AS y_rides,
                 (SELECT count(*) FROM rides r WHERE r.area_id = t.area_id
                    AND (r.start_time AT TIME ZONE 'Africa/Cairo')::date = (${asOf}::timestamptz AT TIME ZONE 'Africa/Cairo')::date)::int AS today,
                 (SELECT count(*) FROM rides r WHERE r.area_id = t.area_id
                    AND (r.start_time AT TIME ZONE 'Africa/Cairo')::date = (${asOf}::timestamptz AT TIME ZONE 'Africa/Cairo')::date - 1)::int AS yesterday
            FROM targets t WHERE t.year = ${year} AND t.month = ${month}`,
    );
    const daily = (rides: number, y: number, m: number) =>
      Math.round((rides / daysInMonth(y, m)) * 100) / 100;
    const pct = (n: number, target: number) => (target > 0 ? Math.round((n / target) * 10_000) / 100 : 0);
    const expected = rows.map((r) => {
      const d = daily(r.rides, year, month);
      const yd = daily(r.y_rides ?? 0, yYear, yMonth);
      return {
        areaId: r.area_id,
        areaName: r.name,
        ridesToday: r.today,
        monthlyTarget: r.rides,
        dailyTarget: d,
        progress: pct(r.today, d),
        ridesYesterday: r.yesterday,
        yesterdayTarget: yd,
        yesterdayProgress: pct(r.yesterday, yd),
      };
    });
    const byArea = (a: { areaId: string }, b: { areaId: string }) => a.areaId.localeCompare(b.areaId);
    expect([...got.targets.areas].sort(byArea)).toEqual(expected.sort(byArea));
    expect(got.targets.areas.find((a) => a.areaId === areaA)?.ridesToday).toBe(6);
    expect(got.targets.areas.find((a) => a.areaId === areaB)?.ridesToday).toBe(4);
    expect(got.targets).toMatchObject({ ridesToday: 10, ridesYesterday: 1 });
  });
});

describe('each figure equals the page it links to (issue 23: one number for one thing)', () => {
  let got: Dashboard;
  beforeAll(async () => {
    got = (await dashboard(admin)).data!.homeDashboard;
  });
  const pageTotal = async (field: string) => {
    const answer = await server.gql<Record<string, { total: number }>>(
      `query { ${field}(limit: 1) { total } }`,
      {},
      admin,
    );
    expect(answer.errors).toBeUndefined();
    return answer.data![field]!.total;
  };

  it("the fleet bar's Urgent and the urgent tile are the count /app/urgent lists", async () => {
    const listed = await pageTotal('getUrgentVehicles');
    expect(listed).toBeGreaterThan(0);
    expect(got.fleet.statuses.find((s) => s.status === 'urgent')?.count).toBe(listed);
    expect(got.urgent.total).toBe(listed);
  });

  it("the fleet's Out of fence is the count the Out Of Fence page lists", async () => {
    const listed = await pageTotal('getOutOfFenceVehicles');
    expect(listed).toBeGreaterThan(0);
    expect(got.fleet.outOfFence).toBe(listed);
  });

  it('pending verifications are the count the verification list shows for Pending', async () => {
    const answer = await server.gql<{ getIDVerifications: { totalCount: number } }>(
      'query ($filters: String) { getIDVerifications(filters: $filters, pageNumber: 1, rowsPerPage: 1) { totalCount } }',
      { filters: JSON.stringify({ status: 'pending' }) },
      admin,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.getIDVerifications.totalCount).toBeGreaterThan(0);
    expect(got.verifications.pending).toBe(answer.data!.getIDVerifications.totalCount);
  });
});

describe('who sees which part', () => {
  it.each(DASHBOARD_PARTS)(
    'a role with the dashboard and %s only reads that part and is refused every other',
    async (part) => {
      const gate = DASHBOARD_PART_GATES[part];
      const token = await signIn(
        server,
        await createStaff(server.handle.db, {
          level: 7,
          permissions: { home: { VIEW_PAGE: true }, [gate.layer]: { [gate.permission]: true } },
        }),
      );
      const own = await dashboard(token, [part]);
      expect(own.errors).toBeUndefined();
      expect(own.data!.homeDashboard[part]).toBeTruthy();
      for (const other of DASHBOARD_PARTS.filter(
        (p) =>
          p !== part &&
          DASHBOARD_PART_GATES[p].layer + DASHBOARD_PART_GATES[p].permission !== gate.layer + gate.permission,
      )) {
        const refused = await dashboard(token, [other]);
        expect(refused.errors?.[0]?.extensions?.code, `${part} role reading ${other}`).toBe('FORBIDDEN');
        expect(refused.data?.homeDashboard ?? null).toBeNull();
      }
    },
  );

  it('a role without the dashboard is refused the whole query, even with every part permission', async () => {
    const permissions: Record<string, Record<string, boolean>> = {};
    for (const gate of Object.values(DASHBOARD_PART_GATES))
      permissions[gate.layer] = { ...permissions[gate.layer], [gate.permission]: true };
    const token = await signIn(server, await createStaff(server.handle.db, { level: 7, permissions }));
    expect((await dashboard(token, ['rides'])).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('without a session nothing is answered', async () => {
    expect((await dashboard('', ['rides'])).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
