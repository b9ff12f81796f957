import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { cairoDay } from '@ops/shared/analytics/buckets';
import type { TargetActualFigures } from '@ops/shared/rules/targetComparison';
import { createStaff, signIn } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { insertBill } from '../bills/testFixtures';
import { queryRows } from '../../platform/db/client';
import { vehicleStatusSnapshots } from '../fleetAlerts/tables';
import { newId } from '../../platform/lib/ids';
import { rides } from '../rides/tables';
import { users } from '../../platform/session/tables';
import { vehicleLifeCycle } from '../vehicles/tables';
import { createArea, createRider, createVehicle } from '../wallet/testFixtures';

/**
 * Each actual of /app/targets/actual on a small month (March 2026, Cairo UTC+2) whose figures
 * are worked out by hand below, and checked again by plain SQL over the same rows.
 */
const ACTUAL = `query($y: Int!, $m: Int!) { getTargetActualInMonth(year: $y, month: $m) {
  area { _id } days fullDays set { rides totalREV riders newUsers operating }
  actual { assigned operating ratio rides totalRPV totalREV actRPV netRPV actREV actREVPerRide actualSettled netSettled
    netSettledREV actualSettledREV netREVS netREVPerRide lostREVS lostREVSPercentage activeRatio active urgentRatio urgent
    riders newUsers awaitngInspectionMinutesAverage ratingsAboveOrEqualFourPercentage shifts { shift active urgent awaitingInspectionMinutes } } } }`;
const UPDATE = `mutation($y: Int!, $m: Int!, $v: String!) { updateTargetInMonth(year: $y, month: $m, values: $v) { _id } }`;

interface ActualWire {
  area: { _id: string };
  days: number;
  fullDays: number;
  set: { rides: number; totalREV: number; riders: number; newUsers: number; operating: number };
  actual: TargetActualFigures;
}

let server: TestServer;
let token: string;
let areaA: string;
let areaB: string;
let figures: TargetActualFigures;
let figuresB: TargetActualFigures;

const inputs = (area: string) => ({
  area,
  assigned: 10,
  operatingCap: 60,
  ratio: 2,
  totalRPV: 30,
  activeRatio: 0.8,
  urgentRatio: 0.1,
  riders: 310,
  newUsers: 62,
  awaitngInspectionMinutesAverage: 45,
  ratingsAboveOrEqualFourPercentage: 80,
  lostREVSPercentage: 5,
});

async function ride(values: {
  user: string;
  area: string;
  vehicle: string;
  start: string;
  status?: 'done' | 'ongoing';
  rating?: number | null;
  bill?: string | null;
}) {
  await server.handle.db.insert(rides).values({
    id: newId(),
    userId: values.user,
    vehicleId: values.vehicle,
    areaId: values.area,
    startTime: new Date(values.start),
    endTime: new Date(new Date(values.start).getTime() + 600_000),
    status: values.status ?? 'done',
    rating: values.rating ?? null,
    billId: values.bill ?? null,
  });
}

async function wait(vehicle: { id: string; code: string }, entered: string, exited: string | null) {
  await server.handle.db.insert(vehicleLifeCycle).values({
    id: newId(),
    vehicleId: vehicle.id,
    code: vehicle.code,
    case: 'ENTERED_URGENT',
    createdAt: new Date(entered),
  });
  if (exited)
    await server.handle.db.insert(vehicleLifeCycle).values({
      id: newId(),
      vehicleId: vehicle.id,
      code: vehicle.code,
      case: 'EXITED_URGENT',
      createdAt: new Date(exited),
    });
}

beforeAll(async () => {
  server = await startTestServer();
  const db = server.handle.db;
  const staff = await createStaff(db, { permissions: { target: { SET: true, VIEW: true } } });
  token = await signIn(server, staff);
  [areaA, areaB] = await Promise.all([createArea(db), createArea(db)]);
  const [u1, u2, u3, u4] = await Promise.all([
    createRider(db),
    createRider(db),
    createRider(db),
    createRider(db),
  ]);
  // Home areas and registration: u1 and u2 joined A in March, u3 joined A in February, u4 is B's.
  await db
    .update(users)
    .set({ areaId: areaA, createdAt: new Date('2026-03-01T10:00:00Z') })
    .where(eq(users.id, u1!));
  await db
    .update(users)
    .set({ areaId: areaA, createdAt: new Date('2026-03-31T21:30:00Z') })
    .where(eq(users.id, u2!)); // 23:30 Cairo, still March
  await db
    .update(users)
    .set({ areaId: areaA, createdAt: new Date('2026-02-28T21:59:00Z') })
    .where(eq(users.id, u3!)); // 23:59 Cairo, February
  await db
    .update(users)
    .set({ areaId: areaB, createdAt: new Date('2026-03-05T10:00:00Z') })
    .where(eq(users.id, u4!));
  const [v1, v2] = await Promise.all([
    createVehicle(db, { areaId: areaA }),
    createVehicle(db, { areaId: areaB }),
  ]);

  // Ride bills. b1: 50 paid 20 from the wallet and 30 by card; b2: 40 with 10 promocode, 10 prime, 20 card;
  // b3: 30 by card that failed (uncollected). A refund gives 10 of b1 back.
  const b1 = await insertBill(db, {
    userId: u1!,
    totalCostPiasters: 5000,
    actualCostPiasters: 5000,
    paidWithBalancePiasters: 2000,
    date: new Date('2026-03-05T08:10:00Z'),
  });
  const b2 = await insertBill(db, {
    userId: u2!,
    totalCostPiasters: 4000,
    actualCostPiasters: 2000,
    paidWithPromocodePiasters: 1000,
    paidWithSubscriptionPiasters: 1000,
    paidWithBalancePiasters: 0,
    date: new Date('2026-03-10T08:10:00Z'),
  });
  const b3 = await insertBill(db, {
    userId: u1!,
    totalCostPiasters: 3000,
    actualCostPiasters: 3000,
    paidWithBalancePiasters: 0,
    isPaymentSuccessful: false,
    date: new Date('2026-03-20T08:10:00Z'),
  });
  await insertBill(db, {
    userId: u1!,
    type: 'REFUND',
    refundedBillId: b1,
    totalCostPiasters: 1000,
    actualCostPiasters: 1000,
    balanceChangePiasters: 1000,
  });
  const bOther = await insertBill(db, { userId: u4!, totalCostPiasters: 9900, actualCostPiasters: 9900 });
  await ride({ user: u1!, area: areaA, vehicle: v1.id, start: '2026-03-05T08:00:00Z', rating: 5, bill: b1 });
  await ride({ user: u2!, area: areaA, vehicle: v1.id, start: '2026-03-10T08:00:00Z', rating: 3, bill: b2 });
  await ride({ user: u1!, area: areaA, vehicle: v1.id, start: '2026-03-20T08:00:00Z', bill: b3 });
  // Not counted: an ongoing ride, a ride of 1 April 00:30 Cairo, a ride of 28 February 23:30 Cairo, B's ride.
  await ride({
    user: u3!,
    area: areaA,
    vehicle: v1.id,
    start: '2026-03-21T08:00:00Z',
    status: 'ongoing',
    rating: 1,
  });
  await ride({
    user: u3!,
    area: areaA,
    vehicle: v1.id,
    start: '2026-03-31T22:30:00Z',
    rating: 1,
    bill: bOther,
  });
  await ride({ user: u3!, area: areaA, vehicle: v1.id, start: '2026-02-28T21:30:00Z', rating: 1 });
  await ride({
    user: u4!,
    area: areaB,
    vehicle: v2.id,
    start: '2026-03-05T08:00:00Z',
    rating: 1,
    bill: bOther,
  });

  // Settled negative balances by home area: A's u1 paid 15, u2's 5 failed; B's u4 paid 99.
  await insertBill(db, {
    userId: u1!,
    type: 'settleNegativeBalance',
    totalCostPiasters: 1500,
    actualCostPiasters: 1500,
    date: new Date('2026-03-15T10:00:00Z'),
  });
  await insertBill(db, {
    userId: u2!,
    type: 'settleNegativeBalance',
    totalCostPiasters: 500,
    actualCostPiasters: 500,
    isPaymentSuccessful: false,
    date: new Date('2026-03-16T10:00:00Z'),
  });
  await insertBill(db, {
    userId: u4!,
    type: 'settleNegativeBalance',
    totalCostPiasters: 9900,
    actualCostPiasters: 9900,
    date: new Date('2026-03-16T10:00:00Z'),
  });
  await insertBill(db, {
    userId: u1!,
    type: 'settleNegativeBalance',
    totalCostPiasters: 700,
    actualCostPiasters: 700,
    date: new Date('2026-04-02T10:00:00Z'),
  });

  // Snapshots of A: 08:00 Cairo (morning) 12 vehicles, 9 active, 6 operating, 2 urgent; 20:00 (night) 8, 8, 8, 0;
  // 02:00 (overnight) 10, 7, 4, 4. One taken before migration 0035 (no active count) is left out.
  const snap = (
    takenAt: string,
    status: string,
    count: number,
    active: number | null,
    operating: number | null,
    urgent: number | null,
    area = areaA,
  ) =>
    db
      .insert(vehicleStatusSnapshots)
      .values({ takenAt: new Date(takenAt), areaId: area, status, count, active, operating, urgent });
  await snap('2026-03-02T06:00:00Z', 'ready', 10, 8, 6, 1);
  await snap('2026-03-02T06:00:00Z', 'off', 2, 1, 0, 1);
  await snap('2026-03-02T18:00:00Z', 'ready', 8, 8, 8, 0);
  await snap('2026-03-03T00:00:00Z', 'on', 10, 7, 4, 4);
  await snap('2026-03-04T00:00:00Z', 'ready', 100, null, null, null);
  await snap('2026-04-01T06:00:00Z', 'ready', 50, 50, 50, 50);
  await snap('2026-03-02T06:00:00Z', 'ready', 70, 70, 70, 70, areaB);

  // Urgent waits of A's vehicle: 30 min from 09:00 Cairo (morning), 60 from 22:00 (night),
  // 90 from 01:00 on the 6th (overnight). Not counted: one in April, one of B's vehicle.
  await wait(v1, '2026-03-04T07:00:00Z', '2026-03-04T07:30:00Z');
  await wait(v1, '2026-03-04T20:00:00Z', '2026-03-04T21:00:00Z');
  await wait(v1, '2026-03-05T23:00:00Z', '2026-03-06T00:30:00Z');
  await wait(v1, '2026-04-04T07:00:00Z', '2026-04-04T12:00:00Z');
  // A vehicle of B that became urgent at 23:00 Cairo on 31 March and was seen to at 01:00 on
  // 1 April: March counts the hour inside it.
  await wait(v2, '2026-03-31T21:00:00Z', '2026-03-31T23:00:00Z');
  await wait(v2, '2026-03-04T07:00:00Z', '2026-03-04T09:00:00Z');

  const saved = await server.gql(
    UPDATE,
    { y: 2026, m: 3, v: JSON.stringify([inputs(areaA), inputs(areaB)]) },
    token,
  );
  expect(saved.errors).toBeUndefined();
  const response = await server.gql<{ getTargetActualInMonth: ActualWire[] }>(
    ACTUAL,
    { y: 2026, m: 3 },
    token,
  );
  expect(response.errors).toBeUndefined();
  figures = response.data!.getTargetActualInMonth.find((t) => t.area._id === areaA)!.actual;
  figuresB = response.data!.getTargetActualInMonth.find((t) => t.area._id === areaB)!.actual;
}, 60_000);
afterAll(async () => {
  await server.close();
});

describe('actuals of a past month, by hand', () => {
  // Vehicle-days: 6 operating vehicles on average × 31 days = 186.
  it.each([
    ['rides: ended rides started in the month in the area', 'rides', 3],
    ['riders: distinct riders of those rides', 'riders', 2],
    ['new users: riders registered in the month, by home area (Cairo days)', 'newUsers', 2],
    ['ratings ≥ 4 %: 1 of 2 rated rides', 'ratingsAboveOrEqualFourPercentage', 50],
    ['total revenue: 50 + 40 + 30', 'totalREV', 120],
    ['actual revenue: card 50 + balance 20 + prime 10 (02 §5)', 'actREV', 80],
    ['net revenue: actual less the refund of 10', 'netREVS', 70],
    ['lost revenue: 120 − 80 − promo 10 (02 §5 uncollected)', 'lostREVS', 30],
    ['lost revenue %', 'lostREVSPercentage', 25],
    ['actual revenue per ride: 80 / 3', 'actREVPerRide', 26.67],
    ['net revenue per ride: 70 / 3', 'netREVPerRide', 23.33],
    ['assigned: mean fleet (12 + 8 + 10) / 3', 'assigned', 10],
    ['operating: mean (6 + 8 + 4) / 3', 'operating', 6],
    ['ratio: 3 rides / 186 vehicle-days', 'ratio', 0.02],
    ['total RPV: 120 / 186', 'totalRPV', 0.65],
    ['actual RPV: 80 / 186', 'actRPV', 0.43],
    ['net RPV: 70 / 186', 'netRPV', 0.38],
    ['settled: 15 + 5 billed', 'actualSettled', 20],
    ['settled and collected: 15', 'netSettled', 15],
    ['actual revenue with settled: 80 + 20', 'actualSettledREV', 100],
    ['net revenue with settled: 70 + 15', 'netSettledREV', 85],
    ['active: mean (9 + 8 + 7) / 3', 'active', 8],
    ['active ratio: 8 / 10', 'activeRatio', 0.8],
    ['urgent: mean (2 + 0 + 4) / 3', 'urgent', 2],
    ['urgent ratio: 2 / 10', 'urgentRatio', 0.2],
    ['awaiting inspection: mean of 30, 60, 90 minutes', 'awaitngInspectionMinutesAverage', 60],
  ] as const)('%s', (_definition, field, expected) => {
    expect(figures[field]).toBe(expected);
  });

  it('per shift: snapshots and waits by the Cairo hour they fall in', () => {
    expect(figures.shifts).toEqual([
      { shift: 'morning', active: 9, urgent: 2, awaitingInspectionMinutes: 30 },
      { shift: 'night', active: 8, urgent: 0, awaitingInspectionMinutes: 60 },
      { shift: 'overnight', active: 7, urgent: 4, awaitingInspectionMinutes: 90 },
    ]);
  });
});

describe('the other area of the same month', () => {
  it('has its own figures, and a wait that ran past the month counts only its minutes inside it', () => {
    // B: one ride (rated 1), the snapshot of 70, waits of 120 min (morning) and 60 of 120 (night).
    expect(figuresB).toMatchObject({
      rides: 1,
      ratingsAboveOrEqualFourPercentage: 0,
      assigned: 70,
      newUsers: 1,
      actualSettled: 99,
      awaitngInspectionMinutesAverage: 90,
    });
    expect(figuresB.shifts.map((s) => s.awaitingInspectionMinutes)).toEqual([120, 60, null]);
  });
});

describe('actuals against plain SQL over the same rows', () => {
  it('rides, riders, ratings and the revenue sums', async () => {
    const [plain] = await queryRows<{
      rides: number;
      riders: number;
      four: number;
      rated: number;
      total: number;
      paid: number;
      promo: number;
    }>(
      server.handle.db,
      sql`SELECT count(*)::int AS rides, count(DISTINCT r.user_id)::int AS riders,
                 (SELECT count(*) FROM rides x WHERE x.area_id = ${areaA} AND x.status = 'done' AND x.rating >= 4
                    AND to_char(x.start_time AT TIME ZONE 'Africa/Cairo', 'YYYY-MM') = '2026-03')::int AS four,
                 count(r.rating)::int AS rated,
                 sum(b.total_cost_piasters)::int AS total,
                 sum(CASE WHEN b.is_payment_successful THEN b.actual_cost_piasters ELSE 0 END + b.paid_with_subscription_piasters)::int AS paid,
                 sum(b.paid_with_promocode_piasters)::int AS promo
            FROM rides r JOIN bills b ON b.id = r.bill_id
           WHERE r.area_id = ${areaA} AND r.status = 'done'
             AND to_char(r.start_time AT TIME ZONE 'Africa/Cairo', 'YYYY-MM') = '2026-03'`,
    );
    expect(figures.rides).toBe(plain!.rides);
    expect(figures.riders).toBe(plain!.riders);
    expect(figures.ratingsAboveOrEqualFourPercentage).toBe(
      Math.round((plain!.four / plain!.rated) * 10000) / 100,
    );
    expect(figures.totalREV).toBe(plain!.total / 100);
    expect(figures.actREV).toBe(plain!.paid / 100);
    expect(figures.lostREVS).toBe((plain!.total - plain!.paid - plain!.promo) / 100);
  });

  it('new users, settled and the urgent waits', async () => {
    const [plain] = await queryRows<{ joined: number; settled: number; waited: number }>(
      server.handle.db,
      sql`SELECT (SELECT count(*)::int FROM users WHERE area_id = ${areaA} AND type = 'user'
                    AND to_char(created_at AT TIME ZONE 'Africa/Cairo', 'YYYY-MM') = '2026-03') AS joined,
                 (SELECT sum(b.actual_cost_piasters)::int FROM bills b JOIN users u ON u.id = b.user_id
                   WHERE u.area_id = ${areaA} AND b.type = 'settleNegativeBalance'
                     AND to_char(b.date AT TIME ZONE 'Africa/Cairo', 'YYYY-MM') = '2026-03') AS settled,
                 (SELECT avg(extract(epoch FROM (SELECT min(x.created_at) FROM vehicle_life_cycle x
                           WHERE x.vehicle_id = e.vehicle_id AND x."case" = 'EXITED_URGENT' AND x.created_at >= e.created_at) - e.created_at) / 60)::float
                    FROM vehicle_life_cycle e JOIN vehicles v ON v.id = e.vehicle_id
                   WHERE v.area_id = ${areaA} AND e."case" = 'ENTERED_URGENT'
                     AND to_char(e.created_at AT TIME ZONE 'Africa/Cairo', 'YYYY-MM') = '2026-03') AS waited`,
    );
    expect(figures.newUsers).toBe(plain!.joined);
    expect(figures.actualSettled).toBe(plain!.settled / 100);
    expect(figures.awaitngInspectionMinutesAverage).toBe(plain!.waited);
  });
});

describe('the days counted (02 §5)', () => {
  it('a past month counts in full, and the set rides follow the days', async () => {
    const response = await server.gql<{ getTargetActualInMonth: ActualWire[] }>(
      ACTUAL,
      { y: 2026, m: 3 },
      token,
    );
    const row = response.data!.getTargetActualInMonth.find((t) => t.area._id === areaA)!;
    // operating 60 × 10 / 100 = 6; rides 2 × 6 × 31 = 372; revenue 30 × 6 × 31 = 5580.
    expect(row).toMatchObject({
      days: 31,
      fullDays: 31,
      set: { operating: 6, rides: 372, totalREV: 5580, riders: 310, newUsers: 62 },
    });
  });

  it('the current month counts up to today, and the set side with it', async () => {
    const today = cairoDay(server.clock.now());
    const [year, month, day] = today.split('-').map(Number) as [number, number, number];
    await server.gql(UPDATE, { y: year, m: month, v: JSON.stringify([inputs(areaA)]) }, token);
    const response = await server.gql<{ getTargetActualInMonth: ActualWire[] }>(
      ACTUAL,
      { y: year, m: month },
      token,
    );
    const row = response.data!.getTargetActualInMonth[0]!;
    expect(row.days).toBe(day);
    expect(row.set.rides).toBe(Math.round(2 * 6 * day * 100) / 100);
  });

  it('a month not begun counts 0 days and no actuals; a month without targets is an empty list', async () => {
    await server.gql(UPDATE, { y: 2099, m: 1, v: JSON.stringify([inputs(areaA)]) }, token);
    const response = await server.gql<{ getTargetActualInMonth: ActualWire[] }>(
      ACTUAL,
      { y: 2099, m: 1 },
      token,
    );
    // Nothing measured is not 0: no wait to average, no rated ride.
    expect(response.data!.getTargetActualInMonth[0]).toMatchObject({
      days: 0,
      set: { rides: 0 },
      actual: {
        rides: 0,
        activeRatio: 0,
        awaitngInspectionMinutesAverage: null,
        ratingsAboveOrEqualFourPercentage: null,
      },
    });
    expect(
      response.data!.getTargetActualInMonth[0]!.actual.shifts.map((s) => s.awaitingInspectionMinutes),
    ).toEqual([null, null, null]);
    const none = await server.gql<{ getTargetActualInMonth: ActualWire[] }>(ACTUAL, { y: 2098, m: 1 }, token);
    expect(none.data!.getTargetActualInMonth).toEqual([]);
  });
});
