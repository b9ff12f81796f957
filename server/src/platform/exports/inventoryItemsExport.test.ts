import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVENTORY_ITEMS_EXPORT } from '@ops/shared/exports/inventoryItemsExportFields';
import { createStaff, signIn } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { warehouseStock } from '../../domains/inventory/tables';
import { createItem, createWarehouse } from '../../domains/inventory/testFixtures';
import { postExport, readSheet } from './exportTestHelpers';

/** POST /export for the Inventory Items list (inventory.VIEW_PAGE + inventory.EXPORT; no date range, 02 §5). */

let server: TestServer;
let exporter: string;
let viewer: string;
let north: string;
const items: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  const db = server.handle.db;
  exporter = await signIn(
    server,
    await createStaff(db, { level: 5, permissions: { inventory: { VIEW_PAGE: true, EXPORT: true } } }),
  );
  viewer = await signIn(
    server,
    await createStaff(db, { level: 5, permissions: { inventory: { VIEW_PAGE: true } } }),
  );
  north = await createWarehouse(db, 'North store');
  const south = await createWarehouse(db, 'South store');
  items.brake = await createItem(db, {
    name: 'Brake pad',
    arName: 'تيل فرامل',
    category: 'Scooters',
    lowerThreshold: 2,
    higherThreshold: 20,
    canBeReported: true,
  });
  items.battery = await createItem(db, {
    name: 'Battery pack',
    category: 'IOT',
    manufacturer: 'Segway',
    hasReturnIfConsumed: true,
  });
  items.nail = await createItem(db, { name: 'Nail', category: 'Nails', archived: true });
  await db.insert(warehouseStock).values([
    { warehouseId: north, itemId: items.brake, quantity: 4 },
    { warehouseId: south, itemId: items.brake, quantity: 3 },
    { warehouseId: south, itemId: items.battery, quantity: 1 },
  ]);
});
afterAll(() => server.close());

const body = (
  filters: Record<string, unknown>,
  fields: string[] = INVENTORY_ITEMS_EXPORT.fields.map((f) => f.key),
) => ({ module: 'inventoryItems', filters, fields });

describe('inventory items export', () => {
  it('writes every item with no date range, stock summed over the warehouses, flags as words, empty cells left empty', async () => {
    const response = await postExport(server, body({}), exporter);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="Inventory Items-\d{8}-\d{6}\.xlsx"$/,
    );
    const rows = await readSheet(response);
    expect(rows[0]).toEqual(INVENTORY_ITEMS_EXPORT.fields.map((f) => f.label));
    const byName = new Map(rows.slice(1).map((row) => [row[0], row]));
    expect([...byName.keys()].sort()).toEqual(['Battery pack', 'Brake pad', 'Nail']);
    expect(byName.get('Brake pad')!.slice(0, 11)).toEqual([
      'Brake pad',
      'تيل فرامل',
      'Scooters',
      '7',
      '2',
      '20',
      undefined,
      undefined,
      'No',
      'Yes',
      'No',
    ]);
    expect(byName.get('Battery pack')!.slice(3, 11)).toEqual([
      '1',
      '0',
      '0',
      'Segway',
      undefined,
      'No',
      'No',
      'Yes',
    ]);
    expect(byName.get('Nail')![8]).toBe('Yes');
  });

  it("filters as the list does: one warehouse's stock, in stock only, a category", async () => {
    const inNorth = await readSheet(
      await postExport(server, body({ warehouseId: north, stock: 'inStock' }, ['name', 'inStock']), exporter),
    );
    expect(inNorth.slice(1)).toEqual([['Brake pad', '4']]);
    const outOfStock = await readSheet(
      await postExport(server, body({ stock: 'outOfStock' }, ['name']), exporter),
    );
    expect(outOfStock.slice(1)).toEqual([['Nail']]);
    const iot = await readSheet(
      await postExport(server, body({ category: 'IOT' }, ['name', 'category']), exporter),
    );
    expect(iot.slice(1)).toEqual([['Battery pack', 'IOT']]);
  });

  it('exports a selection by id', async () => {
    const response = await postExport(
      server,
      { ...body({}, ['name']), ids: [items.nail, items.battery] },
      exporter,
    );
    expect(response.status).toBe(200);
    expect(
      (await readSheet(response))
        .slice(1)
        .map((row) => row[0])
        .sort(),
    ).toEqual(['Battery pack', 'Nail']);
  });

  it('refuses an unknown filter in words, and a viewer without inventory.EXPORT', async () => {
    const unknown = await postExport(server, body({ colour: 'red' }, ['name']), exporter);
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { message: string }).message).toMatch(/colour/);
    expect((await postExport(server, body({}, ['name']), viewer)).status).toBe(403);
  });
});
