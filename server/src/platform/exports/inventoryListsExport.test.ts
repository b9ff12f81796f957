import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CUSTODY_TRANSFERS_EXPORT } from '@ops/shared/exports/custodyTransfersExportFields';
import { DISTRIBUTIONS_EXPORT } from '@ops/shared/exports/distributionsExportFields';
import {
  INVENTORY_MOVEMENTS_EXPORTS,
  INVENTORY_REQUESTS_EXPORTS,
  INVENTORY_STORAGES_EXPORT,
  INVENTORY_URGENT_EXPORT,
  MOVEMENT_PAGE_TYPES,
  urgentRowId,
  type MovementPageType,
} from '@ops/shared/exports/inventoryListsExportFields';
import type { ExportModuleSpec } from '@ops/shared/exports/exportModule';
import { EXPORT_MESSAGES } from '@ops/shared/rules/exportRules';
import type { RolePermissions } from '@ops/shared/rules/permissions/can';
import { createStaff, signIn } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { areas } from '../../domains/areas/tables';
import { custodyTransfers } from '../../domains/custody/tables';
import { distributions } from '../../domains/distributions/tables';
import { inventoryMovements, inventoryRequests, warehouseStock } from '../../domains/inventory/tables';
import { createItem, createWarehouse } from '../../domains/inventory/testFixtures';
import { newId } from '../lib/ids';
import { users } from '../session/tables';
import { createArea, createVehicle } from '../../domains/wallet/testFixtures';
import { postExport, readSheet } from './exportTestHelpers';

/**
 * POST /export for the inventory side lists (movements per page, requests, storages, urgent
 * stock), custody transfers and distributions: each file read back against what the list's
 * own query shows for the same filters.
 */

const JAN = { startDate: '2026-01-01T00:00:00.000Z', endDate: '2026-01-31T23:59:59.999Z' };
const INVENTORY: RolePermissions = { inventory: { VIEW_PAGE: true, MANAGE_STOCK: true, EXPORT: true } };
const CUSTODY: RolePermissions = { custodyTransfer: { VIEW_PAGE: true }, inventory: { EXPORT: true } };
const DISTRIBUTION: RolePermissions = { distribution: { VIEW_PAGE: true }, vehicles: { EXPORT: true } };

let server: TestServer;
const ids: Record<string, string> = {};
let vehicleCode = '';

// POST /export allows 10 a minute per user: each case signs in its own exporter.
const token = async (permissions: RolePermissions) =>
  signIn(server, await createStaff(server.handle.db, { level: 5, permissions }));
/** Sees every list here, exports none of them. */
const viewer = () =>
  token({
    inventory: { VIEW_PAGE: true, MANAGE_STOCK: true },
    custodyTransfer: { VIEW_PAGE: true },
    distribution: { VIEW_PAGE: true },
  });
const keys = (spec: ExportModuleSpec) => spec.fields.map((f) => f.key);
const labels = (spec: ExportModuleSpec) => spec.fields.map((f) => f.label);
const body = (
  spec: ExportModuleSpec,
  filters: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) => ({ module: spec.module, filters, fields: keys(spec), ...extra });
const column = (rows: string[][], label: string) => {
  const index = rows[0]!.indexOf(label);
  expect(index).toBeGreaterThanOrEqual(0);
  return rows.slice(1).map((row) => row[index] ?? '');
};
const sheet = async (as: string, request: Record<string, unknown>) => {
  const response = await postExport(server, request, as);
  expect(response.status).toBe(200);
  // An empty cell inside a row reads back as a hole; '' says the same and compares plainly.
  return (await readSheet(response)).map((row) => Array.from(row, (cell) => cell ?? ''));
};

async function gqlList<T>(query: string, variables: Record<string, unknown>, as: string): Promise<T> {
  const response = await server.gql<T>(query, variables, as);
  expect(response.errors).toBeUndefined();
  return response.data!;
}

const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  server = await startTestServer();
  const db = server.handle.db;
  const keeper = await createStaff(db);
  const tech = await createStaff(db);
  await db.update(users).set({ name: 'Keeper Kamal' }).where(eq(users.id, keeper.userId));
  await db.update(users).set({ name: 'Tech Tarek' }).where(eq(users.id, tech.userId));
  ids.keeper = keeper.userId;
  ids.tech = tech.userId;

  ids.north = await createWarehouse(db, 'North store');
  ids.south = await createWarehouse(db, 'South store');
  ids.brake = await createItem(db, {
    name: 'Brake pad',
    arName: 'تيل فرامل',
    batches: [
      {
        pricePiasters: 1250,
        quantity: 10,
        supplier: 'Cairo Parts Co.',
        createdAt: '2026-01-05T10:00:00.000Z',
      },
    ],
  });
  ids.battery = await createItem(db, { name: 'Battery pack', category: 'IOT' });
  ids.recycled = await createItem(db, { name: 'Recycled plastic', category: 'Recycled' });
  const vehicle = await createVehicle(db);
  vehicleCode = vehicle.code;

  const request = async (key: string, values: Omit<typeof inventoryRequests.$inferInsert, 'id'>) => {
    const id = (ids[key] = newId());
    await db.insert(inventoryRequests).values({ id, ...values });
  };
  await request('pending', {
    kind: 'part',
    itemId: ids.brake,
    warehouseId: ids.north,
    quantity: 2,
    requestedBy: ids.tech,
    reason: 'brakes worn',
    vehicleId: vehicle.id,
    createdAt: at('2026-01-03T10:00:00Z'),
  });
  await request('fulfilled', {
    kind: 'part',
    itemId: ids.battery,
    warehouseId: ids.south,
    quantity: 1,
    requestedBy: ids.keeper,
    reason: 'battery dead',
    status: 'fulfilled',
    decidedBy: ids.keeper,
    decidedAt: at('2026-01-04T12:00:00Z'),
    decisionComment: 'take it',
    createdAt: at('2026-01-04T10:00:00Z'),
  });
  await request('damaged', {
    kind: 'damaged',
    itemId: ids.brake,
    warehouseId: ids.north,
    quantity: 1,
    requestedBy: ids.tech,
    reason: 'cracked',
    status: 'refused',
    decidedBy: ids.keeper,
    decidedAt: at('2026-01-05T12:00:00Z'),
    decisionComment: 'not damaged',
    createdAt: at('2026-01-05T10:00:00Z'),
  });

  const move = async (key: string, values: Omit<typeof inventoryMovements.$inferInsert, 'id'>) => {
    const id = (ids[key] = newId());
    await db.insert(inventoryMovements).values({ id, userId: ids.keeper, ...values });
  };
  await move('input', {
    type: 'input',
    itemId: ids.brake,
    quantity: 10,
    toWarehouseId: ids.north,
    pricePiasters: 1250,
    supplier: 'Cairo Parts Co.',
    comment: 'restock',
    createdAt: at('2026-01-05T10:00:00Z'),
  });
  await move('received', {
    type: 'transfer',
    itemId: ids.brake,
    quantity: 3,
    fromWarehouseId: ids.north,
    toWarehouseId: ids.south,
    transferStatus: 'received',
    receivedAt: at('2026-01-07T09:30:00Z'),
    receivedBy: ids.tech,
    comment: 'south needs pads',
    createdAt: at('2026-01-06T10:00:00Z'),
  });
  await move('cancelled', {
    type: 'transfer',
    itemId: ids.battery,
    quantity: 1,
    fromWarehouseId: ids.north,
    toWarehouseId: ids.south,
    transferStatus: 'cancelled',
    comment: 'wrong store',
    createdAt: at('2026-01-08T10:00:00Z'),
  });
  await move('consumed', {
    type: 'consumption',
    itemId: ids.brake,
    quantity: 1,
    fromWarehouseId: ids.south,
    vehicleId: vehicle.id,
    requestId: ids.pending,
    userId: ids.tech,
    comment: 'fixed brake',
    createdAt: at('2026-01-09T10:00:00Z'),
  });
  await move('returned', {
    type: 'return',
    itemId: ids.brake,
    quantity: 1,
    toWarehouseId: ids.south,
    vehicleId: vehicle.id,
    userId: ids.tech,
    comment: 'old pad back',
    createdAt: at('2026-01-10T10:00:00Z'),
  });
  await move('sorted', {
    type: 'sorting',
    itemId: ids.brake,
    quantity: 1,
    fromWarehouseId: ids.south,
    toWarehouseId: ids.south,
    sortOutcome: 'recycled',
    targetItemId: ids.recycled,
    comment: 'sorted pad',
    createdAt: at('2026-01-11T10:00:00Z'),
  });
  await move('february', {
    type: 'input',
    itemId: ids.battery,
    quantity: 5,
    toWarehouseId: ids.south,
    pricePiasters: 90000,
    supplier: 'Volt',
    comment: 'february restock',
    createdAt: at('2026-02-10T10:00:00Z'),
  });

  await db.insert(warehouseStock).values([
    { warehouseId: ids.north, itemId: ids.brake, quantity: 4, lower: 5, higher: 20 },
    { warehouseId: ids.north, itemId: ids.battery, quantity: 2, frozen: 1 },
    { warehouseId: ids.south, itemId: ids.brake, quantity: 3, returned: 1, lower: 2 },
    { warehouseId: ids.south, itemId: ids.battery, quantity: 0, lower: 1, higher: 4 },
  ]);

  ids.areaA = await createArea(db);
  ids.areaB = await createArea(db);
  await db.update(areas).set({ name: 'Downtown Cairo' }).where(eq(areas.id, ids.areaA));
  const transfer = async (
    key: string,
    values: Omit<typeof custodyTransfers.$inferInsert, 'id' | 'giverId' | 'receiverId'>,
  ) => {
    const id = (ids[key] = newId());
    await db.insert(custodyTransfers).values({ id, giverId: ids.tech!, receiverId: ids.keeper!, ...values });
  };
  await transfer('custodyPending', {
    areaId: ids.areaA,
    batteriesCountGiver: 6,
    createdAt: at('2026-01-10T10:00:00Z'),
  });
  await transfer('custodyMismatch', {
    areaId: ids.areaA,
    status: 'accepted',
    batteriesCountGiver: 6,
    batteriesCountReceiver: 5,
    acceptedAt: at('2026-01-11T11:00:00Z'),
    checkoutPermissionGiven: true,
    createdAt: at('2026-01-11T10:00:00Z'),
  });
  await transfer('custodyFebruary', {
    areaId: ids.areaB,
    status: 'accepted',
    batteriesCountGiver: 4,
    batteriesCountReceiver: 4,
    acceptedAt: at('2026-02-15T11:00:00Z'),
    createdAt: at('2026-02-15T10:00:00Z'),
  });

  const point = (pointName: string, neighborhood: string, vehiclesToDistribute: number) => ({
    lat: 30.05,
    lng: 31.23,
    pointName,
    neighborhood,
    vehiclesToDistribute,
  });
  const distribution = async (
    key: string,
    areaId: string,
    iso: string,
    points: ReturnType<typeof point>[],
  ) => {
    const id = (ids[key] = newId());
    await db.insert(distributions).values({ id, areaId, dateCreated: at(iso), points, createdAt: at(iso) });
  };
  await distribution('downtown', ids.areaA, '2026-01-12T10:00:00Z', [
    point('Tahrir Gate', 'Downtown', 3),
    point('Opera Square', 'Downtown', 2),
  ]);
  await distribution('zamalek', ids.areaB, '2026-01-20T10:00:00Z', [
    point('Zamalek Bridge', 'Zamalek West', 4),
  ]);
  await distribution('march', ids.areaA, '2026-03-01T10:00:00Z', [point('Abdeen', 'Abdeen', 1)]);
});
afterAll(async () => {
  await server?.close();
});

const MOVEMENTS = `query($filters: String) { inventoryMovements(pageNumber: 0, rowsPerPage: 100, filters: $filters) { movements { comment } } }`;
const listedComments = async (as: string, filters: Record<string, unknown>) =>
  (
    await gqlList<{ inventoryMovements: { movements: Array<{ comment: string }> } }>(
      MOVEMENTS,
      { filters: JSON.stringify(filters) },
      as,
    )
  ).inventoryMovements.movements.map((m) => m.comment);

describe('inventory movements exports', () => {
  it('every movement: the columns of the item and storage pages, the rows the list shows for the filters and days, and a selection', async () => {
    const as = await token(INVENTORY);
    const spec = INVENTORY_MOVEMENTS_EXPORTS.all;
    const all = await sheet(as, body(spec, {}, JAN));
    expect(all[0]).toEqual(labels(spec));
    expect(column(all, 'Why')).toEqual(await listedComments(as, JAN));
    expect(column(all, 'Why')).not.toContain('february restock');
    const input = all.find((row) => row.includes('restock'))!;
    expect(input).toEqual([
      '2026-01-05 12:00:00',
      'Input',
      'Brake pad',
      '10',
      '',
      'North store',
      '',
      '',
      '12.5',
      'Cairo Parts Co.',
      '',
      'Keeper Kamal',
      'restock',
    ]);
    const sorted = all.find((row) => row.includes('sorted pad'))!;
    expect(sorted[7]).toBe('Recycled → Recycled plastic');

    const south = await sheet(as, body(spec, { warehouseId: ids.south, vehicle: vehicleCode }, JAN));
    expect(column(south, 'Why')).toEqual(
      await listedComments(as, { warehouseId: ids.south, vehicle: vehicleCode, ...JAN }),
    );
    expect(column(south, 'Why')).toEqual(['old pad back', 'fixed brake']);
    expect(column(south, 'For')).toEqual([
      `Vehicle ${vehicleCode}`,
      `Vehicle ${vehicleCode}, Request ${ids.pending!.slice(-6)}`,
    ]);

    const selected = await sheet(as, { ...body(spec, {}), ids: [ids.input, ids.february] });
    expect(column(selected, 'Why')).toEqual(['february restock', 'restock']);
  });

  // The columns each page shows (movementColumns), written out: the file's header must be these.
  const PAGE_COLUMNS: Record<MovementPageType, string[]> = {
    input: ['When', 'Item', 'Quantity', 'To', 'Price (EGP)', 'Supplier', 'For', 'By', 'Why'],
    transfer: ['When', 'Item', 'Quantity', 'From', 'To', 'Transfer', 'For', 'By', 'Why', 'Received'],
    consumption: ['When', 'Item', 'Quantity', 'From', 'For', 'By', 'Why'],
    return: ['When', 'Item', 'Quantity', 'To', 'For', 'By', 'Why'],
    sorting: ['When', 'Item', 'Quantity', 'From', 'Into', 'Sorted as', 'For', 'By', 'Why'],
  };

  it.each(MOVEMENT_PAGE_TYPES.map((type) => [type]))(
    'the %s page: its own columns and words, its type whatever the filters say',
    async (type: MovementPageType) => {
      const as = await token(INVENTORY);
      const spec = INVENTORY_MOVEMENTS_EXPORTS[type];
      const rows = await sheet(as, body(spec, { type }, JAN));
      expect(rows[0]).toEqual(PAGE_COLUMNS[type]);
      expect(labels(spec)).toEqual(PAGE_COLUMNS[type]);
      expect(column(rows, 'Why')).toEqual(await listedComments(as, { type, ...JAN }));
      expect(rows.length).toBeGreaterThan(1);
      // The module is the page: another type in the filters does not widen it.
      const forced = await sheet(as, body(spec, { type: 'damaged' }, JAN));
      expect(column(forced, 'Why')).toEqual(column(rows, 'Why'));
    },
  );

  it('words the transfer and sorting pages as they show: received by whom, sorted into which stock', async () => {
    const as = await token(INVENTORY);
    const transfers = await sheet(
      as,
      body(INVENTORY_MOVEMENTS_EXPORTS.transfer, { type: 'transfer', transferStatus: 'received' }, JAN),
    );
    expect(column(transfers, 'Transfer')).toEqual(['Received']);
    expect(column(transfers, 'Received')).toEqual(['2026-01-07 11:30:00 by Tech Tarek']);
    const sorting = await sheet(as, body(INVENTORY_MOVEMENTS_EXPORTS.sorting, { type: 'sorting' }, JAN));
    expect(sorting[0]).toContain('Into');
    expect(column(sorting, 'Into')).toEqual(['South store']);
  });

  it('refuses without inventory.EXPORT (403), and a filtered export without days (the 95-day rule)', async () => {
    const as = await viewer();
    for (const spec of Object.values(INVENTORY_MOVEMENTS_EXPORTS)) {
      expect((await postExport(server, body(spec, {}, JAN), as)).status).toBe(403);
    }
    const noDays = await postExport(
      server,
      body(INVENTORY_MOVEMENTS_EXPORTS.all, {}),
      await token(INVENTORY),
    );
    expect(noDays.status).toBe(400);
    expect(((await noDays.json()) as { message: string }).message).toBe(EXPORT_MESSAGES.range);
  });
});

const REQUESTS = `query($filters: String) { inventoryRequests(pageNumber: 0, rowsPerPage: 100, filters: $filters) { requests { reason } } }`;
const listedReasons = async (as: string, filters: Record<string, unknown>) =>
  (
    await gqlList<{ inventoryRequests: { requests: Array<{ reason: string }> } }>(
      REQUESTS,
      { filters: JSON.stringify(filters) },
      as,
    )
  ).inventoryRequests.requests.map((r) => r.reason);

describe('inventory requests exports', () => {
  it('writes each kind as its page lists it, with no date range: status and decision in words, filtered by status, and a selection', async () => {
    const as = await token(INVENTORY);
    const parts = INVENTORY_REQUESTS_EXPORTS.part;
    const all = await sheet(as, body(parts, {}));
    expect(all[0]).toEqual(labels(parts));
    expect(column(all, 'Reason')).toEqual(await listedReasons(as, { kind: 'part' }));
    expect(all[1]).toEqual([
      '2026-01-04 12:00:00',
      'Keeper Kamal',
      'Battery pack',
      '1',
      'South store',
      '',
      'battery dead',
      'Fulfilled',
      'Keeper Kamal, 2026-01-04 14:00:00: take it',
    ]);
    expect(all[2]).toEqual([
      '2026-01-03 12:00:00',
      'Tech Tarek',
      'Brake pad',
      '2',
      'North store',
      vehicleCode,
      'brakes worn',
      'Pending',
    ]);

    const pending = await sheet(as, body(parts, { kind: 'part', status: 'pending' }));
    expect(column(pending, 'Reason')).toEqual(await listedReasons(as, { kind: 'part', status: 'pending' }));
    expect(column(pending, 'Reason')).toEqual(['brakes worn']);

    const damaged = await sheet(as, body(INVENTORY_REQUESTS_EXPORTS.damaged, { kind: 'part' }));
    expect(damaged[0]).toEqual(labels(INVENTORY_REQUESTS_EXPORTS.damaged));
    expect(column(damaged, 'Reason')).toEqual(await listedReasons(as, { kind: 'damaged' }));
    expect(column(damaged, 'Decision')).toEqual(['Keeper Kamal, 2026-01-05 14:00:00: not damaged']);

    const selected = await sheet(as, { ...body(parts, {}), ids: [ids.pending] });
    expect(column(selected, 'Reason')).toEqual(['brakes worn']);
  });

  it('refuses without inventory.EXPORT, and without inventory.MANAGE_STOCK (a list of only one\u2019s own requests) (403)', async () => {
    const as = await viewer();
    for (const spec of Object.values(INVENTORY_REQUESTS_EXPORTS)) {
      expect((await postExport(server, body(spec, {}), as)).status).toBe(403);
    }
    const ownOnly = await token({ inventory: { VIEW_PAGE: true, EXPORT: true } });
    expect((await postExport(server, body(INVENTORY_REQUESTS_EXPORTS.part, {}), ownOnly)).status).toBe(403);
  });
});

describe('storages and urgent stock exports', () => {
  const WAREHOUSES = `query($itemId: ID) { listInventoryWarehouses(pageNumber: 0, itemId: $itemId) { warehouses { name itemsCount totalQuantity value urgentCount stock { quantity frozen } } } }`;
  const URGENT = `query($w: ID) { inventoryUrgent(warehouseId: $w) { warehouse { name } item { name } } }`;

  it('storages: every warehouse with the list\u2019s totals, the chosen item\u2019s stock only with an item, and a selection', async () => {
    const as = await token(INVENTORY);
    const spec = INVENTORY_STORAGES_EXPORT;
    const rows = await sheet(as, body(spec, { itemId: ids.brake }));
    expect(rows[0]).toEqual(labels(spec));
    const listed = (
      await gqlList<{
        listInventoryWarehouses: {
          warehouses: Array<{
            name: string;
            itemsCount: number;
            totalQuantity: number;
            value: number;
            urgentCount: number;
            stock: Array<{ quantity: number; frozen: number }>;
          }>;
        };
      }>(WAREHOUSES, { itemId: ids.brake }, as)
    ).listInventoryWarehouses.warehouses;
    const byName = new Map(rows.slice(1).map((row) => [row[0], row]));
    expect([...byName.keys()].sort()).toEqual(listed.map((w) => w.name).sort());
    for (const w of listed) {
      const stock = w.stock[0] ? `${w.stock[0].quantity} / ${w.stock[0].frozen}` : '0 / 0';
      expect(byName.get(w.name)!.slice(3)).toEqual([
        String(w.itemsCount),
        String(w.totalQuantity),
        String(w.value),
        String(w.urgentCount),
        stock,
      ]);
    }
    expect(byName.get('North store')).toEqual([
      'North store',
      'North store office',
      '',
      '2',
      '6',
      '50',
      '1',
      '4 / 0',
    ]);

    const withoutItem = await sheet(as, body(spec, {}, { fields: ['name', 'itemStock'] }));
    expect(withoutItem.slice(1).every((row) => row.length === 1)).toBe(true);

    const selected = await sheet(as, { ...body(spec, {}), ids: [ids.south] });
    expect(column(selected, 'Name')).toEqual(['South store']);
  });

  it('urgent: the stock rows under their lower threshold, by warehouse as filtered, and a selection by row', async () => {
    const as = await token(INVENTORY);
    const spec = INVENTORY_URGENT_EXPORT;
    const rows = await sheet(as, body(spec, {}));
    expect(rows[0]).toEqual(labels(spec));
    const listed = (
      await gqlList<{ inventoryUrgent: Array<{ warehouse: { name: string }; item: { name: string } }> }>(
        URGENT,
        {},
        as,
      )
    ).inventoryUrgent;
    expect(
      rows
        .slice(1)
        .map((row) => `${row[0]}/${row[1]}`)
        .sort(),
    ).toEqual(listed.map((l) => `${l.warehouse.name}/${l.item.name}`).sort());
    expect(rows.find((row) => row[1] === 'Brake pad')).toEqual([
      'North store',
      'Brake pad',
      'تيل فرامل',
      '4',
      '0',
      '0',
      '5',
      '20',
      'Below lower threshold',
    ]);

    const south = await sheet(as, body(spec, { warehouseId: ids.south }));
    expect(south.slice(1).map((row) => row[1])).toEqual(['Battery pack']);

    const selected = await sheet(as, { ...body(spec, {}), ids: [urgentRowId(ids.north!, ids.brake!)] });
    expect(selected.slice(1).map((row) => row[0])).toEqual(['North store']);
  });

  it('refuses both without inventory.EXPORT (403)', async () => {
    const as = await viewer();
    expect((await postExport(server, body(INVENTORY_STORAGES_EXPORT, {}), as)).status).toBe(403);
    expect((await postExport(server, body(INVENTORY_URGENT_EXPORT, {}), as)).status).toBe(403);
  });
});

describe('custody transfers export', () => {
  const CUSTODY_LIST = `query($filters: String) { getCustodyTransfers(pageNumber: 0, rowsPerPage: 100, filters: $filters) { custodyTransfers { _id } } }`;
  const listed = async (as: string, filters: Record<string, unknown>) =>
    (
      await gqlList<{ getCustodyTransfers: { custodyTransfers: Array<{ _id: string }> } }>(
        CUSTODY_LIST,
        { filters: JSON.stringify(filters) },
        as,
      )
    ).getCustodyTransfers.custodyTransfers.map((t) => t._id);

  it('writes the transfers the list shows for the filters and days, counts and flags as the page shows them, and a selection', async () => {
    const as = await token(CUSTODY);
    const spec = CUSTODY_TRANSFERS_EXPORT;
    const rows = await sheet(as, body(spec, {}, JAN));
    expect(rows[0]).toEqual(labels(spec));
    const expected = await listed(as, JAN);
    expect(expected).toEqual([ids.custodyMismatch, ids.custodyPending]);
    expect(rows.slice(1)).toEqual([
      [
        '2026-01-11 12:00:00',
        'Downtown Cairo',
        'Accepted',
        'Tech Tarek',
        'Keeper Kamal',
        '6 / 5 Mismatch',
        '2026-01-11 13:00:00',
        'Yes',
        'No',
      ],
      [
        '2026-01-10 12:00:00',
        'Downtown Cairo',
        'Pending',
        'Tech Tarek',
        'Keeper Kamal',
        '6 / -',
        '',
        'No',
        'No',
      ],
    ]);

    const matching = await sheet(
      as,
      body(
        spec,
        { mismatch: false, status: 'accepted' },
        { startDate: '2026-01-01T00:00:00.000Z', endDate: '2026-03-31T23:59:59.999Z' },
      ),
    );
    expect(column(matching, 'Batteries (giver / receiver)')).toEqual(['4 / 4']);

    const selected = await sheet(as, { ...body(spec, {}), ids: [ids.custodyFebruary] });
    expect(column(selected, 'Status')).toEqual(['Accepted']);
  });

  it('refuses without inventory.EXPORT (403)', async () => {
    expect((await postExport(server, body(CUSTODY_TRANSFERS_EXPORT, {}, JAN), await viewer())).status).toBe(
      403,
    );
  });
});

describe('distributions export', () => {
  const LIST = `query($filters: String) { distributions(pageNumber: 1, rowsPerPage: 100, filters: $filters) { distributions { _id areaName } } }`;

  it('writes the distributions the list shows for the area and created days, points summed as the list sums them, and a selection', async () => {
    const as = await token(DISTRIBUTION);
    const spec = DISTRIBUTIONS_EXPORT;
    const rows = await sheet(as, body(spec, { dateCreated: JAN }, JAN));
    expect(rows[0]).toEqual(labels(spec));
    const listed = (
      await gqlList<{ distributions: { distributions: Array<{ areaName: string }> } }>(
        LIST,
        { filters: JSON.stringify({ dateCreated: JAN }) },
        as,
      )
    ).distributions.distributions;
    expect(column(rows, 'Area')).toEqual(listed.map((d) => d.areaName));
    expect(rows.length).toBe(3);

    const downtown = await sheet(as, body(spec, { area: [ids.areaA], dateCreated: JAN }, JAN));
    expect(downtown.slice(1)).toEqual([['Downtown Cairo', '2026-01-12 12:00:00', '2', '5', 'Downtown']]);

    const selected = await sheet(as, { ...body(spec, {}), ids: [ids.march] });
    expect(column(selected, 'Neighbourhoods')).toEqual(['Abdeen']);
  });

  it('refuses without vehicles.EXPORT (403)', async () => {
    expect(
      (await postExport(server, body(DISTRIBUTIONS_EXPORT, { dateCreated: JAN }, JAN), await viewer()))
        .status,
    ).toBe(403);
  });
});
