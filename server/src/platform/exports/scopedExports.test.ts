import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ATTENDANCE_EXPORT } from '@ops/shared/exports/attendanceExportFields';
import type { ExportModuleSpec } from '@ops/shared/exports/exportModule';
import { INVENTORY_ITEMS_EXPORT } from '@ops/shared/exports/inventoryItemsExportFields';
import { RIDES_EXPORT } from '@ops/shared/exports/ridesExportFields';
import type { RolePermissions } from '@ops/shared/rules/permissions/can';
import { createStaff, signIn } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { supportAttendance } from '../../domains/attendance/tables';
import { warehouseStock } from '../../domains/inventory/tables';
import { createItem, createWarehouse } from '../../domains/inventory/testFixtures';
import { newId } from '../lib/ids';
import { rides } from '../../domains/rides/tables';
import { users } from '../session/tables';
import { createRider, createVehicle } from '../../domains/wallet/testFixtures';
import { postExport, readSheet } from './exportTestHelpers';

/**
 * POST /export for the lists scoped to one record, through the modules of the lists they narrow:
 * a rider's Rides tab and a vehicle's (rides, user / scooter filter), one staff member's
 * attendance (attendance, userId) and a storage's stock (inventoryItems, warehouseId). Each file
 * is read back and compared with the list's own GraphQL answer for the same filters.
 */

const JAN = { startDate: '2026-01-01T00:00:00.000Z', endDate: '2026-01-31T23:59:59.999Z' };
const RIDES_VIEW: RolePermissions = { rides: { VIEW_PAGE: true }, users: { VIEW_PAGE: true } };
const RIDES_EXPORTER: RolePermissions = {
  rides: { VIEW_PAGE: true, EXPORT: true },
  users: { VIEW_PAGE: true },
};

let server: TestServer;
const ids: Record<string, string> = {};

const token = async (permissions: RolePermissions) =>
  signIn(server, await createStaff(server.handle.db, { level: 4, permissions }));
const labels = (spec: ExportModuleSpec) => spec.fields.map((f) => f.label);
const keys = (spec: ExportModuleSpec) => spec.fields.map((f) => f.key);
const body = (
  spec: ExportModuleSpec,
  filters: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) => ({ module: spec.module, filters, fields: keys(spec), ...extra });
const sheet = async (request: unknown, as: string) => {
  const response = await postExport(server, request, as);
  expect(response.status).toBe(200);
  return readSheet(response);
};
const column = (rows: string[][], index: number) =>
  rows
    .slice(1)
    .map((row) => row[index]!)
    .sort();

async function seedRides(db: TestServer['handle']['db']) {
  const [rider, other] = [await createRider(db), await createRider(db)];
  const [scooter, spare] = [(await createVehicle(db)).id, (await createVehicle(db)).id];
  Object.assign(ids, { rider, other, scooter, spare });
  const plan: Array<[string, string, string, string]> = [
    ['riderOnScooter', rider, scooter, '2026-01-05T10:00:00Z'],
    ['riderOnSpare', rider, spare, '2026-01-06T10:00:00Z'],
    ['otherOnScooter', other, scooter, '2026-01-07T10:00:00Z'],
    // Outside the range: the 95-day range still bounds a scoped export.
    ['riderInFebruary', rider, scooter, '2026-02-10T10:00:00Z'],
  ];
  for (const [key, userId, vehicleId, when] of plan) {
    ids[key] = `ride-${key}`;
    await db.insert(rides).values({
      id: ids[key]!,
      userId,
      vehicleId,
      status: 'done',
      startTime: new Date(when),
      endTime: new Date(when),
      createdAt: new Date(when),
    });
  }
}

async function seedAttendance(db: TestServer['handle']['db']) {
  const [agent, colleague] = [(await createStaff(db)).userId, (await createStaff(db)).userId];
  await db.update(users).set({ name: 'Agent Hala' }).where(eq(users.id, agent));
  await db.update(users).set({ name: 'Agent Karim' }).where(eq(users.id, colleague));
  Object.assign(ids, { agent, colleague });
  const shift = (key: string, userId: string, checkIn: string) => {
    ids[key] = newId();
    return {
      id: ids[key]!,
      userId,
      status: 'ENDED' as const,
      checkInDate: new Date(checkIn),
      checkOutDate: new Date(new Date(checkIn).getTime() + 8 * 3_600_000),
    };
  };
  await db
    .insert(supportAttendance)
    .values([
      shift('agentJan3', agent, '2026-01-03T07:00:00Z'),
      shift('agentJan4', agent, '2026-01-04T07:00:00Z'),
      shift('colleagueJan3', colleague, '2026-01-03T07:00:00Z'),
      shift('agentFeb2', agent, '2026-02-02T07:00:00Z'),
    ]);
}

async function seedStock(db: TestServer['handle']['db']) {
  const [north, south] = [await createWarehouse(db, 'North store'), await createWarehouse(db, 'South store')];
  const [brake, battery, bell] = [
    await createItem(db, { name: 'Brake pad' }),
    await createItem(db, { name: 'Battery pack', category: 'IOT' }),
    await createItem(db, { name: 'Bell' }),
  ];
  Object.assign(ids, { north, south, brake, battery, bell });
  await db.insert(warehouseStock).values([
    { warehouseId: north, itemId: brake, quantity: 4 },
    { warehouseId: north, itemId: bell, quantity: 0 },
    { warehouseId: south, itemId: brake, quantity: 3 },
    { warehouseId: south, itemId: battery, quantity: 1 },
  ]);
}

beforeAll(async () => {
  server = await startTestServer();
  const db = server.handle.db;
  await seedRides(db);
  await seedAttendance(db);
  await seedStock(db);
});
afterAll(async () => {
  await server?.close();
});

describe("a rider's and a vehicle's rides (the rides module, user / scooter filter)", () => {
  const listed = async (filters: Record<string, unknown>, as: string) =>
    (
      await server.gql<{ rides: { rides: Array<{ _id: string }> } }>(
        `query($f: String) { rides(filters: $f, rowsPerPage: 200) { rides { _id } } }`,
        { f: JSON.stringify(filters) },
        as,
      )
    )
      .data!.rides.rides.map((ride) => ride._id)
      .sort();

  it("writes only that rider's rides, and only that vehicle's, as the tabs list them", async () => {
    const exporter = await token(RIDES_EXPORTER);
    const byRider = await sheet(body(RIDES_EXPORT, { user: ids.rider, date: JAN }, JAN), exporter);
    expect(byRider[0]).toEqual(labels(RIDES_EXPORT));
    expect(column(byRider, 0)).toEqual([ids.riderOnScooter, ids.riderOnSpare].sort());
    expect(column(byRider, 0)).toEqual(await listed({ user: ids.rider, date: JAN }, exporter));

    const byVehicle = await sheet(body(RIDES_EXPORT, { scooter: ids.scooter, date: JAN }, JAN), exporter);
    expect(column(byVehicle, 0)).toEqual([ids.riderOnScooter, ids.otherOnScooter].sort());
    expect(column(byVehicle, 0)).toEqual(await listed({ scooter: ids.scooter, date: JAN }, exporter));

    const selected = await sheet(body(RIDES_EXPORT, {}, { ids: [ids.riderOnSpare] }), exporter);
    expect(column(selected, 0)).toEqual([ids.riderOnSpare]);
  });

  it('refuses without rides.EXPORT', async () => {
    const viewer = await token(RIDES_VIEW);
    expect(
      (await postExport(server, body(RIDES_EXPORT, { user: ids.rider, date: JAN }, JAN), viewer)).status,
    ).toBe(403);
  });
});

describe("one staff member's attendance (the attendance module, userId filter)", () => {
  it("writes only that person's shifts, as their history lists them", async () => {
    const exporter = await token({ attendance: { VIEW_PAGE: true } });
    const rows = await sheet(body(ATTENDANCE_EXPORT, { userId: ids.agent, checkInDate: JAN }, JAN), exporter);
    expect(rows[0]).toEqual(labels(ATTENDANCE_EXPORT));
    expect(column(rows, 0)).toEqual(['Agent Hala', 'Agent Hala']);
    const listed = await server.gql<{
      getAttendances: { attendances: Array<{ userName: string; checkInDate: string }> };
    }>(
      `query($f: String) { getAttendances(filters: $f, rowsPerPage: 200) { attendances { userName checkInDate } } }`,
      { f: JSON.stringify({ userId: ids.agent, checkInDate: JAN }) },
      exporter,
    );
    expect(rows).toHaveLength(listed.data!.getAttendances.attendances.length + 1);

    const selected = await sheet(body(ATTENDANCE_EXPORT, {}, { ids: [ids.colleagueJan3] }), exporter);
    expect(column(selected, 0)).toEqual(['Agent Karim']);
  });

  it('refuses without attendance.VIEW_PAGE (the attendance export has no EXPORT flag of its own)', async () => {
    const outsider = await token({ users: { VIEW_PAGE: true } });
    expect(
      (
        await postExport(
          server,
          body(ATTENDANCE_EXPORT, { userId: ids.agent, checkInDate: JAN }, JAN),
          outsider,
        )
      ).status,
    ).toBe(403);
  });
});

describe("a storage's stock (the inventoryItems module, warehouseId filter)", () => {
  it('writes only the items stocked in that storage, counted there, as the storage page lists them', async () => {
    const exporter = await token({ inventory: { VIEW_PAGE: true, EXPORT: true } });
    const rows = await sheet(body(INVENTORY_ITEMS_EXPORT, { warehouseId: ids.north }), exporter);
    expect(rows[0]).toEqual(labels(INVENTORY_ITEMS_EXPORT));
    const names = labels(INVENTORY_ITEMS_EXPORT);
    const stockOf = rows
      .slice(1)
      .map((row) => [row[names.indexOf('Name')], row[names.indexOf('In Stock')]])
      .sort();
    expect(stockOf).toEqual([
      ['Bell', '0'],
      ['Brake pad', '4'],
    ]);
    const page = await server.gql<{
      getInventoryWarehouse: { stock: Array<{ item: { name: string }; quantity: number }> };
    }>(
      `query($id: ID!) { getInventoryWarehouse(_id: $id) { stock { item { name } quantity } } }`,
      { id: ids.north },
      exporter,
    );
    expect(
      page.data!.getInventoryWarehouse.stock.map((line) => [line.item.name, String(line.quantity)]).sort(),
    ).toEqual(stockOf);

    const selected = await sheet(body(INVENTORY_ITEMS_EXPORT, {}, { ids: [ids.brake] }), exporter);
    expect(column(selected, 0)).toEqual(['Brake pad']);
  });

  it('refuses without inventory.EXPORT', async () => {
    const viewer = await token({ inventory: { VIEW_PAGE: true } });
    expect(
      (await postExport(server, body(INVENTORY_ITEMS_EXPORT, { warehouseId: ids.north }), viewer)).status,
    ).toBe(403);
  });
});
