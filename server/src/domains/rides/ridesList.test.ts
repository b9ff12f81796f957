import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ridePrice } from '@ops/shared/rules/pricing';
import { REALTIME_EVENTS } from '@ops/shared/realtime/events';
import { readWirePayload } from '@ops/shared/realtime/wire';
import { BAD_DATE_MESSAGE } from '@ops/shared/lists/dateRangeFilter';
import { LIST_MESSAGES } from '@ops/shared/lists/listRequest';
import { ROWS_PER_PAGE_MESSAGE } from '@ops/shared/rules/limits';
import { createStaff, signIn } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { newId } from '../../platform/lib/ids';
import { RIDES_FILTER_MESSAGES } from '@ops/shared/lists/rides';
import { promocodes } from '../promocodes/tables';
import { createArea, createRider, createVehicle } from '../wallet/testFixtures';
import { RIDE_MESSAGES } from './messages';
import { endRideByRider, startRide } from './start';
import { rides } from './tables';

/** rides (02 §7) on the list kit: filters read by shared/lists/rides.ts, who may read which rides. */

const RIDES = `query($filters: String, $p: Int, $n: Int, $f: String, $s: String) {
  rides(filters: $filters, pageNumber: $p, rowsPerPage: $n, fieldName: $f, sortType: $s) { totalRides totalPages rides { _id status user { _id } scooter { code } } } }`;
type Page = {
  totalRides: number;
  totalPages: number;
  rides: Array<{ _id: string; status: string; user: { _id: string }; scooter: { code: string } }>;
};

let server: TestServer;
let ridesViewer: string;
let usersViewer: string;
let agent: string;
let nobody: string;
let rider: string;
let otherRider: string;
let vehicleId: string;
const ids: string[] = [];
const first = (r: { errors?: Array<{ message: string }> }) => r.errors?.[0]?.message;

beforeAll(async () => {
  server = await startTestServer();
  const db = server.handle.db;
  [ridesViewer, usersViewer, agent, nobody] = [
    await signIn(server, await createStaff(db, { level: 5, permissions: { rides: { VIEW_PAGE: true } } })),
    await signIn(server, await createStaff(db, { level: 5, permissions: { users: { VIEW_PAGE: true } } })),
    await signIn(server, await createStaff(db, { level: 5, permissions: { task: { RESOLVE_TASKS: true } } })),
    await signIn(server, await createStaff(db, { level: 9, permissions: {} })),
  ];
  rider = await createRider(db);
  otherRider = await createRider(db);
  vehicleId = (await createVehicle(db)).id;
  const otherVehicle = (await createVehicle(db)).id;
  // Three rides of the rider on three March days (two done), one of another rider on another vehicle.
  const ride = (userId: string, vehicle: string, day: number, status: 'ongoing' | 'done') => {
    const id = newId();
    ids.push(id);
    const startTime = new Date(Date.UTC(2026, 2, day, 10));
    return { id, userId, vehicleId: vehicle, startTime, createdAt: startTime, status, timeMs: day * 60_000 };
  };
  await db
    .insert(rides)
    .values([
      ride(rider, vehicleId, 1, 'done'),
      ride(rider, vehicleId, 2, 'done'),
      ride(rider, vehicleId, 3, 'ongoing'),
      ride(otherRider, otherVehicle, 2, 'done'),
    ]);
});
afterAll(async () => {
  await server.close();
});

const list = async (variables: Record<string, unknown>, token = ridesViewer) =>
  server.gql<{ rides: Page }>(RIDES, variables, token);
const filters = (value: Record<string, unknown>) => JSON.stringify(value);

describe('the rides list filters', () => {
  it('filters by user, scooter, status and ride date range; newest first by default', async () => {
    const byUser = (await list({ filters: filters({ user: rider }) })).data!.rides;
    expect(byUser.totalRides).toBe(3);
    expect(byUser.rides.map((r) => r._id)).toEqual([ids[2], ids[1], ids[0]]);
    expect(
      (await list({ filters: filters({ scooter: vehicleId, status: 'done' }) })).data!.rides.totalRides,
    ).toBe(2);
    const day2 = { startDate: '2026-03-02T00:00:00.000Z', endDate: '2026-03-02T23:59:59.999Z' };
    const onDay2 = (await list({ filters: filters({ date: day2 }) })).data!.rides;
    expect(onDay2.rides.map((r) => r.user._id).sort()).toEqual([rider, otherRider].sort());
    expect(
      (await list({ filters: filters({ user: rider, date: day2 }) })).data!.rides.rides.map((r) => r._id),
    ).toEqual([ids[1]]);
  });

  it('sorts by a whitelisted field and pages without repeats', async () => {
    const asc = (await list({ filters: filters({ user: rider }), f: 'time', s: 'asc', n: 2 })).data!.rides;
    expect(asc).toMatchObject({ totalRides: 3, totalPages: 2 });
    const next = (await list({ filters: filters({ user: rider }), f: 'time', s: 'asc', n: 2, p: 2 })).data!
      .rides;
    expect([...asc.rides, ...next.rides].map((r) => r._id)).toEqual([ids[0], ids[1], ids[2]]);
  });

  it.each([
    ['bad JSON', { filters: '{"user":' }, LIST_MESSAGES.filtersNotJson],
    ['not an object', { filters: '[1]' }, LIST_MESSAGES.filtersNotObject],
    [
      'an unknown key',
      { filters: filters({ user: 'u', colour: 'red' }) },
      LIST_MESSAGES.unknownFilter(['colour']),
    ],
    ['an unknown status', { filters: filters({ status: 'paused' }) }, "Filter 'status': "],
    [
      'half a date range',
      { filters: filters({ date: { startDate: '2026-03-01T00:00:00.000Z' } }) },
      "Filter 'date': Please select end date!",
    ],
    [
      'a date that is no date',
      { filters: filters({ date: { startDate: 'yesterday', endDate: 'today' } }) },
      `Filter 'date.startDate': ${BAD_DATE_MESSAGE}`,
    ],
    [
      'an unknown sort',
      { f: 'price' },
      LIST_MESSAGES.sortField('price', ['createdAt', 'start_time', 'time']),
    ],
    ['a bad sort type', { s: 'up' }, LIST_MESSAGES.sortType],
    ['page 0', { p: 0 }, LIST_MESSAGES.pageNumber],
    ['201 rows', { n: 201 }, ROWS_PER_PAGE_MESSAGE],
  ])('refuses %s in words', async (_label, variables, message) => {
    const error = first(await list(variables));
    expect(error).toBeDefined();
    expect(error!.startsWith(message), `${error} should start with ${message}`).toBe(true);
  });
});

describe('who may read which rides', () => {
  it('rides.VIEW_PAGE reads any rides', async () => {
    expect((await list({})).data!.rides.totalRides).toBe(4);
  });

  it('users.VIEW_PAGE reads one user’s rides (the user page), not all rides nor a vehicle’s', async () => {
    expect((await list({ filters: filters({ user: rider }) }, usersViewer)).data!.rides.totalRides).toBe(3);
    expect(first(await list({}, usersViewer))).toBe(RIDE_MESSAGES.notAllowedRides);
    expect(first(await list({ filters: filters({ scooter: vehicleId }) }, usersViewer))).toBe(
      RIDE_MESSAGES.notAllowedRides,
    );
  });

  it('task.RESOLVE_TASKS reads one user’s or one vehicle’s rides; no permission reads none', async () => {
    expect((await list({ filters: filters({ scooter: vehicleId }) }, agent)).data!.rides.totalRides).toBe(3);
    expect(first(await list({}, agent))).toBe(RIDE_MESSAGES.notAllowedRides);
    expect(first(await list({ filters: filters({ user: rider }) }, nobody))).toBe(
      RIDE_MESSAGES.notAllowedRides,
    );
  });
});

describe('the Rides page filters (issue 9 §1)', () => {
  let pageRider: string;
  let areaA: string;
  const pageIds: Record<string, string> = {};

  beforeAll(async () => {
    const db = server.handle.db;
    pageRider = await createRider(db);
    areaA = await createArea(db);
    const areaB = await createArea(db);
    const vehicle = (await createVehicle(db)).id;
    const promoId = newId();
    await db.insert(promocodes).values({ id: promoId, code: 'NILE20', type: 'percentage', value: 20 });
    const at = (hour: number) => new Date(Date.UTC(2026, 4, 10, hour));
    const base = { userId: pageRider, vehicleId: vehicle, status: 'done' as const, timeMs: 60_000 };
    const rows = {
      express: {
        ...base,
        areaId: areaA,
        isExpressRide: true,
        checkStatus: 'Y' as const,
        rating: 5,
        endedBy: 'user' as const,
        startTime: at(6),
      },
      rated3: {
        ...base,
        areaId: areaA,
        checkStatus: 'P' as const,
        rating: 3,
        endedBy: 'dashboard' as const,
        startTime: at(8),
        promocodeId: promoId,
      },
      unrated: {
        ...base,
        areaId: areaB,
        checkStatus: 'N' as const,
        endedBy: 'auto end' as const,
        startTime: at(12),
      },
    };
    for (const [name, row] of Object.entries(rows)) {
      const id = newId();
      pageIds[name] = id;
      await db.insert(rides).values({ id, ...row, createdAt: row.startTime });
    }
  });

  const only = async (extra: Record<string, unknown>) => {
    // The table is built before beforeAll runs: the area's id is put in here.
    const text = filters({ user: pageRider, checkStatus: 'All', ...extra }).replace('AREA_A', areaA);
    const answer = await list({ filters: text });
    expect(first(answer)).toBeUndefined();
    return answer.data!.rides.rides.map((r) => r._id).sort();
  };
  const idsOf = (...names: string[]) => names.map((name) => pageIds[name]!).sort();

  it.each([
    ['check status P (the page default)', { checkStatus: 'P' }, ['rated3']],
    ['check status Y', { checkStatus: 'Y' }, ['express']],
    ['check status N', { checkStatus: 'N' }, ['unrated']],
    ['check status All', {}, ['express', 'rated3', 'unrated']],
    ['an area', { area: ['AREA_A'] }, ['express', 'rated3']],
    ['ride type expressRide', { rideType: 'expressRide' }, ['express']],
    ['ride type clientRide (U&G)', { rideType: 'clientRide' }, ['rated3', 'unrated']],
    ['rating 3', { rating: 3 }, ['rated3']],
    ['rating 0 is all', { rating: 0 }, ['express', 'rated3', 'unrated']],
    ['With Any Rating', { rating: 'withAny' }, ['express', 'rated3']],
    ['Without Any Rating', { rating: 'withoutAny' }, ['unrated']],
    ['a promocode in any case', { promocode: 'nile20' }, ['rated3']],
    ['ended by', { endedBy: 'auto end' }, ['unrated']],
    // 10:00 Cairo (EEST, UTC+3) to 13:00 Cairo is 07:00–10:00 UTC: only the 08:00 UTC ride.
    [
      'a date and time range (Cairo)',
      { date: { startDate: '2026-05-10T10:00:00+03:00', endDate: '2026-05-10T13:00:00+03:00' } },
      ['rated3'],
    ],
  ])('%s', async (_label, extra, expected) => {
    expect(await only(extra)).toEqual(idsOf(...expected));
  });

  it.each([
    ['a ride type', { rideType: 'scooterRide' }, `Filter 'rideType': ${RIDES_FILTER_MESSAGES.rideType}`],
    ['a check status', { checkStatus: 'X' }, `Filter 'checkStatus': ${RIDES_FILTER_MESSAGES.checkStatus}`],
    ['a rating of 6', { rating: 6 }, `Filter 'rating': ${RIDES_FILTER_MESSAGES.rating}`],
    ['a rating word', { rating: 'good' }, `Filter 'rating': ${RIDES_FILTER_MESSAGES.rating}`],
    ['ended by', { endedBy: 'nobody' }, `Filter 'endedBy': ${RIDES_FILTER_MESSAGES.endedBy}`],
  ])('refuses a bad %s in words', async (_label, extra, message) => {
    expect(first(await list({ filters: filters(extra) }))).toBe(message);
  });
});

describe('live ride events carry the list row (02 §7 real-time)', () => {
  it('NEW_ON_GOING_RIDE names the ride as the list shows it; NEW_SUCCESS_RIDE sends time in tenths of a minute', async () => {
    const db = server.handle.db;
    const deps = server.server.deps;
    const liveRider = await createRider(db, 10_000);
    const vehicle = await createVehicle(db);
    const spy = vi.spyOn(deps.events, 'toTopic');
    try {
      const started = await startRide(deps, { userId: liveRider, vehicleId: vehicle.id });
      const ongoing = spy.mock.calls.find(([topic]) => topic === 'NEW_ON_GOING_RIDE')?.[2] as Record<
        string,
        unknown
      >;
      expect(ongoing).toMatchObject({
        _id: started.id,
        status: 'ongoing',
        user: { _id: liveRider },
        scooter: { _id: vehicle.id, code: vehicle.code },
        promocode: null,
      });
      server.clock.advance(125_000);
      const ended = await endRideByRider(deps, { rideId: started.id });
      const success = spy.mock.calls.find(([topic]) => topic === 'NEW_SUCCESS_RIDE')?.[2] as Record<
        string,
        unknown
      >;
      expect(success).toMatchObject({ _id: started.id, status: 'done', endedBy: 'user' });
      // The lists multiply by 6000 (liveRides.ts): that gives back the ride's time in ms.
      expect((success.time as number) * 6000).toBeCloseTo(ended.timeMs!, 6);
      expect(success.price).toBe(ridePrice({ durationMs: ended.timeMs!, basePrice: 6, minutePrice: 1 }));
      // What the server sends, the renderer's wire accepts (a refused frame never reaches the list).
      const offTheWire = (payload: unknown): unknown => JSON.parse(JSON.stringify(payload));
      expect(readWirePayload(REALTIME_EVENTS.NEW_ON_GOING_RIDE, offTheWire(ongoing)).ok).toBe(true);
      expect(readWirePayload(REALTIME_EVENTS.NEW_SUCCESS_RIDE, offTheWire(success)).ok).toBe(true);
    } finally {
      spy.mockRestore();
    }
  });
});
