import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATE_RANGE_MESSAGES } from '@ops/shared/rules/dateRange';
import { TOP_RIDERS_LIMIT_MESSAGE } from '@ops/shared/rules/lastMonth';
import { createStaff, signIn } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { newId } from '../../platform/lib/ids';
import { rides } from '../rides/tables';
import { users } from '../../platform/session/tables';
import { createArea, createRider, createVehicle } from '../wallet/testFixtures';
import { REFERRAL_MESSAGES } from './queries';
import { TOP_RIDERS_MESSAGES } from './topRiders';

/** Referral lists across all users, their counts, and last month's top riders, through GraphQL on PGlite. */

let server: TestServer;
let viewer: string;
const message = (r: { errors?: Array<{ message: string }> }) => r.errors?.[0]?.message;

beforeAll(async () => {
  server = await startTestServer();
  viewer = await signIn(
    server,
    await createStaff(server.handle.db, { level: 5, permissions: { users: { VIEW_PAGE: true } } }),
  );
});
afterAll(async () => {
  await server.close();
});

type Row = {
  _id: string;
  tripsCount: number;
  referralsCount: number;
  referralsAddedBalance: number;
  referrer: { _id: string } | null;
  area: { _id: string } | null;
};
type Page = { totalCount: number; totalPages: number; users: Row[] };
const FIELDS =
  'totalCount totalPages users { _id tripsCount referralsCount referralsAddedBalance referrer { _id } area { _id } }';
const REFERRED = `query($f: String, $s: String, $t: String, $id: ID) { getReferredUsers(userId: $id, filters: $f, fieldName: $s, sortType: $t) { ${FIELDS} } }`;
const INITIATORS = `query($f: String, $s: String) { getReferInitiator(filters: $f, fieldName: $s) { ${FIELDS} } }`;
const COUNTS = `{ getReferrersCount getReferralsCount getReferralsAddedBalance }`;

async function counts() {
  return (
    await server.gql<{
      getReferrersCount: number;
      getReferralsCount: number;
      getReferralsAddedBalance: number;
    }>(COUNTS, {}, viewer)
  ).data!;
}

describe('referral lists across all users', () => {
  it('lists every referred user of an area with the referrer, sorted as asked, and counts them', async () => {
    const db = server.handle.db;
    const before = await counts();
    const area = await createArea(db);
    const [root, mid, a, b] = [
      await createRider(db),
      await createRider(db),
      await createRider(db),
      await createRider(db),
    ];
    await db
      .update(users)
      .set({ areaId: area, referralsCount: 1, referralsAddedBalancePiasters: 1000 })
      .where(eq(users.id, root));
    await db
      .update(users)
      .set({ areaId: area, referrerId: root, referralsCount: 2, referralsAddedBalancePiasters: 2500 })
      .where(eq(users.id, mid));
    await db.update(users).set({ areaId: area, referrerId: mid, tripsCount: 7 }).where(eq(users.id, a));
    await db.update(users).set({ areaId: area, referrerId: mid, tripsCount: 2 }).where(eq(users.id, b));

    const byTrips = (
      await server.gql<{ getReferredUsers: Page }>(
        REFERRED,
        { f: JSON.stringify({ area }), s: 'tripsCount', t: 'desc' },
        viewer,
      )
    ).data!.getReferredUsers;
    expect(byTrips.totalCount).toBe(3);
    expect(byTrips.users.map((u) => u._id)).toEqual([a, b, mid]);
    expect(byTrips.users[0]).toMatchObject({ referrer: { _id: mid }, area: { _id: area }, tripsCount: 7 });

    const ofMid = (
      await server.gql<{ getReferredUsers: Page }>(REFERRED, { f: JSON.stringify({ referrer: mid }) }, viewer)
    ).data!.getReferredUsers;
    expect(ofMid.users.map((u) => u._id).sort()).toEqual([a, b].sort());

    const initiators = (
      await server.gql<{ getReferInitiator: Page }>(INITIATORS, { f: JSON.stringify({ area }) }, viewer)
    ).data!.getReferInitiator;
    expect(initiators.users.map((u) => u._id)).toEqual([mid, root]);
    expect(initiators.users[0]).toMatchObject({
      referralsCount: 2,
      referralsAddedBalance: 25,
      referrer: { _id: root },
    });
    const starters = (
      await server.gql<{ getReferInitiator: Page }>(
        INITIATORS,
        { f: JSON.stringify({ area, chainStarters: true }) },
        viewer,
      )
    ).data!.getReferInitiator;
    expect(starters.users.map((u) => u._id)).toEqual([root]);

    const after = await counts();
    expect(after.getReferrersCount - before.getReferrersCount).toBe(2);
    expect(after.getReferralsCount - before.getReferralsCount).toBe(3);
    expect(after.getReferralsAddedBalance - before.getReferralsAddedBalance).toBeCloseTo(35, 2);

    // The one-user form still answers the user page, with the new columns too.
    const one = (await server.gql<{ getReferredUsers: Page }>(REFERRED, { id: mid }, viewer)).data!
      .getReferredUsers;
    expect(one.totalCount).toBe(2);
    expect(one.users[0]!.referrer).toEqual({ _id: mid });
  });

  it('refuses bad filters and sorts in words, and filters on the one-user form', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ f: '{"colour":"red"}' }, 'Unknown filter: colour'],
      [{ f: 'not json' }, 'Filters are not valid JSON'],
      [
        { f: JSON.stringify({ date: { startDate: '2026-10-01T00:00:00.000Z' } }) },
        `Filter 'date': ${DATE_RANGE_MESSAGES.endMissing}`,
      ],
      [{ s: 'balance' }, "Cannot sort by 'balance'; sort by createdAt, tripsCount"],
      [{ id: newId(), f: '{}', s: 'tripsCount' }, REFERRAL_MESSAGES.oneUserTakesNoFilters],
    ];
    for (const [vars, expected] of cases)
      expect(message(await server.gql(REFERRED, vars, viewer))).toBe(expected);
  });
});

describe('top riders of last month', () => {
  const TOP = `query($a: ID!, $l: Int) { getTopRidersByAreaLastMonth(areaId: $a, limit: $l) { month startDate endDate riders { rank _id ridesCount minutes } } }`;
  type Top = {
    month: string;
    startDate: string;
    endDate: string;
    riders: Array<{ rank: number; _id: string; ridesCount: number; minutes: number }>;
  };

  it('ranks the riders of an area by last month ended rides, then minutes', async () => {
    const db = server.handle.db;
    const area = await createArea(db);
    const vehicle = await createVehicle(db, { areaId: area });
    const [busy, tied, quiet] = [await createRider(db), await createRider(db), await createRider(db)];
    const probe = (await server.gql<{ getTopRidersByAreaLastMonth: Top }>(TOP, { a: area }, viewer)).data!
      .getTopRidersByAreaLastMonth;
    const inMonth = new Date(new Date(probe.startDate).getTime() + 3 * 86_400_000);
    const ride = (userId: string, at: Date, minutes: number, status: 'done' | 'ongoing' = 'done') =>
      db.insert(rides).values({
        id: newId(),
        userId,
        vehicleId: vehicle.id,
        areaId: area,
        status,
        startTime: at,
        createdAt: at,
        timeMs: minutes * 60_000,
      });
    await ride(busy, inMonth, 10);
    await ride(busy, inMonth, 5);
    await ride(tied, inMonth, 9);
    await ride(tied, inMonth, 9);
    await ride(quiet, inMonth, 30);
    // Not last month, or not ended: not counted.
    await ride(quiet, new Date(new Date(probe.endDate).getTime() + 60_000), 50);
    await ride(quiet, new Date(new Date(probe.startDate).getTime() - 60_000), 50);

    const top = (await server.gql<{ getTopRidersByAreaLastMonth: Top }>(TOP, { a: area }, viewer)).data!
      .getTopRidersByAreaLastMonth;
    expect(top.month).toMatch(/^\d{4}-\d{2}$/);
    expect(top.riders).toEqual([
      { rank: 1, _id: tied, ridesCount: 2, minutes: 18 },
      { rank: 2, _id: busy, ridesCount: 2, minutes: 15 },
      { rank: 3, _id: quiet, ridesCount: 1, minutes: 30 },
    ]);
    const one = (await server.gql<{ getTopRidersByAreaLastMonth: Top }>(TOP, { a: area, l: 1 }, viewer)).data!
      .getTopRidersByAreaLastMonth;
    expect(one.riders.map((r) => r._id)).toEqual([tied]);
  });

  it('refuses a bad limit and an unknown area', async () => {
    expect(message(await server.gql(TOP, { a: await createArea(server.handle.db), l: 0 }, viewer))).toBe(
      TOP_RIDERS_LIMIT_MESSAGE,
    );
    expect(message(await server.gql(TOP, { a: newId() }, viewer))).toBe(TOP_RIDERS_MESSAGES.areaNotFound);
    expect(message(await server.gql(`{ getTopRidersLastMonth(limit: 101) { month } }`, {}, viewer))).toBe(
      TOP_RIDERS_LIMIT_MESSAGE,
    );
  });
});
