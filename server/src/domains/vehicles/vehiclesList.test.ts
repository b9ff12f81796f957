import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { BATTERY_RANGE_MESSAGE } from '@ops/shared/lists/vehicles';
import { LIST_MESSAGES } from '@ops/shared/lists/listRequest';
import { VEHICLE_BULK_MESSAGES } from '@ops/shared/rules/vehicleBulk';
import { createStaff, signIn } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { userAudit } from '../../platform/audit/tables';
import { createArea, createOngoingRide, createRider, createVehicle } from '../wallet/testFixtures';
import { vehicleLifeCycle, vehicles } from './tables';

const LIST = `query($filters: String, $fieldName: String, $sortType: String) {
  getVehicles(filters: $filters, fieldName: $fieldName, sortType: $sortType, rowsPerPage: 200) { totalVehicles totalPages vehicles { _id code displayedBattery area { name } } }
}`;
const DISABLE = `mutation($ids: [ID!]!, $disabled: Boolean!) { disableMultipleVehicles(ids: $ids, disabled: $disabled) { count ids } }`;
const MUTE = `mutation($ids: [ID!]!, $isMuted: Boolean!) { muteMultipleVehicles(ids: $ids, isMuted: $isMuted) { count } }`;
const STATUS = `mutation($ids: [ID!]!, $status: String!) { setVehicleStatus(ids: $ids, status: $status) { count } }`;
const RING = `mutation($ids: [ID!]!) { ringVehicles(ids: $ids) { commandId code status } }`;
const OUTCOMES = `query($ids: [ID!]!) { vehicleCommandOutcomes(commandIds: $ids) { commandId code status } }`;
const AREA = `mutation($ids: [ID!]!, $areaId: ID!) { updateMultipleVehiclesArea(ids: $ids, areaId: $areaId) { count } }`;

interface Page {
  totalVehicles: number;
  vehicles: Array<{
    _id: string;
    code: string;
    displayedBattery: number | null;
    area: { name: string } | null;
  }>;
}

let server: TestServer;
let viewer: string;
let ops: string;
let areaA: string;
let areaB: string;
const codes: Record<string, string> = {};
const ids: Record<string, string> = {};

const list = async (filters: Record<string, unknown>, extra: Record<string, unknown> = {}) => {
  const response = await server.gql<{ getVehicles: Page }>(
    LIST,
    { filters: JSON.stringify(filters), ...extra },
    viewer,
  );
  return response;
};
const codesOf = async (filters: Record<string, unknown>) => {
  const response = await list(filters);
  expect(response.errors).toBeUndefined();
  return response
    .data!.getVehicles.vehicles.map((v) => v.code)
    .filter((code) => Object.values(codes).includes(code))
    .sort();
};

beforeAll(async () => {
  server = await startTestServer();
  const db = server.handle.db;
  areaA = await createArea(db);
  areaB = await createArea(db);
  const make = async (name: string, values: Partial<typeof vehicles.$inferInsert>) => {
    const row = await createVehicle(db, { code: `VL-${name}`, ...values });
    codes[name] = row.code;
    ids[name] = row.id;
  };
  // Displayed battery: real value 80; 10 / 0.2 + 12 = 62; real 0 stays 0 (a flat battery is a value).
  await make('real80', {
    realBatteryValue: 80,
    areaId: areaA,
    manufacturer: 'Kuickwheel',
    vehicleType: 'Super S',
    iotStatus: 'on',
  });
  await make('raw62', { realBatteryValue: null, battery: 10, areaId: areaA, status: 'off', isMuted: true });
  await make('flat', {
    realBatteryValue: 0,
    battery: 40,
    areaId: areaB,
    isInStorage: true,
    lockStatus: 'unlocked',
  });
  await make('full', {
    realBatteryValue: 212,
    areaId: areaB,
    disabled: true,
    isUrgent: true,
    stolenAlert: true,
    isOutOfFence: true,
  });
  viewer = await signIn(
    server,
    await createStaff(db, { level: 4, permissions: { vehicles: { VIEW_PAGE: true } } }),
  );
  ops = await signIn(
    server,
    await createStaff(db, {
      level: 4,
      permissions: { vehicles: { VIEW_PAGE: true, CONVERT_TO_DISABLED: true, ACTIVATE_AND_RING: true } },
    }),
  );
});
afterAll(async () => {
  await server.close();
});

describe('getVehicles (the Scooters list)', () => {
  it('shows the displayed battery by the shared rule and sorts by it', async () => {
    const response = await list({ code: 'VL-' }, { fieldName: 'battery', sortType: 'asc' });
    const rows = response.data!.getVehicles.vehicles;
    expect(rows.map((v) => [v.code, v.displayedBattery])).toEqual([
      ['VL-flat', 0],
      ['VL-raw62', 62],
      ['VL-real80', 80],
      ['VL-full', 212],
    ]);
  });

  it.each([
    ['battery 50–100', { battery: { min: 50, max: 100 } }, ['raw62', 'real80']],
    ['battery to the 215 ceiling means and above', { battery: { min: 100, max: 215 } }, ['full']],
    ['battery 0–25 keeps a flat real value', { battery: { min: 0, max: 25 } }, ['flat']],
    ['manufacturer', { manufacturer: ['Kuickwheel'] }, ['real80']],
    ['vehicle type Super S', { vehicleType: 'Super S' }, ['real80']],
    ['status off', { status: 'off' }, ['raw62']],
    ['iot status on', { iotStatus: 'on' }, ['real80']],
    ['lock status unlocked', { lockStatus: 'unlocked' }, ['flat']],
    ['disabled', { disabled: true }, ['full']],
    ['urgent', { isUrgent: true }, ['full']],
    ['stolen alert', { stolenAlert: true }, ['full']],
    ['out of fence', { isOutOfFence: true }, ['full']],
    ['muted', { isMuted: true }, ['raw62']],
    ['in ride (none of these)', { inRide: true, code: 'VL-' }, []],
    ['in storage 1 = not active', { isInStorage: 1 }, ['flat']],
    ['in storage 0 = active', { isInStorage: 0, code: 'VL-' }, ['full', 'raw62', 'real80']],
  ])('filters by %s', async (_name, filters, expected) => {
    expect(await codesOf(filters)).toEqual(expected.map((name) => codes[name]).sort());
  });

  it('filters by area', async () => {
    expect(await codesOf({ area: [areaB] })).toEqual([codes.flat, codes.full].sort());
  });

  it.each([
    ['an unknown filter', { colour: 'red' }, LIST_MESSAGES.unknownFilter(['colour'])],
    [
      'a battery range upside down',
      { battery: { min: 90, max: 10 } },
      LIST_MESSAGES.badFilter('battery', BATTERY_RANGE_MESSAGE),
    ],
    [
      'a battery over 215',
      { battery: { min: 0, max: 300 } },
      LIST_MESSAGES.badFilter('battery.max', BATTERY_RANGE_MESSAGE),
    ],
    ['in storage 2', { isInStorage: 2 }, null],
    ['an unknown vehicle type', { vehicleType: 'Super X' }, null],
  ])('refuses %s with a clear error', async (_name, filters, message) => {
    const response = await list(filters);
    expect(response.data).toBeNull();
    const text = response.errors?.[0]?.message ?? '';
    if (message) expect(text).toBe(message);
    else expect(text).toMatch(/^Filter '(isInStorage|vehicleType)': /);
  });
});

describe('bulk actions', () => {
  it('disables the whole selection with one audit entry and one life-cycle entry per vehicle', async () => {
    const db = server.handle.db;
    const pick = [ids.real80!, ids.raw62!];
    const response = await server.gql<{ disableMultipleVehicles: { count: number } }>(
      DISABLE,
      { ids: pick, disabled: true },
      ops,
    );
    expect(response.errors).toBeUndefined();
    expect(response.data!.disableMultipleVehicles.count).toBe(2);
    const rows = await db
      .select({ disabled: vehicles.disabled })
      .from(vehicles)
      .where(inArray(vehicles.id, pick));
    expect(rows.every((row) => row.disabled)).toBe(true);
    const audits = await db
      .select()
      .from(userAudit)
      .where(and(eq(userAudit.subjectType, 'vehicle'), inArray(userAudit.subjectId, pick)));
    expect(audits).toHaveLength(2);
    expect(
      audits.every(
        (a) =>
          a.action === 'disableMultipleVehicles' && a.before.disabled === false && a.after.disabled === true,
      ),
    ).toBe(true);
    const cycles = await db
      .select()
      .from(vehicleLifeCycle)
      .where(and(inArray(vehicleLifeCycle.vehicleId, pick), eq(vehicleLifeCycle.case, 'DISABLED')));
    expect(cycles).toHaveLength(2);
    // Enable them again for the next tests.
    expect((await server.gql(DISABLE, { ids: pick, disabled: false }, ops)).errors).toBeUndefined();
  });

  it('changes none when one selected vehicle is in a ride, and says which', async () => {
    const db = server.handle.db;
    const riding = await createVehicle(db, { code: 'VL-riding' });
    await createOngoingRide(db, {
      userId: await createRider(db),
      vehicleId: riding.id,
      startTime: new Date(),
    });
    const pick = [ids.real80!, riding.id];
    const response = await server.gql(STATUS, { ids: pick, status: 'off' }, ops);
    expect(response.errors?.[0]?.message).toBe(VEHICLE_BULK_MESSAGES.inRide(['VL-riding']));
    const rows = await db
      .select({ status: vehicles.status })
      .from(vehicles)
      .where(inArray(vehicles.id, pick));
    expect(rows.map((row) => row.status)).toEqual(['ready', 'ready']);
    expect(
      await db
        .select()
        .from(userAudit)
        .where(and(eq(userAudit.action, 'setVehicleStatus'), inArray(userAudit.subjectId, pick))),
    ).toHaveLength(0);
  });

  it('changes none when a selected id does not exist', async () => {
    const response = await server.gql(DISABLE, { ids: [ids.flat!, 'no-such-vehicle'], disabled: true }, ops);
    expect(response.errors?.[0]?.message).toBe(VEHICLE_BULK_MESSAGES.notFound(1));
    const [row] = await server.handle.db
      .select({ disabled: vehicles.disabled })
      .from(vehicles)
      .where(eq(vehicles.id, ids.flat!));
    expect(row!.disabled).toBe(false);
  });

  it('refuses an empty selection, a bad status and an unknown area in words', async () => {
    expect((await server.gql(DISABLE, { ids: [], disabled: true }, ops)).errors?.[0]?.message).toBe(
      VEHICLE_BULK_MESSAGES.noVehicles,
    );
    expect((await server.gql(STATUS, { ids: [ids.flat!], status: 'broken' }, ops)).errors?.[0]?.message).toBe(
      'Status must be one of on, ready, off',
    );
  });

  it('refuses without the permission (mute needs vehicles.MUTE; area moves need areas.EDIT)', async () => {
    const muted = await server.gql(MUTE, { ids: [ids.flat!], isMuted: true }, ops);
    expect(muted.data).toBeNull();
    expect(muted.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const moved = await server.gql(AREA, { ids: [ids.flat!], areaId: areaA }, ops);
    expect(moved.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const [row] = await server.handle.db.select().from(vehicles).where(eq(vehicles.id, ids.flat!));
    expect([row!.isMuted, row!.areaId]).toEqual([false, areaB]);
  });

  it('rings each selected vehicle through the IoT gateway and reads each outcome once the vehicles answer', async () => {
    const pick = [ids.real80!, ids.raw62!];
    const sent = await server.gql<{
      ringVehicles: Array<{ commandId: string; code: string; status: string }>;
    }>(RING, { ids: pick }, ops);
    expect(sent.errors).toBeUndefined();
    const receipts = sent.data!.ringVehicles;
    expect(receipts.map((r) => r.code).sort()).toEqual([codes.raw62, codes.real80].sort());
    await server.server.deps.vehicleGateway.idle();
    const read = await server.gql<{ vehicleCommandOutcomes: Array<{ commandId: string; status: string }> }>(
      OUTCOMES,
      { ids: receipts.map((r) => r.commandId) },
      ops,
    );
    expect(read.errors).toBeUndefined();
    const outcomes = read.data!.vehicleCommandOutcomes;
    expect(outcomes).toHaveLength(2);
    for (const outcome of outcomes) expect(['acknowledged', 'failed', 'timed_out']).toContain(outcome.status);
    // An unknown id refuses the whole ring before anything is sent.
    expect((await server.gql(RING, { ids: [ids.flat!, 'no-such-vehicle'] }, ops)).errors?.[0]?.message).toBe(
      VEHICLE_BULK_MESSAGES.notFound(1),
    );
  });
});
