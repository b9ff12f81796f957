import { eq, inArray } from 'drizzle-orm';
import { isUrgent } from '@ops/shared/rules/inventory';
import type { Deps } from '../../platform/deps';
import type { Db, Tx } from '../../platform/db/client';
import { users } from '../../platform/session/tables';
import { vehicles } from '../vehicles';
import { inventoryItems, warehouses, warehouseStock, type MovementRow, type RequestRow } from './tables';
import type { ItemRow } from './lookups';

/** Rows as the schema's types (shared/graphql/schema/inventory.graphql). Money leaves as EGP. */

const iso = (date: Date | null | undefined): string | null => (date ? date.toISOString() : null);
const egp = (piasters: number): number => piasters / 100;

type Person = { _id: string; name: string; phoneNumber: string };
type ItemRef = { _id: string; name: string; arName: string | null; category: string };
type WarehouseRef = { _id: string; name: string };

/** Names of the people, items, warehouses and vehicles some rows point at, in four queries. */
export async function loadRefs(
  db: Db | Tx,
  ids: {
    users?: Iterable<string | null>;
    items?: Iterable<string | null>;
    warehouses?: Iterable<string | null>;
    vehicles?: Iterable<string | null>;
  },
) {
  const list = (values?: Iterable<string | null>) => [
    ...new Set([...(values ?? [])].filter((v): v is string => !!v)),
  ];
  const [userIds, itemIds, warehouseIds, vehicleIds] = [
    list(ids.users),
    list(ids.items),
    list(ids.warehouses),
    list(ids.vehicles),
  ];
  const [userRows, itemRows, warehouseRows, vehicleRows] = await Promise.all([
    userIds.length
      ? db
          .select({ _id: users.id, name: users.name, phoneNumber: users.phoneNumber })
          .from(users)
          .where(inArray(users.id, userIds))
      : [],
    itemIds.length
      ? db
          .select({
            _id: inventoryItems.id,
            name: inventoryItems.name,
            arName: inventoryItems.arName,
            category: inventoryItems.category,
          })
          .from(inventoryItems)
          .where(inArray(inventoryItems.id, itemIds))
      : [],
    warehouseIds.length
      ? db
          .select({ _id: warehouses.id, name: warehouses.name })
          .from(warehouses)
          .where(inArray(warehouses.id, warehouseIds))
      : [],
    vehicleIds.length
      ? db
          .select({ _id: vehicles.id, code: vehicles.code })
          .from(vehicles)
          .where(inArray(vehicles.id, vehicleIds))
      : [],
  ]);
  const byId = <T extends { _id: string }>(rows: T[]) => new Map(rows.map((row) => [row._id, row]));
  const people = byId<Person>(userRows);
  const items = byId<ItemRef>(itemRows);
  const stores = byId<WarehouseRef>(warehouseRows);
  const fleet = byId(vehicleRows);
  return {
    person: (id: string | null) => (id ? (people.get(id) ?? null) : null),
    item: (id: string): ItemRef => items.get(id) ?? { _id: id, name: id, arName: null, category: '' },
    itemOrNull: (id: string | null) => (id ? (items.get(id) ?? null) : null),
    warehouse: (id: string | null): WarehouseRef | null =>
      id ? (stores.get(id) ?? { _id: id, name: id }) : null,
    vehicle: (id: string | null) => (id ? (fleet.get(id) ?? null) : null),
  };
}

export async function presentMovements(db: Db | Tx, rows: readonly MovementRow[]) {
  const refs = await loadRefs(db, {
    users: rows.flatMap((row) => [row.userId, row.receivedBy]),
    items: rows.flatMap((row) => [row.itemId, row.targetItemId]),
    warehouses: rows.flatMap((row) => [row.fromWarehouseId, row.toWarehouseId]),
    vehicles: rows.map((row) => row.vehicleId),
  });
  return rows.map((row) => ({
    _id: row.id,
    type: row.type,
    item: refs.item(row.itemId),
    quantity: row.quantity,
    fromWarehouse: refs.warehouse(row.fromWarehouseId),
    toWarehouse: refs.warehouse(row.toWarehouseId),
    vehicle: refs.vehicle(row.vehicleId),
    taskId: row.taskId,
    opsTaskId: row.opsTaskId,
    custodyTransferId: row.custodyTransferId,
    requestId: row.requestId,
    user: refs.person(row.userId),
    price: row.pricePiasters === null ? null : egp(row.pricePiasters),
    supplier: row.supplier,
    comment: row.comment,
    transferStatus: row.transferStatus,
    receivedAt: iso(row.receivedAt),
    receivedBy: refs.person(row.receivedBy),
    sortOutcome: row.sortOutcome,
    targetItem: refs.itemOrNull(row.targetItemId),
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function presentMovement(db: Db | Tx, row: MovementRow) {
  const [view] = await presentMovements(db, [row]);
  return view!;
}

export async function presentRequests(deps: Deps, rows: readonly RequestRow[]) {
  const refs = await loadRefs(deps.db, {
    users: rows.flatMap((row) => [row.requestedBy, row.decidedBy]),
    items: rows.map((row) => row.itemId),
    warehouses: rows.map((row) => row.warehouseId),
    vehicles: rows.map((row) => row.vehicleId),
  });
  return rows.map((row) => ({
    _id: row.id,
    kind: row.kind,
    item: refs.item(row.itemId),
    warehouse: refs.warehouse(row.warehouseId)!,
    quantity: row.quantity,
    requestedBy: refs.person(row.requestedBy) ?? {
      _id: row.requestedBy,
      name: row.requestedBy,
      phoneNumber: '',
    },
    reason: row.reason,
    vehicle: refs.vehicle(row.vehicleId),
    opsTaskId: row.opsTaskId,
    imageLink: row.imageKey ? deps.storage.signedUrl(row.imageKey) : null,
    status: row.status,
    decidedBy: refs.person(row.decidedBy),
    decidedAt: iso(row.decidedAt),
    decisionComment: row.decisionComment,
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function presentRequest(deps: Deps, row: RequestRow) {
  const [view] = await presentRequests(deps, [row]);
  return view!;
}

export type StockLine = typeof warehouseStock.$inferSelect;

export function presentStock(refs: Awaited<ReturnType<typeof loadRefs>>, row: StockLine) {
  return {
    warehouse: refs.warehouse(row.warehouseId)!,
    item: refs.item(row.itemId),
    quantity: row.quantity,
    frozen: row.frozen,
    returned: row.returned,
    lower: row.lower,
    higher: row.higher,
    urgent: isUrgent(row),
  };
}

/** Items with their stock rows (two queries for the page). */
export async function presentItems(deps: Deps, rows: readonly (ItemRow & { inStock?: number })[]) {
  const ids = rows.map((row) => row.id);
  const stock = ids.length
    ? await deps.db.select().from(warehouseStock).where(inArray(warehouseStock.itemId, ids))
    : [];
  const refs = await loadRefs(deps.db, { items: ids, warehouses: stock.map((row) => row.warehouseId) });
  return rows.map((row) => {
    const own = stock
      .filter((line) => line.itemId === row.id)
      .sort((a, b) => refs.warehouse(a.warehouseId)!.name.localeCompare(refs.warehouse(b.warehouseId)!.name));
    return {
      _id: row.id,
      name: row.name,
      arName: row.arName,
      image: row.imageKey,
      imageLink: row.imageKey ? deps.storage.signedUrl(row.imageKey) : null,
      barCode: row.barCode,
      description: row.description,
      category: row.category,
      inStock: row.inStock ?? own.reduce((sum, line) => sum + line.quantity, 0),
      batches: row.batches.map((batch) => ({
        price: egp(batch.pricePiasters),
        quantity: batch.quantity,
        supplier: batch.supplier,
        createdAt: batch.createdAt,
      })),
      archived: row.archived,
      canBeReported: row.canBeReported,
      hasReturnIfConsumed: row.hasReturnIfConsumed,
      manufacturer: row.manufacturer,
      lowerThreshold: row.lowerThreshold,
      higherThreshold: row.higherThreshold,
      createdAt: row.createdAt.toISOString(),
      stock: own.map((line) => presentStock(refs, line)),
    };
  });
}

export async function presentItem(deps: Deps, itemId: string) {
  const [row] = await deps.db.select().from(inventoryItems).where(eq(inventoryItems.id, itemId)).limit(1);
  if (!row) return null;
  const [view] = await presentItems(deps, [row]);
  return view!;
}
