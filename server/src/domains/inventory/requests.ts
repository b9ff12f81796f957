import { eq } from 'drizzle-orm';
import {
  consumeRequestError,
  decideRequestError,
  INVENTORY_MESSAGES,
  type RequestKind,
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
import { inventoryMovements, inventoryRequests, type MovementRow, type RequestRow } from './tables';

/**
 * Requests (issue 12 §1): a technician asks for parts (kind part) or reports damaged spare
 * parts (kind damaged); a storekeeper fulfils or refuses. Fulfilling a part request
 * reserves (freezes) the units for the requester until they consume them; fulfilling a
 * damaged report writes the units off (a 'damaged' movement).
 */

export async function createRequest(
  deps: Deps,
  session: SessionInfo,
  input: {
    kind: RequestKind;
    itemId: string;
    warehouseId: string;
    quantity: number;
    reason: string;
    vehicle?: string | null;
    opsTaskId?: string | null;
    imageKey?: string | null;
  },
): Promise<RequestRow> {
  requireQuantity(input.quantity);
  const reason = reasonOrFail(input.reason);
  const opsTaskId = input.opsTaskId ? opsTaskIdOrFail(input.opsTaskId) : null;
  const item = await itemOrFail(deps.db, input.itemId);
  if (input.kind === 'damaged' && !item.canBeReported) throw new UserError(INVENTORY_MESSAGES.notReportable);
  await requireWarehouse(deps.db, input.warehouseId);
  const vehicleId = input.vehicle ? await vehicleIdOf(deps.db, input.vehicle) : null;
  const [row] = await deps.db
    .insert(inventoryRequests)
    .values({
      id: newId(),
      kind: input.kind,
      itemId: item.id,
      warehouseId: input.warehouseId,
      quantity: input.quantity,
      requestedBy: session.user._id,
      reason,
      vehicleId,
      opsTaskId,
      imageKey: input.imageKey ?? null,
      createdAt: deps.clock.now(),
    })
    .returning();
  return row!;
}

async function lockRequest(tx: Tx, requestId: string): Promise<RequestRow> {
  const [row] = await tx
    .select()
    .from(inventoryRequests)
    .where(eq(inventoryRequests.id, requestId))
    .for('update')
    .limit(1);
  if (!row) throw new UserError('Request not found');
  return row;
}

export async function fulfilRequest(
  deps: Deps,
  session: SessionInfo,
  input: { requestId: string; comment?: string | null },
): Promise<RequestRow> {
  return inTransaction(deps, async (tx, out) => {
    const now = deps.clock.now();
    const request = await lockRequest(tx, input.requestId);
    const decided = decideRequestError(request.status);
    if (decided) throw new UserError(decided);
    const key = { warehouseId: request.warehouseId, itemId: request.itemId };
    const rows = await lockStock(tx, [key], now);
    requireFree(stockOf(rows, key), request.quantity);
    if (request.kind === 'part') {
      await changeStock(tx, rows, key, { frozen: request.quantity }, now);
    } else {
      await changeStock(tx, rows, key, { quantity: -request.quantity }, now);
      await tx.insert(inventoryMovements).values({
        id: newId(),
        type: 'damaged',
        itemId: request.itemId,
        quantity: request.quantity,
        fromWarehouseId: request.warehouseId,
        vehicleId: request.vehicleId,
        opsTaskId: request.opsTaskId,
        requestId: request.id,
        userId: session.user._id,
        comment: request.reason,
        createdAt: now,
      });
    }
    const [updated] = await tx
      .update(inventoryRequests)
      .set({
        status: 'fulfilled',
        decidedBy: session.user._id,
        decidedAt: now,
        decisionComment: input.comment?.trim() || null,
      })
      .where(eq(inventoryRequests.id, request.id))
      .returning();
    stockChanged(out, rows.values());
    return updated!;
  });
}

export async function refuseRequest(
  deps: Deps,
  session: SessionInfo,
  input: { requestId: string; comment: string },
): Promise<RequestRow> {
  const comment = reasonOrFail(input.comment);
  return inTransaction(deps, async (tx) => {
    const request = await lockRequest(tx, input.requestId);
    const decided = decideRequestError(request.status);
    if (decided) throw new UserError(decided);
    const [updated] = await tx
      .update(inventoryRequests)
      .set({
        status: 'refused',
        decidedBy: session.user._id,
        decidedAt: deps.clock.now(),
        decisionComment: comment,
      })
      .where(eq(inventoryRequests.id, request.id))
      .returning();
    return updated!;
  });
}

/**
 * consumeInventoryItem with a fulfilled request: the requester uses the units reserved for
 * them, on the request's vehicle or ops task unless they name another.
 */
export async function consumeRequested(
  deps: Deps,
  session: SessionInfo,
  input: {
    requestId: string;
    vehicle?: string | null;
    opsTaskId?: string | null;
    taskId?: string | null;
    reason?: string | null;
  },
): Promise<MovementRow> {
  return inTransaction(deps, async (tx, out) => {
    const now = deps.clock.now();
    const request = await lockRequest(tx, input.requestId);
    if (request.kind !== 'part') throw new UserError(INVENTORY_MESSAGES.requestNotFulfilled);
    const refusal = consumeRequestError(request, session.user._id);
    if (refusal) throw new UserError(refusal);
    const vehicleId = input.vehicle
      ? await vehicleIdOf(tx, input.vehicle)
      : input.opsTaskId
        ? null
        : request.vehicleId;
    const opsTaskId = input.opsTaskId
      ? opsTaskIdOrFail(input.opsTaskId)
      : input.vehicle
        ? null
        : request.opsTaskId;
    if ((vehicleId ? 1 : 0) + (opsTaskId ? 1 : 0) !== 1)
      throw new UserError(INVENTORY_MESSAGES.consumptionTarget);
    await requireLinks(tx, { taskId: input.taskId });
    const key = { warehouseId: request.warehouseId, itemId: request.itemId };
    const rows = await lockStock(tx, [key], now);
    await changeStock(tx, rows, key, { quantity: -request.quantity, frozen: -request.quantity }, now);
    const [movement] = await tx
      .insert(inventoryMovements)
      .values({
        id: newId(),
        type: 'consumption',
        itemId: request.itemId,
        quantity: request.quantity,
        fromWarehouseId: request.warehouseId,
        vehicleId,
        opsTaskId,
        taskId: input.taskId ?? null,
        requestId: request.id,
        userId: session.user._id,
        comment: input.reason?.trim() || request.reason,
        createdAt: now,
      })
      .returning();
    await tx
      .update(inventoryRequests)
      .set({ status: 'consumed' })
      .where(eq(inventoryRequests.id, request.id));
    stockChanged(out, rows.values());
    return movement!;
  });
}
