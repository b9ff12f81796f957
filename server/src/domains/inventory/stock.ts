import { and, eq, inArray, sql } from 'drizzle-orm';
import { available, INVENTORY_MESSAGES, quantityError, takeError } from '@ops/shared/rules/inventory';
import type { Tx } from '../../platform/db/client';
import { codedRefusal, UserError } from '../../platform/errors';
import { warehouseStock } from './tables';

export type StockRow = typeof warehouseStock.$inferSelect;
export interface StockKey {
  warehouseId: string;
  itemId: string;
}

const keyOf = (k: StockKey) => `${k.warehouseId}|${k.itemId}`;

/**
 * Locks the stock rows a movement touches, creating missing ones, always in the order
 * (warehouse, item): two movements touching the same two rows lock them in the same order,
 * so they queue instead of deadlocking. Returns the locked rows by key.
 */
export async function lockStock(
  tx: Tx,
  keys: readonly StockKey[],
  now: Date,
): Promise<Map<string, StockRow>> {
  const unique = [...new Map(keys.map((k) => [keyOf(k), k])).values()].sort((a, b) =>
    keyOf(a).localeCompare(keyOf(b)),
  );
  // New rows start at the item's thresholds so the urgent list knows them.
  for (const k of unique) {
    await tx.execute(sql`
      INSERT INTO warehouse_stock (warehouse_id, item_id, quantity, frozen, lower, higher, updated_at)
      SELECT ${k.warehouseId}, i.id, 0, 0, i.lower_threshold, i.higher_threshold, ${now.toISOString()}::timestamptz
      FROM inventory_items i WHERE i.id = ${k.itemId}
      ON CONFLICT (warehouse_id, item_id) DO NOTHING`);
  }
  const rows = new Map<string, StockRow>();
  for (const k of unique) {
    const [row] = await tx
      .select()
      .from(warehouseStock)
      .where(and(eq(warehouseStock.warehouseId, k.warehouseId), eq(warehouseStock.itemId, k.itemId)))
      .for('update');
    if (!row) throw codedRefusal('ITEM_NOT_FOUND');
    rows.set(keyOf(k), row);
  }
  return rows;
}

export function stockOf(rows: Map<string, StockRow>, key: StockKey): StockRow {
  const row = rows.get(keyOf(key));
  if (!row) throw new Error(`stock row ${keyOf(key)} was not locked`);
  return row;
}

export interface StockDelta {
  quantity?: number;
  frozen?: number;
  returned?: number;
}

/** Applies a change to a locked row; the table's checks (never negative, frozen within quantity) back the rules. */
export async function changeStock(
  tx: Tx,
  rows: Map<string, StockRow>,
  key: StockKey,
  delta: StockDelta,
  now: Date,
): Promise<StockRow> {
  const row = stockOf(rows, key);
  const next: StockRow = {
    ...row,
    quantity: row.quantity + (delta.quantity ?? 0),
    frozen: row.frozen + (delta.frozen ?? 0),
    returned: row.returned + (delta.returned ?? 0),
    updatedAt: now,
  };
  if (next.quantity < 0 || next.frozen < 0 || next.returned < 0 || next.frozen > next.quantity) {
    throw new UserError(INVENTORY_MESSAGES.notEnoughStock);
  }
  await tx
    .update(warehouseStock)
    .set({ quantity: next.quantity, frozen: next.frozen, returned: next.returned, updatedAt: now })
    .where(and(eq(warehouseStock.warehouseId, key.warehouseId), eq(warehouseStock.itemId, key.itemId)));
  rows.set(keyOf(key), next);
  return next;
}

/** 'Not enough stock' unless `quantity` free units (not frozen) are there. */
export function requireFree(row: StockRow, quantity: number): void {
  const error = takeError(row, quantity);
  if (error) throw new UserError(error);
}

export function requireQuantity(quantity: number): void {
  const error = quantityError(quantity);
  if (error) throw new UserError(error);
}

export { available };

/** Stock rows of some items (item pages, pickers). */
export async function stockOfItems(tx: Tx, itemIds: readonly string[]): Promise<StockRow[]> {
  if (itemIds.length === 0) return [];
  return tx
    .select()
    .from(warehouseStock)
    .where(inArray(warehouseStock.itemId, [...itemIds]));
}
