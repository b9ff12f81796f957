import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RIDE_RATINGS_EXPORT, UNTAPPED_RIDES_EXPORT } from '@ops/shared/exports/rideReviewsExportFields';
import {
  TOP_RIDERS_EXPORT,
  TOP_RIDERS_MONTH_MESSAGE,
  topRidersMonthRange,
  USERS_LIFE_CYCLE_EXPORT,
  WALLET_AUTO_CHARGES_EXPORT,
} from '@ops/shared/exports/riderListsExportFields';
import type { ExportModuleSpec } from '@ops/shared/exports/exportModule';
import { CAIRO_TIME_ZONE } from '@ops/shared/lists/dateRangeFilter';
import { EXPORT_MESSAGES } from '@ops/shared/rules/exportRules';
import { lastMonthRange } from '@ops/shared/rules/lastMonth';
import type { RolePermissions } from '@ops/shared/rules/permissions/can';
import { createStaff, signIn } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { newId } from '../lib/ids';
import { rides } from '../../domains/rides/tables';
import { vehicleLifeCycle } from '../../domains/vehicles/tables';
import { walletAutoCharges, walletChargePlans } from '../../domains/wallet/tables';
import { createArea, createRider, createVehicle } from '../../domains/wallet/testFixtures';
import { cairoTime } from './cells';
import { postExport, readSheet } from './exportTestHelpers';

/**
 * POST /export for the rider lists: Ride Ratings, Untapped Rides, Top Riders By Area, Users
 * Life Cycle and Wallet Auto Charges. Each filtered export is compared with what the list's
 * own GraphQL operation answers for the same filters.
 */

let server: TestServer;
let area: string;
const DAYS = 86_400_000;
/** The last few days: the rides below start an hour ago. */
const RECENT = {
  startDate: new Date(Date.now() - 3 * DAYS).toISOString(),
  endDate: new Date(Date.now() + DAYS).toISOString(),
};

const keys = (spec: ExportModuleSpec) => spec.fields.map((field) => field.key);
const labels = (spec: ExportModuleSpec) => spec.fields.map((field) => field.label);
const token = async (permissions: RolePermissions) =>
  signIn(server, await createStaff(server.handle.db, { level: 5, permissions }));
const message = async (response: Response) => ((await response.json()) as { message: string }).message;

async function sheet(body: Record<string, unknown>, as: string): Promise<string[][]> {
  const response = await postExport(server, body, as);
  if (response.status !== 200) throw new Error(`${response.status}: ${await message(response)}`);
  return readSheet(response);
}

async function list<T>(query: string, variables: Record<string, unknown>, as: string): Promise<T> {
  const response = await server.gql<T>(query, variables, as);
  if (response.errors) throw new Error(response.errors[0]!.message);
  return response.data!;
}

/** An ended ride in `where` (the test area unless given), started an hour ago. */
async function endedRide(values: Partial<typeof rides.$inferInsert>, where = area) {
  const db = server.handle.db;
  const rider = await createRider(db);
  const vehicle = await createVehicle(db, { areaId: where });
  const id = newId();
  const start = new Date(Date.now() - 3_600_000);
  await db.insert(rides).values({
    id,
    userId: rider,
    vehicleId: vehicle.id,
    areaId: where,
    startTime: start,
    endTime: new Date(start.getTime() + 600_000),
    timeMs: 600_000,
    status: 'done',
    ...values,
  });
  return { id, code: vehicle.code };
}

beforeAll(async () => {
  server = await startTestServer();
  area = await createArea(server.handle.db);
});
afterAll(async () => {
  await server.server.deps.vehicleGateway.idle();
  await server.close();
});

describe('Ride Ratings export', () => {
  const RATINGS = `query($f: String) { getRidesRatings(filters: $f, rowsPerPage: 200) { rides { _id rating feedbackComment time price scooter { code } } } }`;
  type Listed = {
    getRidesRatings: {
      rides: Array<{
        rating: number;
        feedbackComment: string | null;
        time: number;
        price: number;
        scooter: { code: string };
      }>;
    };
  };

  it('writes the rated rides the list shows for the same filters, and a selection by id', async () => {
    const exporter = await token({ rides: { VIEW_RIDES_RATINGS: true, EXPORT: true } });
    const five = await endedRide({ rating: 5, feedbackComment: '  Smooth ride ', endedBy: 'user' });
    const two = await endedRide({ rating: 2, feedbackComment: null, timeMs: 125_000 });
    const unrated = await endedRide({ rating: null });

    const all = await sheet(
      { module: 'rideRatings', filters: { area: [area], date: RECENT }, fields: keys(RIDE_RATINGS_EXPORT) },
      exporter,
    );
    expect(all[0]).toEqual(labels(RIDE_RATINGS_EXPORT));
    const byScooter = new Map(all.slice(1).map((row) => [row[4], row]));
    expect([...byScooter.keys()].sort()).toEqual([five.code, two.code].sort());
    expect(byScooter.get(five.code)!.slice(0, 2)).toEqual(['5', 'Smooth ride']);
    // An empty cell reads back as a hole.
    expect(byScooter.get(two.code)![1]).toBeUndefined();

    const listed = (
      await list<Listed>(RATINGS, { f: JSON.stringify({ area: [area], date: RECENT }) }, exporter)
    ).getRidesRatings.rides;
    expect(
      listed
        .map((ride) => [
          ride.scooter.code,
          String(ride.rating),
          String(Math.ceil(ride.time / 60_000)),
          String(ride.price),
        ])
        .sort(),
    ).toEqual(
      all
        .slice(1)
        .map((row) => [row[4], row[0], row[7], row[8]])
        .sort(),
    );

    const withComment = await sheet(
      {
        module: 'rideRatings',
        filters: { area: [area], date: RECENT, withComment: true },
        fields: ['scooter'],
      },
      exporter,
    );
    expect(withComment.slice(1)).toEqual([[five.code]]);
    const twoStars = await sheet(
      {
        module: 'rideRatings',
        filters: { area: [area], date: RECENT, rating: 2 },
        fields: ['scooter', 'duration'],
      },
      exporter,
    );
    expect(twoStars.slice(1)).toEqual([[two.code, '3']]);

    // The list's scope holds for a selection: an unrated ride is not a rating.
    const selected = await sheet(
      { module: 'rideRatings', ids: [two.id, unrated.id], fields: ['scooter'] },
      exporter,
    );
    expect(selected.slice(1)).toEqual([[two.code]]);
  });

  it('asks for the range (02 §5) and refuses without rides.EXPORT', async () => {
    const exporter = await token({ rides: { VIEW_RIDES_RATINGS: true, EXPORT: true } });
    const noRange = await postExport(
      server,
      { module: 'rideRatings', filters: { area: [area] }, fields: ['rating'] },
      exporter,
    );
    expect([noRange.status, await message(noRange)]).toEqual([400, EXPORT_MESSAGES.range]);
    const viewer = await token({ rides: { VIEW_RIDES_RATINGS: true, VIEW_PAGE: true } });
    expect(
      (
        await postExport(
          server,
          { module: 'rideRatings', filters: { date: RECENT }, fields: ['rating'] },
          viewer,
        )
      ).status,
    ).toBe(403);
  });
});

describe('Untapped Rides export', () => {
  const UNTAPPED = `query($f: String) { getUntappedRides(filters: $f, rowsPerPage: 200) { rides { distance scooter { code } } } }`;
  type Listed = { getUntappedRides: { rides: Array<{ distance: number; scooter: { code: string } }> } };

  it('writes the untapped rides the list shows, batteries paired as the list pairs them, and a selection by id', async () => {
    const exporter = await token({ rides: { VIEW_UNTAPPED_PAGE: true, EXPORT: true } });
    const other = await createArea(server.handle.db);
    const still = await endedRide(
      { distanceM: 12, startVehicleBattery: 80, endVehicleBattery: 79, endedBy: 'dashboard' },
      other,
    );
    const short = await endedRide({ distanceM: 3, startVehicleBattery: null, endVehicleBattery: 50 }, other);
    const moved = await endedRide({ distanceM: 5_000 }, other);

    const filters = { area: [other], date: RECENT };
    const all = await sheet(
      { module: 'untappedRides', filters, fields: keys(UNTAPPED_RIDES_EXPORT) },
      exporter,
    );
    expect(all[0]).toEqual(labels(UNTAPPED_RIDES_EXPORT));
    const byScooter = new Map(all.slice(1).map((row) => [row[0], row]));
    expect(byScooter.get(still.code)!.slice(5)).toEqual([
      '10',
      '12',
      '80% / 79%',
      expect.any(String),
      'dashboard',
    ]);
    expect(byScooter.get(short.code)!.slice(6, 8)).toEqual(['3', '- / 50%']);
    const listed = (await list<Listed>(UNTAPPED, { f: JSON.stringify(filters) }, exporter)).getUntappedRides
      .rides;
    expect(listed.map((ride) => [ride.scooter.code, String(ride.distance)]).sort()).toEqual(
      all
        .slice(1)
        .map((row) => [row[0], row[6]])
        .sort(),
    );
    expect(listed.map((ride) => ride.scooter.code)).not.toContain(moved.code);

    const selected = await sheet(
      { module: 'untappedRides', ids: [short.id, moved.id], fields: ['scooter'] },
      exporter,
    );
    expect(selected.slice(1)).toEqual([[short.code]]);
  });

  it('refuses without rides.EXPORT', async () => {
    const viewer = await token({ rides: { VIEW_UNTAPPED_PAGE: true } });
    expect(
      (
        await postExport(
          server,
          { module: 'untappedRides', filters: { date: RECENT }, fields: ['scooter'] },
          viewer,
        )
      ).status,
    ).toBe(403);
  });
});

describe('Top Riders By Area export', () => {
  const TOP = `query($a: ID!) { getTopRidersByAreaLastMonth(areaId: $a) { startDate endDate riders { rank _id name ridesCount minutes spent } } }`;
  type Top = {
    getTopRidersByAreaLastMonth: {
      startDate: string;
      endDate: string;
      riders: Array<{
        rank: number;
        _id: string;
        name: string;
        ridesCount: number;
        minutes: number;
        spent: number;
      }>;
    };
  };

  it("writes the area's ranking as the page shows it, over the month it ranks, and a selection by id", async () => {
    const db = server.handle.db;
    const exporter = await token({ users: { VIEW_PAGE: true, EXPORT: true } });
    const ranked = await createArea(db);
    const vehicle = await createVehicle(db, { areaId: ranked });
    const [busy, quiet] = [await createRider(db), await createRider(db)];
    const month = lastMonthRange(new Date(), CAIRO_TIME_ZONE);
    const inMonth = new Date(month.start.getTime() + 3 * DAYS);
    const ride = (userId: string, minutes: number) =>
      db.insert(rides).values({
        id: newId(),
        userId,
        vehicleId: vehicle.id,
        areaId: ranked,
        status: 'done',
        startTime: inMonth,
        createdAt: inMonth,
        timeMs: minutes * 60_000,
      });
    await ride(busy, 10);
    await ride(busy, 5);
    await ride(quiet, 30);

    const top = (await list<Top>(TOP, { a: ranked }, exporter)).getTopRidersByAreaLastMonth;
    const range = topRidersMonthRange(top);
    const all = await sheet(
      {
        module: 'topRiders',
        filters: { area: ranked, month: range },
        fields: keys(TOP_RIDERS_EXPORT),
        ...range,
      },
      exporter,
    );
    expect(all[0]).toEqual(labels(TOP_RIDERS_EXPORT));
    expect(all.slice(1).map((row) => [row[0], row[1], row[4], row[5], row[6]])).toEqual(
      top.riders.map((r) => [
        String(r.rank),
        r.name,
        String(r.ridesCount),
        String(r.minutes),
        String(r.spent),
      ]),
    );
    expect(all.slice(1).map((row) => row[1])).toHaveLength(2);

    // A range leaving part of the ranked month out would claim rows it did not narrow.
    const narrow = {
      startDate: new Date(month.start.getTime() + DAYS).toISOString(),
      endDate: range.endDate,
    };
    const refused = await postExport(
      server,
      { module: 'topRiders', filters: { area: ranked, month: narrow }, fields: ['rank'], ...narrow },
      exporter,
    );
    expect([refused.status, await message(refused)]).toEqual([400, TOP_RIDERS_MONTH_MESSAGE]);

    const selected = await sheet(
      { module: 'topRiders', ids: [quiet], fields: ['name', 'rides', 'minutes'] },
      exporter,
    );
    expect(selected.slice(1)).toEqual([[top.riders.find((r) => r._id === quiet)!.name, '1', '30']]);
  });

  it('refuses without users.EXPORT', async () => {
    const viewer = await token({ users: { VIEW_PAGE: true } });
    expect(
      (await postExport(server, { module: 'topRiders', filters: {}, fields: ['rank'] }, viewer)).status,
    ).toBe(403);
  });
});

describe('Users Life Cycle export', () => {
  const LIFE = `query($id: ID, $c: String) { userLifeCycle(_id: $id, logCase: $c, paging: { rowsPerPage: 200 }) { data { _id caseLabel vehicle { code } } } }`;
  type Life = {
    userLifeCycle: { data: Array<{ _id: string; caseLabel: string; vehicle: { code: string } }> };
  };

  it('writes the events the list shows for the same filters, with its case labels, and a selection by id', async () => {
    const db = server.handle.db;
    // The list shows staff actions only to those who may view the users list (issue 22 §8 f).
    const exporter = await token({ users: { EXPORT: true, VIEW_PAGE: true } });
    const vehicle = await createVehicle(db, { areaId: area });
    // createStaff names the role: the staff member is 'Staff <n>'.
    const tech = await createStaff(db, { name: 'Swapper' });
    const event = async (values: Partial<typeof vehicleLifeCycle.$inferInsert>) => {
      const id = newId();
      await db.insert(vehicleLifeCycle).values({
        id,
        vehicleId: vehicle.id,
        code: vehicle.code,
        case: 'BATTERY_SWAP',
        userId: tech.userId,
        createdAt: new Date(Date.now() - DAYS),
        ...values,
      });
      return id;
    };
    const swapAt = new Date(Date.now() - DAYS);
    await event({ batterySerial: 'BAT-1', battery: 87.6, service: 'swap', createdAt: swapAt });
    const unlock = await event({ case: 'BATTERY_UNLOCK', createdAt: new Date(Date.now() - 2 * DAYS) });
    const nobody = await event({ case: 'ENTERED_URGENT', userId: null });

    const all = await sheet(
      {
        module: 'usersLifeCycle',
        filters: { user: tech.userId, date: RECENT },
        fields: keys(USERS_LIFE_CYCLE_EXPORT),
      },
      exporter,
    );
    expect(all[0]).toEqual(labels(USERS_LIFE_CYCLE_EXPORT));
    expect(all[1]).toEqual([
      cairoTime(swapAt),
      expect.stringMatching(/^Staff \d+$/),
      'Swapper',
      'Battery Swap',
      vehicle.code,
      expect.stringMatching(/^Area /),
      'BAT-1',
      '88',
      'swap',
    ]);
    const listed = (await list<Life>(LIFE, { id: tech.userId }, exporter)).userLifeCycle.data;
    expect(listed.map((e) => e.caseLabel)).toEqual(all.slice(1).map((row) => row[3]));

    const unlocks = await sheet(
      {
        module: 'usersLifeCycle',
        filters: { user: tech.userId, date: RECENT, logCase: 'BATTERY_UNLOCK' },
        fields: ['case'],
      },
      exporter,
    );
    expect(unlocks.slice(1)).toEqual([['Battery Unlocked']]);

    // The list shows only what a person did: an event nobody caused is not exported, selected or not.
    const selected = await sheet(
      { module: 'usersLifeCycle', ids: [unlock, nobody], fields: ['case'] },
      exporter,
    );
    expect(selected.slice(1)).toEqual([['Battery Unlocked']]);
  });

  it('refuses without users.EXPORT', async () => {
    const viewer = await token({ users: { VIEW_PAGE: true } });
    expect(
      (
        await postExport(
          server,
          { module: 'usersLifeCycle', filters: { date: RECENT }, fields: ['case'] },
          viewer,
        )
      ).status,
    ).toBe(403);
  });
});

describe('Wallet Auto Charges export', () => {
  const CHARGES = `query($f: String) { getWalletAutoCharges(filters: $f, rowsPerPage: 200) { autoCharges { _id maskedPan } } }`;
  type Charges = { getWalletAutoCharges: { autoCharges: Array<{ _id: string; maskedPan: string }> } };

  it('writes the auto charges the list shows, created in the range, statuses in words, and a selection by id', async () => {
    const db = server.handle.db;
    const exporter = await token({ task: { VIEW_WALLET_AUTO_CHARGES: true }, bills: { EXPORT: true } });
    const plan = newId();
    await db.insert(walletChargePlans).values({ id: plan, pricePiasters: 10_000, amountPiasters: 11_050 });
    const rider = await createRider(db);
    const charge = async (values: Partial<typeof walletAutoCharges.$inferInsert>) => {
      const id = newId();
      await db
        .insert(walletAutoCharges)
        .values({ id, userId: rider, walletChargePlanId: plan, thresholdPiasters: 2_000, ...values });
      return id;
    };
    const removedAt = new Date(Date.now() - 3_600_000);
    const active = await charge({ maskedPan: '5123-A' });
    const removed = await charge({ maskedPan: '5123-R', active: false, removedAt });
    const old = await charge({ maskedPan: '5123-O', createdAt: new Date(Date.now() - 30 * DAYS) });

    const filters = { userId: rider, createdAt: RECENT };
    const all = await sheet(
      { module: 'walletAutoCharges', filters, fields: keys(WALLET_AUTO_CHARGES_EXPORT) },
      exporter,
    );
    expect(all[0]).toEqual(labels(WALLET_AUTO_CHARGES_EXPORT));
    const byCard = new Map(all.slice(1).map((row) => [row[3], row]));
    expect([...byCard.keys()].sort()).toEqual(['5123-A', '5123-R']);
    expect(byCard.get('5123-A')!.slice(2, 7)).toEqual([
      '100.00 L.E → 110.50 L.E',
      '5123-A',
      '20',
      'Active',
      undefined,
    ]);
    expect(byCard.get('5123-R')![5]).toBe(`Removed ${cairoTime(removedAt)}`);
    // Without the range, the rows are the list's for the same filters.
    const listed = (
      await list<Charges>(CHARGES, { f: JSON.stringify({ userId: rider, status: 'active' }) }, exporter)
    ).getWalletAutoCharges.autoCharges;
    const noLimit = await token({
      task: { VIEW_WALLET_AUTO_CHARGES: true },
      bills: { EXPORT: true },
      settings: { EXPORT_WITHOUT_LIMIT: true },
    });
    const activeOnly = await sheet(
      { module: 'walletAutoCharges', filters: { userId: rider, status: 'active' }, fields: ['card'] },
      noLimit,
    );
    expect(activeOnly.slice(1).map((row) => row[0])).toEqual(listed.map((row) => row.maskedPan));
    expect(listed.map((row) => row._id).sort()).toEqual([active, old].sort());

    const selected = await sheet(
      { module: 'walletAutoCharges', ids: [old, removed], fields: ['card'] },
      exporter,
    );
    expect(
      selected
        .slice(1)
        .map((row) => row[0])
        .sort(),
    ).toEqual(['5123-O', '5123-R']);
  });

  it('refuses without bills.EXPORT', async () => {
    const viewer = await token({ task: { VIEW_WALLET_AUTO_CHARGES: true } });
    expect(
      (
        await postExport(
          server,
          { module: 'walletAutoCharges', filters: { createdAt: RECENT }, fields: ['card'] },
          viewer,
        )
      ).status,
    ).toBe(403);
  });
});
