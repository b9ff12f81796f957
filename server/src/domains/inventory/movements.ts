import { and, eq, sql } from 'drizzle-orm';
import {
  INVENTORY_MESSAGES,
  consumptionTargetError,
  returnError,
  sortTargetError,
  type SortOutcome,
} from '@ops/shared/rules/inventory';
import type { Deps } from '../../platform/deps';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import type { Tx } from '../../platform/db/client';
import { UserError } from '../../platform/errors';
import { newId } from '../../platform/lib/ids';
import { inTransaction } from '../tasks';
import { stockChanged } from './events';
import {
  itemOrFail,
  opsTaskIdOrFail,
  reasonOrFail,
  requireLinks,
  requireWarehouse,
  vehicleIdOf,
} from './lookups';
import { changeStock, lockStock, requireFree, requireQuantity, stockOf } from './stock';
import { inventoryItems, inventoryMovements, type InventoryBatch, type MovementRow } from './tables';

/**
 * Every stock movement of issue 12 §1. Each runs in one transaction that locks the stock
 * rows it touches (stock.ts, in a fixed order), checks the shared rules on the locked
 * values, changes the rows and writes the movement with who (user), when (created_at),
 * why (comment) and what for (vehicle, task, ops task, custody transfer, request).
 * Stock events leave after commit.
 */

export interface MovementLinks {
  taskId?: string | null;
  opsTaskId?: string | null;
  custodyTransferId?: string | null;
}

async function insertMovement(
  tx: Tx,
  values: Omit<typeof inventoryMovements.$inferInsert, 'id'>,
): Promise<MovementRow> {
  const [row] = await tx
    .insert(inventoryMovements)
    .values({ id: newId(), ...values })
    .returning();
  if (!row) throw new Error('movement insert returned no row');
  return row;
}

/** An input: a new batch (price, supplier) into a warehouse. */
export async function recordInput(
  deps: Deps,
  session: SessionInfo,
  input: {
    itemId: string;
    warehouseId: string;
    quantity: number;
    price: number;
    supplier: string;
    comment?: string | null;
  },
): Promise<MovementRow> {
  requireQuantity(input.quantity);
  if (!Number.isFinite(input.price) || input.price < 0) throw new UserError(INVENTORY_MESSAGES.price);
  const supplier = input.supplier.trim();
  if (!supplier) throw new UserError('Supplier is required');
  return inTransaction(deps, async (tx, out) => {
    const now = deps.clock.now();
    const item = await itemOrFail(tx, input.itemId);
    await requireWarehouse(tx, input.warehouseId);
    const key = { warehouseId: input.warehouseId, itemId: item.id };
    const rows = await lockStock(tx, [key], now);
    await changeStock(tx, rows, key, { quantity: input.quantity }, now);
    const pricePiasters = Math.round(input.price * 100);
    // The item row is locked by the update: concurrent inputs of one item append in turn.
    const [locked] = await tx
      .select({ batches: inventoryItems.batches })
      .from(inventoryItems)
      .where(eq(inventoryItems.id, item.id))
      .for('update');
    const batch: InventoryBatch = {
      pricePiasters,
      quantity: input.quantity,
      supplier,
      createdAt: now.toISOString(),
    };
    await tx
      .update(inventoryItems)
      .set({ batches: [...(locked?.batches ?? []), batch], updatedAt: now })
      .where(eq(inventoryItems.id, item.id));
    const movement = await insertMovement(tx, {
      type: 'input',
      itemId: item.id,
      quantity: input.quantity,
      toWarehouseId: input.warehouseId,
      userId: session.user._id,
      pricePiasters,
      supplier,
      comment: input.comment?.trim() || null,
      createdAt: now,
    });
    stockChanged(out, rows.values());
    return movement;
  });
}

/** A transfer leaves: the units stay counted at the source but frozen until received. */
export async function sendTransfer(
  deps: Deps,
  session: SessionInfo,
  input: {
    itemId: string;
    fromWarehouseId: string;
    toWarehouseId: string;
    quantity: number;
    reason: string;
  } & MovementLinks,
): Promise<MovementRow> {
  requireQuantity(input.quantity);
  if (input.fromWarehouseId === input.toWarehouseId) throw new UserError(INVENTORY_MESSAGES.sameWarehouse);
  const reason = reasonOrFail(input.reason);
  return inTransaction(deps, async (tx, out) => {
    const now = deps.clock.now();
    const item = await itemOrFail(tx, input.itemId);
    await requireWarehouse(tx, input.fromWarehouseId);
    await requireWarehouse(tx, input.toWarehouseId);
    await requireLinks(tx, input);
    const from = { warehouseId: input.fromWarehouseId, itemId: item.id };
    const rows = await lockStock(tx, [from], now);
    requireFree(stockOf(rows, from), input.quantity);
    await changeStock(tx, rows, from, { frozen: input.quantity }, now);
    const movement = await insertMovement(tx, {
      type: 'transfer',
      transferStatus: 'in_transit',
      itemId: item.id,
      quantity: input.quantity,
      fromWarehouseId: input.fromWarehouseId,
      toWarehouseId: input.toWarehouseId,
      userId: session.user._id,
      comment: reason,
      taskId: input.taskId ?? null,
      custodyTransferId: input.custodyTransferId ?? null,
      createdAt: now,
    });
    stockChanged(out, rows.values());
    return movement;
  });
}

async function lockTransfer(tx: Tx, movementId: string): Promise<MovementRow> {
  const [row] = await tx
    .select()
    .from(inventoryMovements)
    .where(eq(inventoryMovements.id, movementId))
    .for('update')
    .limit(1);
  if (!row || row.type !== 'transfer' || !row.fromWarehouseId || !row.toWarehouseId)
    throw new UserError('Transfer not found');
  if (row.transferStatus !== 'in_transit') throw new UserError(INVENTORY_MESSAGES.transferNotInTransit);
  return row;
}

/** The destination receives: the source loses the frozen units, the destination gains them. */
export async function receiveTransfer(
  deps: Deps,
  session: SessionInfo,
  movementId: string,
): Promise<MovementRow> {
  return inTransaction(deps, async (tx, out) => {
    const now = deps.clock.now();
    const transfer = await lockTransfer(tx, movementId);
    const from = { warehouseId: transfer.fromWarehouseId!, itemId: transfer.itemId };
    const to = { warehouseId: transfer.toWarehouseId!, itemId: transfer.itemId };
    const rows = await lockStock(tx, [from, to], now);
    await changeStock(tx, rows, from, { quantity: -transfer.quantity, frozen: -transfer.quantity }, now);
    await changeStock(tx, rows, to, { quantity: transfer.quantity }, now);
    const [updated] = await tx
      .update(inventoryMovements)
      .set({ transferStatus: 'received', receivedAt: now, receivedBy: session.user._id })
      .where(eq(inventoryMovements.id, transfer.id))
      .returning();
    stockChanged(out, rows.values());
    return updated!;
  });
}

/** A transfer that never left: the frozen units are free again. */
export async function cancelTransfer(
  deps: Deps,
  session: SessionInfo,
  movementId: string,
): Promise<MovementRow> {
  return inTransaction(deps, async (tx, out) => {
    const now = deps.clock.now();
    const transfer = await lockTransfer(tx, movementId);
    const from = { warehouseId: transfer.fromWarehouseId!, itemId: transfer.itemId };
    const rows = await lockStock(tx, [from], now);
    await changeStock(tx, rows, from, { frozen: -transfer.quantity }, now);
    const [updated] = await tx
      .update(inventoryMovements)
      .set({ transferStatus: 'cancelled', receivedAt: now, receivedBy: session.user._id })
      .where(eq(inventoryMovements.id, transfer.id))
      .returning();
    stockChanged(out, rows.values());
    return updated!;
  });
}

export interface ConsumptionInput extends MovementLinks {
  itemId: string;
  warehouseId: string;
  quantity: number;
  vehicle?: string | null;
  reason: string;
}

/**
 * consumeInventoryItem without a request: free units leave the warehouse onto a vehicle or
 * an ops task. The last units go to exactly one of several concurrent consumers; the others
 * find the locked row emptied and get 'Not enough stock'.
 */
export async function consumeItem(
  deps: Deps,
  session: SessionInfo,
  input: ConsumptionInput,
): Promise<MovementRow> {
  requireQuantity(input.quantity);
  const targetError = consumptionTargetError({ vehicleId: input.vehicle, opsTaskId: input.opsTaskId });
  if (targetError) throw new UserError(targetError);
  const opsTaskId = input.opsTaskId ? opsTaskIdOrFail(input.opsTaskId) : null;
  const reason = reasonOrFail(input.reason);
  return inTransaction(deps, async (tx, out) => {
    const now = deps.clock.now();
    const item = await itemOrFail(tx, input.itemId);
    await requireWarehouse(tx, input.warehouseId);
    const vehicleId = input.vehicle ? await vehicleIdOf(tx, input.vehicle) : null;
    await requireLinks(tx, input);
    const key = { warehouseId: input.warehouseId, itemId: item.id };
    const rows = await lockStock(tx, [key], now);
    requireFree(stockOf(rows, key), input.quantity);
    await changeStock(tx, rows, key, { quantity: -input.quantity }, now);
    const movement = await insertMovement(tx, {
      type: 'consumption',
      itemId: item.id,
      quantity: input.quantity,
      fromWarehouseId: input.warehouseId,
      vehicleId,
      opsTaskId,
      taskId: input.taskId ?? null,
      custodyTransferId: input.custodyTransferId ?? null,
      userId: session.user._id,
      comment: reason,
      createdAt: now,
    });
    stockChanged(out, rows.values());
    return movement;
  });
}

/** What `userId` consumed of the item from the warehouse and has not yet returned to it. */
async function outstandingOf(
  tx: Tx,
  userId: string,
  key: { warehouseId: string; itemId: string },
): Promise<number> {
  const [row] = await tx
    .select({
      outstanding: sql<string>`coalesce(sum(CASE
        WHEN ${inventoryMovements.type} = 'consumption' AND ${inventoryMovements.fromWarehouseId} = ${key.warehouseId} THEN ${inventoryMovements.quantity}
        WHEN ${inventoryMovements.type} = 'return' AND ${inventoryMovements.toWarehouseId} = ${key.warehouseId} THEN -${inventoryMovements.quantity}
        ELSE 0 END), 0)`,
    })
    .from(inventoryMovements)
    .where(and(eq(inventoryMovements.userId, userId), eq(inventoryMovements.itemId, key.itemId)));
  return Number(row?.outstanding ?? 0);
}

/**
 * Consumed parts of an item with hasReturnIfConsumed come back, to wait for sorting; at most
 * what the returner took from this warehouse and has not returned. Counted under the stock
 * row's lock, which every consumption and return of the pair takes, so returns at once
 * cannot together bring back more than was taken.
 */
export async function recordReturn(
  deps: Deps,
  session: SessionInfo,
  input: {
    itemId: string;
    warehouseId: string;
    quantity: number;
    vehicle?: string | null;
    reason: string;
  } & MovementLinks,
): Promise<MovementRow> {
  requireQuantity(input.quantity);
  const reason = reasonOrFail(input.reason);
  const opsTaskId = input.opsTaskId ? opsTaskIdOrFail(input.opsTaskId) : null;
  return inTransaction(deps, async (tx, out) => {
    const now = deps.clock.now();
    const item = await itemOrFail(tx, input.itemId, { allowArchived: true });
    if (!item.hasReturnIfConsumed) throw new UserError(INVENTORY_MESSAGES.noReturn);
    await requireWarehouse(tx, input.warehouseId);
    const vehicleId = input.vehicle ? await vehicleIdOf(tx, input.vehicle) : null;
    await requireLinks(tx, input);
    const key = { warehouseId: input.warehouseId, itemId: item.id };
    const rows = await lockStock(tx, [key], now);
    const tooMany = returnError(await outstandingOf(tx, session.user._id, key), input.quantity);
    if (tooMany) throw new UserError(tooMany);
    await changeStock(tx, rows, key, { returned: input.quantity }, now);
    const movement = await insertMovement(tx, {
      type: 'return',
      itemId: item.id,
      quantity: input.quantity,
      toWarehouseId: input.warehouseId,
      vehicleId,
      opsTaskId,
      taskId: input.taskId ?? null,
      custodyTransferId: input.custodyTransferId ?? null,
      userId: session.user._id,
      comment: reason,
      createdAt: now,
    });
    stockChanged(out, rows.values());
    return movement;
  });
}

/**
 * Sorting returned parts: repairable ones go back into the item's stock, recycled ones into
 * a Recycled item's stock in the same warehouse, scrap leaves the inventory.
 */
export async function sortReturned(
  deps: Deps,
  session: SessionInfo,
  input: {
    itemId: string;
    warehouseId: string;
    quantity: number;
    outcome: SortOutcome;
    targetItemId?: string | null;
    reason: string;
  },
): Promise<MovementRow> {
  requireQuantity(input.quantity);
  const reason = reasonOrFail(input.reason);
  return inTransaction(deps, async (tx, out) => {
    const now = deps.clock.now();
    const item = await itemOrFail(tx, input.itemId, { allowArchived: true });
    await requireWarehouse(tx, input.warehouseId);
    const target =
      input.outcome === 'recycled' && input.targetItemId ? await itemOrFail(tx, input.targetItemId) : null;
    const targetError = sortTargetError(input.outcome, target?.category ?? null);
    if (targetError) throw new UserError(targetError);
    const from = { warehouseId: input.warehouseId, itemId: item.id };
    const into =
      input.outcome === 'scrap' ? null : { warehouseId: input.warehouseId, itemId: target?.id ?? item.id };
    const rows = await lockStock(tx, into ? [from, into] : [from], now);
    if (stockOf(rows, from).returned < input.quantity)
      throw new UserError(INVENTORY_MESSAGES.notEnoughReturned);
    await changeStock(tx, rows, from, { returned: -input.quantity }, now);
    if (into) await changeStock(tx, rows, into, { quantity: input.quantity }, now);
    const movement = await insertMovement(tx, {
      type: 'sorting',
      sortOutcome: input.outcome,
      itemId: item.id,
      targetItemId: target?.id ?? null,
      quantity: input.quantity,
      fromWarehouseId: input.warehouseId,
      toWarehouseId: into ? input.warehouseId : null,
      userId: session.user._id,
      comment: reason,
      createdAt: now,
    });
    stockChanged(out, rows.values());
    return movement;
  });
}
