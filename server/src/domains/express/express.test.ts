import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, signIn } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { newId } from '../../platform/lib/ids';
import { rides } from '../rides/tables';
import { users } from '../../platform/session/tables';
import { createArea, createRider, createVehicle } from '../wallet/testFixtures';

/** Express partners: the list, one partner with their express rides, and set/remove through users/actions. */

let server: TestServer;
let admin: string;
let viewerOnly: string;
const message = (r: { errors?: Array<{ message: string }> }) => r.errors?.[0]?.message;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(
    server,
    await createStaff(server.handle.db, {
      level: 1,
      department: 'Administration',
      permissions: { express: { VIEW_PAGE: true } },
    }),
  );
  viewerOnly = await signIn(
    server,
    await createStaff(server.handle.db, { permissions: { users: { VIEW_PAGE: true } } }),
  );
});
afterAll(async () => {
  await server.close();
});

type Partner = {
  _id: string;
  isExpressRider: boolean;
  isExpressAdmin: boolean;
  expressRidesCount: number;
  expressAreas: Array<{ _id: string }>;
  lastExpressRideAt: string | null;
};
const LIST = `query($f: String, $s: String, $t: String) { getExpressPartners(filters: $f, fieldName: $s, sortType: $t) { totalCount partners { _id isExpressRider isExpressAdmin expressRidesCount expressAreas { _id } lastExpressRideAt } } }`;
const ONE = `query($id: ID!) { getExpressPartner(_id: $id) { _id isExpressRider isExpressAdmin expressRidesCount expressAreas { _id } lastExpressRideAt } }`;
const RIDES = `query($id: ID!, $p: Int, $n: Int) { getExpressRides(userId: $id, pageNumber: $p, rowsPerPage: $n) { totalRides totalPages rides { _id isExpressRide } } }`;

describe('express partners', () => {
  it('lists express riders and admins with their express rides and areas, and sets and removes the flags', async () => {
    const db = server.handle.db;
    const [area, elsewhere] = [await createArea(db), await createArea(db)];
    const vehicle = await createVehicle(db, { areaId: area });
    const [rider, adminUser, plain] = [await createRider(db), await createRider(db), await createRider(db)];
    await db.update(users).set({ areaId: area, isExpressRider: true }).where(eq(users.id, rider));
    await db.update(users).set({ areaId: area, isExpressAdmin: true }).where(eq(users.id, adminUser));
    await db.update(users).set({ areaId: area }).where(eq(users.id, plain));
    const ride = (at: string, rideArea: string, express: boolean) =>
      db.insert(rides).values({
        id: newId(),
        userId: rider,
        vehicleId: vehicle.id,
        areaId: rideArea,
        status: 'done',
        startTime: new Date(at),
        createdAt: new Date(at),
        isExpressRide: express,
      });
    await ride('2026-11-01T10:00:00Z', area, true);
    await ride('2026-11-02T10:00:00Z', elsewhere, true);
    await ride('2026-11-03T10:00:00Z', area, false);

    const list = async (filters: Record<string, unknown>, sort?: string) =>
      (
        await server.gql<{ getExpressPartners: { totalCount: number; partners: Partner[] } }>(
          LIST,
          { f: JSON.stringify({ area, ...filters }), s: sort, t: sort ? 'desc' : undefined },
          admin,
        )
      ).data!.getExpressPartners;
    const all = await list({}, 'expressRidesCount');
    expect(all.partners.map((p) => p._id)).toEqual([rider, adminUser]);
    expect(all.partners[0]).toMatchObject({
      isExpressRider: true,
      expressRidesCount: 2,
      lastExpressRideAt: '2026-11-02T10:00:00.000Z',
    });
    expect(all.partners[0]!.expressAreas.map((a) => a._id).sort()).toEqual([area, elsewhere].sort());
    expect((await list({ kind: 'admin' })).partners.map((p) => p._id)).toEqual([adminUser]);
    expect((await list({ kind: 'rider' })).partners.map((p) => p._id)).toEqual([rider]);

    const rideList = (
      await server.gql<{
        getExpressRides: { totalRides: number; totalPages: number; rides: Array<{ isExpressRide: boolean }> };
      }>(RIDES, { id: rider, n: 1 }, admin)
    ).data!.getExpressRides;
    expect([
      rideList.totalRides,
      rideList.totalPages,
      rideList.rides.length,
      rideList.rides[0]!.isExpressRide,
    ]).toEqual([2, 2, 1, true]);

    // Set: the plain rider becomes a partner; remove: the admin stops being one (users/actions).
    const set = await server.gql(
      `mutation($u: ID!) { setExpressRider(userId: $u, isExpressRider: true) { message } }`,
      { u: plain },
      admin,
    );
    expect(set.errors).toBeUndefined();
    const removed = await server.gql(
      `mutation($u: ID!) { setExpressAdmin(userId: $u, isExpressAdmin: false) { message } }`,
      { u: adminUser },
      admin,
    );
    expect(removed.errors).toBeUndefined();
    expect((await list({})).partners.map((p) => p._id).sort()).toEqual([rider, plain].sort());
    const one = (await server.gql<{ getExpressPartner: Partner }>(ONE, { id: adminUser }, admin)).data!
      .getExpressPartner;
    expect(one).toMatchObject({
      _id: adminUser,
      isExpressRider: false,
      isExpressAdmin: false,
      expressRidesCount: 0,
    });
    expect(
      (await server.gql<{ getExpressPartner: Partner | null }>(ONE, { id: newId() }, admin)).data!
        .getExpressPartner,
    ).toBeNull();
  });

  it('refuses a bad filter in words and anyone without the express layer', async () => {
    expect(message(await server.gql(LIST, { f: JSON.stringify({ kind: 'driver' }) }, admin))).toMatch(
      /^Filter 'kind': /,
    );
    expect(message(await server.gql(LIST, { s: 'balance' }, admin))).toBe(
      "Cannot sort by 'balance'; sort by createdAt, name, expressRidesCount",
    );
    expect(message(await server.gql(RIDES, { id: newId(), p: 0 }, admin))).toBe(
      'Page number must be a whole number from 1',
    );
    expect(message(await server.gql(LIST, {}, viewerOnly))).toBeTruthy();
    expect(message(await server.gql(ONE, { id: newId() }, viewerOnly))).toBeTruthy();
  });
});
