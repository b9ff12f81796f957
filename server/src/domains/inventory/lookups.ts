import { eq, or } from 'drizzle-orm';
import { INVENTORY_MESSAGES } from '@ops/shared/rules/inventory';
import type { Db, Tx } from '../../platform/db/client';
import { codedRefusal, UserError } from '../../platform/errors';
import { vehicles } from '../vehicles';
import { custodyTransfers } from '../custody';
import { tasks } from '../tasks';
import { inventoryItems, warehouses } from './tables';

export type ItemRow = typeof inventoryItems.$inferSelect;

export async function itemOrFail(
  tx: Db | Tx,
  itemId: string,
  options: { allowArchived?: boolean } = {},
): Promise<ItemRow> {
  const [item] = await tx.select().from(inventoryItems).where(eq(inventoryItems.id, itemId)).limit(1);
  if (!item) throw codedRefusal('ITEM_NOT_FOUND');
  if (item.archived && !options.allowArchived) throw new UserError(INVENTORY_MESSAGES.itemArchived);
  return item;
}

export async function requireWarehouse(tx: Db | Tx, warehouseId: string): Promise<void> {
  const [row] = await tx
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(eq(warehouses.id, warehouseId))
    .limit(1);
  if (!row) throw codedRefusal('WAREHOUSE_NOT_FOUND');
}

/** A vehicle by id or by its code (technicians type the code on the sticker). */
export async function vehicleIdOf(tx: Db | Tx, idOrCode: string): Promise<string> {
  const [row] = await tx
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(or(eq(vehicles.id, idOrCode), eq(vehicles.code, idOrCode)))
    .limit(1);
  if (!row) throw new UserError(INVENTORY_MESSAGES.vehicleNotFound);
  return row.id;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** ops_tasks ids are uuids (the field-ops branch); a malformed one is refused in words, not by the database. */
export function opsTaskIdOrFail(value: string): string {
  if (!UUID.test(value)) throw new UserError('Field task not found');
  return value.toLowerCase();
}

export function reasonOrFail(reason: string | null | undefined): string {
  const text = (reason ?? '').trim();
  if (!text) throw new UserError(INVENTORY_MESSAGES.reasonRequired);
  if (text.length > 500) throw new UserError('Reason may be at most 500 characters');
  return text;
}

/** A support task or custody transfer a movement names must exist: refused in words, not by a foreign key. */
export async function requireLinks(
  tx: Db | Tx,
  links: { taskId?: string | null; custodyTransferId?: string | null },
): Promise<void> {
  if (links.taskId) {
    const [row] = await tx.select({ id: tasks.id }).from(tasks).where(eq(tasks.id, links.taskId)).limit(1);
    if (!row) throw codedRefusal('TASK_NOT_FOUND');
  }
  if (links.custodyTransferId) {
    const [row] = await tx
      .select({ id: custodyTransfers.id })
      .from(custodyTransfers)
      .where(eq(custodyTransfers.id, links.custodyTransferId))
      .limit(1);
    if (!row) throw new UserError('Custody transfer not found');
  }
}
