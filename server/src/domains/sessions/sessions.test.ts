import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATE_RANGE_MESSAGES } from '@ops/shared/rules/dateRange';
import { SESSIONS_FILTER_MESSAGES as M } from '@ops/shared/rules/sessionsFilter';
import { LOG_CASE_MESSAGE } from '@ops/shared/lists/userLifeCycle';
import { createStaff, signIn } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { newId } from '../../platform/lib/ids';
import { vehicleLifeCycle } from '../vehicles/tables';
import { createArea, createRider, createVehicle } from '../wallet/testFixtures';
import { appSessions } from './tables';

/** App Sessions, Ops Sessions (the 02 §5 sessions filter) and userLifeCycle, through GraphQL on PGlite. */

let server: TestServer;
let both: string;
let appOnly: string;
const message = (r: { errors?: Array<{ message: string }> }) => r.errors?.[0]?.message;

beforeAll(async () => {
  server = await startTestServer();
  both = await signIn(
    server,
    await createStaff(server.handle.db, {
      permissions: { users: { APP_SESSIONS: true, OPS_SESSIONS: true } },
    }),
  );
  appOnly = await signIn(
    server,
    await createStaff(server.handle.db, { permissions: { users: { APP_SESSIONS: true } } }),
  );
});
afterAll(async () => {
  await server.close();
});

type Page = {
  totalCount: number;
  sessions: Array<{
    _id: string;
    user: { _id: string };
    roleName: string | null;
    area: { _id: string } | null;
  }>;
};
const APP = `query($f: String) { getAppSessions(filters: $f) { totalCount sessions { _id user { _id } roleName area { _id } } } }`;
const OPS = `query($f: String) { getOpsSessions(filters: $f) { totalCount sessions { _id user { _id } roleName area { _id } } } }`;

describe('app and ops sessions', () => {
  it('keeps the kinds apart and filters by area, dates and a circle', async () => {
    const db = server.handle.db;
    const area = await createArea(db);
    const rider = await createRider(db);
    const staff = await createStaff(db, { name: 'Field Technician' });
    const at = (iso: string) => new Date(iso);
    const [near, far, old, ops] = [newId(), newId(), newId(), newId()];
    await db.insert(appSessions).values([
      // Tahrir Square, Cairo Tower (about 1.3 km west), and one in October.
      {
        id: near,
        userId: rider,
        kind: 'app',
        startedAt: at('2026-11-10T10:00:00Z'),
        lat: 30.0444,
        lng: 31.2357,
        areaId: area,
      },
      {
        id: far,
        userId: rider,
        kind: 'app',
        startedAt: at('2026-11-11T10:00:00Z'),
        lat: 30.0459,
        lng: 31.2243,
        areaId: area,
      },
      {
        id: old,
        userId: rider,
        kind: 'app',
        startedAt: at('2026-10-01T10:00:00Z'),
        lat: 30.0444,
        lng: 31.2357,
        areaId: area,
      },
      {
        id: ops,
        userId: staff.userId,
        kind: 'ops',
        startedAt: at('2026-11-10T08:00:00Z'),
        lat: 30.0444,
        lng: 31.2357,
        areaId: area,
      },
    ]);
    const app = async (filters: Record<string, unknown>) =>
      (await server.gql<{ getAppSessions: Page }>(APP, { f: JSON.stringify({ area, ...filters }) }, both))
        .data!.getAppSessions;

    expect((await app({})).sessions.map((s) => s._id)).toEqual([far, near, old]);
    const november = { date: { startDate: '2026-11-01T00:00:00.000Z', endDate: '2026-11-30T23:59:59.999Z' } };
    expect((await app(november)).sessions.map((s) => s._id)).toEqual([far, near]);
    expect(
      (await app({ ...november, lat: 30.0444, lng: 31.2357, radius: 500 })).sessions.map((s) => s._id),
    ).toEqual([near]);
    expect((await app({ lat: 30.0444, lng: 31.2357, radius: 2000 })).totalCount).toBe(3);

    const opsPage = (await server.gql<{ getOpsSessions: Page }>(OPS, { f: JSON.stringify({ area }) }, both))
      .data!.getOpsSessions;
    expect(opsPage.sessions).toEqual([
      { _id: ops, user: { _id: staff.userId }, roleName: 'Field Technician', area: { _id: area } },
    ]);
  });

  it('refuses a bad sessions filter in words (02 §5)', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ lat: 30 }, M.locationIncomplete],
      [{ lat: 30, lng: 31 }, M.locationIncomplete],
      [{ radius: 100 }, M.locationIncomplete],
      [{ lat: 181, lng: 31, radius: 100 }, M.latitudeRange],
      [{ lat: 30, lng: -180.5, radius: 100 }, M.longitudeRange],
      [{ lat: 30, lng: 31, radius: 0 }, M.radius],
      [
        { date: { startDate: '2026-11-01T00:00:00.000Z' } },
        `Filter 'date': ${DATE_RANGE_MESSAGES.endMissing}`,
      ],
      [{ lat: '30', lng: 31, radius: 1 }, "Filter 'lat': Invalid input: expected number, received string"],
      [{ city: 'Cairo' }, 'Unknown filter: city'],
    ];
    for (const [filters, expected] of cases) {
      expect(message(await server.gql(APP, { f: JSON.stringify(filters) }, both))).toBe(expected);
      expect(message(await server.gql(OPS, { f: JSON.stringify(filters) }, both))).toBe(expected);
    }
  });

  it('gates each list by its own permission', async () => {
    expect(message(await server.gql(APP, {}, appOnly))).toBeUndefined();
    expect(message(await server.gql(OPS, {}, appOnly))).toBeTruthy();
  });
});

describe('userLifeCycle', () => {
  type Answer = {
    count: number;
    totalPages: number;
    data: Array<{
      _id: string;
      case: string;
      caseLabel: string;
      user: { _id: string };
      roleName: string;
      vehicle: { code: string };
      area: { _id: string } | null;
    }>;
  };
  const LIFE = `query($id: ID, $d: LifeCycleDates, $c: String, $a: ID, $r: ID, $v: ID, $b: String, $p: Paging) {
    userLifeCycle(_id: $id, dates: $d, logCase: $c, area: $a, role: $r, vehicleId: $v, batterySerial: $b, paging: $p) {
      count totalPages data { _id case caseLabel user { _id } roleName vehicle { code } area { _id } } } }`;

  it('lists what staff did to vehicles with the spec labels, filtered every way the operation offers', async () => {
    const db = server.handle.db;
    const area = await createArea(db);
    const vehicle = await createVehicle(db, { areaId: area });
    const other = await createVehicle(db);
    const tech = await createStaff(db, { name: 'Swapper' });
    const signedIn = await signIn(
      server,
      await createStaff(db, { permissions: { users: { VIEW_PAGE: true } } }),
    );
    const event = (values: Partial<typeof vehicleLifeCycle.$inferInsert>) =>
      db.insert(vehicleLifeCycle).values({
        id: newId(),
        vehicleId: vehicle.id,
        code: vehicle.code,
        case: 'BATTERY_SWAP',
        userId: tech.userId,
        createdAt: new Date('2026-11-10T10:00:00Z'),
        ...values,
      });
    await event({ batterySerial: 'BAT-1' });
    await event({ case: 'BATTERY_UNLOCK', createdAt: new Date('2026-11-09T10:00:00Z') });
    await event({
      case: 'DISABLED',
      vehicleId: other.id,
      code: other.code,
      createdAt: new Date('2026-10-01T10:00:00Z'),
    });
    await event({ case: 'ENTERED_URGENT', userId: null });

    const ask = async (vars: Record<string, unknown>) =>
      (await server.gql<{ userLifeCycle: Answer }>(LIFE, { id: tech.userId, ...vars }, signedIn)).data!
        .userLifeCycle;
    const all = await ask({});
    expect(all.count).toBe(3);
    expect(all.data[0]).toMatchObject({
      case: 'BATTERY_SWAP',
      caseLabel: 'Battery Swap',
      user: { _id: tech.userId },
      roleName: 'Swapper',
      vehicle: { code: vehicle.code },
      area: { _id: area },
    });
    expect(all.data.map((e) => e.caseLabel)).toEqual(['Battery Swap', 'Battery Unlocked', 'Disabled']);
    expect((await ask({ c: 'BATTERY_UNLOCK' })).count).toBe(1);
    expect((await ask({ a: area })).count).toBe(2);
    expect((await ask({ v: other.id })).data.map((e) => e.case)).toEqual(['DISABLED']);
    expect((await ask({ b: 'BAT-1' })).count).toBe(1);
    expect((await ask({ r: tech.roleId })).count).toBe(3);
    expect(
      (await ask({ d: { startDate: '2026-11-01T00:00:00.000Z', endDate: '2026-11-30T23:59:59.999Z' } }))
        .count,
    ).toBe(2);
    const paged = await ask({ p: { pageNumber: 2, rowsPerPage: 2 } });
    expect([paged.count, paged.totalPages, paged.data.length]).toEqual([3, 2, 1]);

    expect(message(await server.gql(LIFE, { c: 'EXPLODED' }, signedIn))).toBe(
      `Filter 'logCase': ${LOG_CASE_MESSAGE}`,
    );
    expect(message(await server.gql(LIFE, { d: { endDate: '2026-11-30T23:59:59.999Z' } }, signedIn))).toBe(
      `Filter 'date': ${DATE_RANGE_MESSAGES.startMissing}`,
    );
    expect(message(await server.gql(LIFE, { p: { rowsPerPage: 500 } }, signedIn))).toMatch(/200/);
    expect(message(await server.gql(LIFE, {}, null))).toBeTruthy();
  });

  it('shows staff actions (names, phones) only to those who may view staff: users.VIEW_PAGE (issue 22 finding 8 f)', async () => {
    const plain = await signIn(server, await createStaff(server.handle.db));
    const answer = await server.gql(LIFE, {}, plain);
    expect(answer.data?.userLifeCycle ?? null).toBeNull();
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
