import { and, eq } from 'drizzle-orm';
import type { InventoryCategory } from '@ops/shared/rules/inventory';
import type { Db } from '../../platform/db/client';
import { newId } from '../../platform/lib/ids';
import { inventoryItems, warehouses, warehouseStock } from './tables';

/** Test data for the inventory: warehouses and items made directly, stock moved only through the services. */

export async function createWarehouse(db: Db, name = `Store ${newId().slice(0, 6)}`): Promise<string> {
  const id = newId();
  await db.insert(warehouses).values({ id, name, office: `${name} office` });
  return id;
}

export async function createItem(
  db: Db,
  values: Partial<typeof inventoryItems.$inferInsert> & { category?: InventoryCategory } = {},
): Promise<string> {
  const id = newId();
  await db
    .insert(inventoryItems)
    .values({ id, name: `Part ${id.slice(0, 6)}`, category: 'Scooters', ...values });
  return id;
}

export async function stockRow(db: Db, warehouseId: string, itemId: string) {
  const [row] = await db
    .select()
    .from(warehouseStock)
    .where(and(eq(warehouseStock.warehouseId, warehouseId), eq(warehouseStock.itemId, itemId)));
  return row ?? { quantity: 0, frozen: 0, returned: 0 };
}
