import { and, asc, count, eq, gte, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { can } from '@ops/shared/rules/permissions/can';
import { INVENTORY_PAGE_SIZE } from '@ops/shared/rules/inventory';
import {
  fromZeroBasedPage,
  INVENTORY_MOVEMENTS_LIST,
  INVENTORY_REQUESTS_LIST,
  type InventoryMovementsFilters,
  type InventoryRequestsFilters,
} from '@ops/shared/lists/inventory';
import { totalPages } from '@ops/shared/lists/listRequest';
import type { Deps } from '../../platform/deps';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import { areas } from '../areas';
import { queryRows } from '../../platform/db/client';
import { codedRefusal, UserError } from '../../platform/errors';
import { listPage, type FilterConditions } from '../../platform/lists/listQuery';
import { vehicles } from '../vehicles';
import { loadRefs, presentMovements, presentRequests, presentStock } from './present';
import { inventoryMovements, inventoryRequests, warehouses, warehouseStock } from './tables';

const m = inventoryMovements;

/** The movements list's filters as conditions, for the list and its exports alike. */
export const movementConditions: FilterConditions<InventoryMovementsFilters> = {
  type: (type) => eq(m.type, type),
  itemId: (id) => or(eq(m.itemId, id), eq(m.targetItemId, id)),
  warehouseId: (id) => or(eq(m.fromWarehouseId, id), eq(m.toWarehouseId, id)),
  transferStatus: (status) => eq(m.transferStatus, status),
  sortOutcome: (outcome) => eq(m.sortOutcome, outcome),
  vehicle: (idOrCode) =>
    sql`${m.vehicleId} in (select v.id from ${vehicles} v where v.id = ${idOrCode} or v.code = ${idOrCode})`,
  startDate: (start) => gte(m.createdAt, new Date(start)),
  endDate: (end) => lte(m.createdAt, new Date(end)),
};

export async function listMovements(
  deps: Deps,
  args: { pageNumber?: number | null; rowsPerPage?: number | null; filters?: string | null },
) {
  const page = await listPage(
    deps.db,
    INVENTORY_MOVEMENTS_LIST,
    { pageNumber: fromZeroBasedPage(args.pageNumber), rowsPerPage: args.rowsPerPage, filters: args.filters },
    { now: deps.clock.now() },
    {
      conditions: movementConditions,
      sortColumns: { createdAt: m.createdAt },
      tieBreaker: m.id,
      table: m,
      rows: ({ where, orderBy, limit, offset }) =>
        deps.db
          .select()
          .from(m)
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset),
    },
  );
  return {
    movements: await presentMovements(deps.db, page.rows),
    totalCount: page.total,
    totalPages: page.totalPages,
  };
}

/** The requests lists' filters as conditions, for the lists and their exports alike. */
export const requestConditions: FilterConditions<InventoryRequestsFilters> = {
  kind: (kind) => eq(inventoryRequests.kind, kind),
  status: (status) => eq(inventoryRequests.status, status),
  itemId: (id) => eq(inventoryRequests.itemId, id),
  warehouseId: (id) => eq(inventoryRequests.warehouseId, id),
};

/** Without inventory.MANAGE_STOCK a person sees only the requests they made (object-level rule). */
export async function listRequests(
  deps: Deps,
  session: SessionInfo,
  args: { pageNumber?: number | null; rowsPerPage?: number | null; filters?: string | null },
) {
  const r = inventoryRequests;
  const mine = can(session.role, { layer: 'inventory', permission: 'MANAGE_STOCK' })
    ? undefined
    : eq(r.requestedBy, session.user._id);
  const page = await listPage(
    deps.db,
    INVENTORY_REQUESTS_LIST,
    { pageNumber: fromZeroBasedPage(args.pageNumber), rowsPerPage: args.rowsPerPage, filters: args.filters },
    { now: deps.clock.now(), role: session.role },
    {
      conditions: requestConditions,
      sortColumns: { createdAt: r.createdAt },
      tieBreaker: r.id,
      table: r,
      scope: mine,
      rows: ({ where, orderBy, limit, offset }) =>
        deps.db
          .select()
          .from(r)
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset),
    },
  );
  return {
    requests: await presentRequests(deps, page.rows),
    totalCount: page.total,
    totalPages: page.totalPages,
  };
}

/** Value of a stock row: its units at the item's latest batch price (piasters). */
const latestPrice = sql`coalesce((select (b->>'pricePiasters')::bigint from inventory_items i, jsonb_array_elements(i.batches) b where i.id = s.item_id order by b->>'createdAt' desc limit 1), 0)`;

interface WarehouseTotals {
  id: string;
  items_count: number;
  total_quantity: number;
  value: string;
  urgent_count: number;
}

async function totalsOf(deps: Pick<Deps, 'db'>, ids: string[]): Promise<Map<string, WarehouseTotals>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<WarehouseTotals>(
    deps.db,
    sql`SELECT s.warehouse_id AS id, count(*) FILTER (WHERE s.quantity > 0)::int AS items_count, coalesce(sum(s.quantity), 0)::int AS total_quantity,
               coalesce(sum(s.quantity * ${latestPrice}), 0)::text AS value, count(*) FILTER (WHERE s.lower > 0 AND s.quantity < s.lower)::int AS urgent_count
        FROM warehouse_stock s WHERE s.warehouse_id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) GROUP BY s.warehouse_id`,
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/** Warehouses with the list's totals (and one item's stock), for the list, the warehouse page and the export. */
export async function presentWarehouses(
  deps: Pick<Deps, 'db'>,
  rows: { id: string; name: string; office: string | null; areaId: string | null; areaName: string | null }[],
  itemId?: string | null,
) {
  const ids = rows.map((row) => row.id);
  const totals = await totalsOf(deps, ids);
  const stock =
    itemId && ids.length
      ? await deps.db.select().from(warehouseStock).where(eq(warehouseStock.itemId, itemId))
      : [];
  const refs = await loadRefs(deps.db, { items: itemId ? [itemId] : [], warehouses: ids });
  return rows.map((row) => {
    const t = totals.get(row.id);
    return {
      _id: row.id,
      name: row.name,
      office: row.office,
      area: row.areaId ? { _id: row.areaId, name: row.areaName ?? row.areaId } : null,
      areaName: row.areaName,
      itemsCount: t?.items_count ?? 0,
      totalQuantity: t?.total_quantity ?? 0,
      value: Number(t?.value ?? 0) / 100,
      urgentCount: t?.urgent_count ?? 0,
      stock: stock.filter((line) => line.warehouseId === row.id).map((line) => presentStock(refs, line)),
    };
  });
}

export const warehouseColumns = {
  id: warehouses.id,
  name: warehouses.name,
  office: warehouses.office,
  areaId: warehouses.areaId,
  areaName: areas.name,
};

/** The warehouses list (03 §7: pageNumber from 0, itemId: that item's stock in each). */
export async function listWarehouses(
  deps: Deps,
  args: { pageNumber?: number | null; itemId?: string | null },
) {
  const pageNumber = args.pageNumber ?? 0;
  if (!Number.isInteger(pageNumber) || pageNumber < 0)
    throw new UserError('Page number must be a whole number from 0');
  const [rows, [counted]] = await Promise.all([
    deps.db
      .select(warehouseColumns)
      .from(warehouses)
      .leftJoin(areas, eq(areas.id, warehouses.areaId))
      .orderBy(asc(warehouses.name), asc(warehouses.id))
      .limit(INVENTORY_PAGE_SIZE)
      .offset(pageNumber * INVENTORY_PAGE_SIZE),
    deps.db.select({ n: count() }).from(warehouses),
  ]);
  const total = Number(counted?.n ?? 0);
  return {
    warehouses: await presentWarehouses(deps, rows, args.itemId),
    totalCount: total,
    totalPages: totalPages(total, INVENTORY_PAGE_SIZE),
  };
}

/** The warehouse page: the warehouse with every stock row. */
export async function getWarehouse(deps: Deps, warehouseId: string) {
  const [row] = await deps.db
    .select(warehouseColumns)
    .from(warehouses)
    .leftJoin(areas, eq(areas.id, warehouses.areaId))
    .where(eq(warehouses.id, warehouseId));
  if (!row) throw codedRefusal('WAREHOUSE_NOT_FOUND');
  const [view] = await presentWarehouses(deps, [row]);
  const stock = await deps.db
    .select()
    .from(warehouseStock)
    .where(eq(warehouseStock.warehouseId, warehouseId));
  const refs = await loadRefs(deps.db, {
    items: stock.map((line) => line.itemId),
    warehouses: [warehouseId],
  });
  const lines = stock
    .map((line) => presentStock(refs, line))
    .sort((a, b) => a.item.name.localeCompare(b.item.name));
  return { ...view!, stock: lines };
}

/** Stock rows under their lower threshold (in one warehouse, if named): the urgent list and its export. */
export function urgentCondition(warehouseId?: string | null): SQL {
  return and(
    sql`${warehouseStock.lower} > 0`,
    lt(warehouseStock.quantity, warehouseStock.lower),
    warehouseId ? eq(warehouseStock.warehouseId, warehouseId) : undefined,
  )!;
}

/** Items under their lower threshold, per warehouse, most short first. */
export async function urgentStock(deps: Deps, warehouseId?: string | null) {
  const s = warehouseStock;
  const where = urgentCondition(warehouseId);
  const rows = await deps.db
    .select()
    .from(s)
    .where(where)
    .orderBy(sql`${s.quantity} - ${s.lower}`, s.warehouseId, s.itemId);
  const refs = await loadRefs(deps.db, {
    items: rows.map((row) => row.itemId),
    warehouses: rows.map((row) => row.warehouseId),
  });
  return rows.map((row) => presentStock(refs, row));
}

/**
 * Inventory analytics (03 §3 totals; issue 12 §1): value of the stock now, units put in and
 * consumed in the range, items count, urgent rows; consumption per Cairo day and category.
 */
export async function inventoryAnalytics(
  deps: Deps,
  args: { startDate: string; endDate: string; warehouseId?: string | null },
) {
  const start = new Date(args.startDate);
  const end = new Date(args.endDate);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()))
    throw new UserError('Dates must be ISO date-times');
  if (start > end) throw new UserError('Start Date must be smaller than End Date');
  const w = args.warehouseId ?? null;
  const [totals] = await queryRows<{
    value: string;
    input: number;
    consumption: number;
    items_count: number;
    urgent: number;
  }>(
    deps.db,
    sql`SELECT
      (SELECT coalesce(sum(s.quantity * ${latestPrice}), 0)::text FROM warehouse_stock s WHERE ${w}::text IS NULL OR s.warehouse_id = ${w}) AS value,
      (SELECT coalesce(sum(quantity), 0)::int FROM inventory_movements WHERE type = 'input' AND created_at BETWEEN ${start.toISOString()}::timestamptz AND ${end.toISOString()}::timestamptz AND (${w}::text IS NULL OR to_warehouse_id = ${w})) AS input,
      (SELECT coalesce(sum(quantity), 0)::int FROM inventory_movements WHERE type = 'consumption' AND created_at BETWEEN ${start.toISOString()}::timestamptz AND ${end.toISOString()}::timestamptz AND (${w}::text IS NULL OR from_warehouse_id = ${w})) AS consumption,
      (SELECT count(*)::int FROM inventory_items WHERE NOT archived) AS items_count,
      (SELECT count(*)::int FROM warehouse_stock s WHERE s.lower > 0 AND s.quantity < s.lower AND (${w}::text IS NULL OR s.warehouse_id = ${w})) AS urgent`,
  );
  const points = await queryRows<{ day: string; category: string; quantity: number; value: string }>(
    deps.db,
    sql`SELECT to_char(m.created_at AT TIME ZONE 'Africa/Cairo', 'YYYY-MM-DD') AS day, i.category, sum(m.quantity)::int AS quantity,
               coalesce(sum(m.quantity * coalesce((SELECT (b->>'pricePiasters')::bigint FROM jsonb_array_elements(i.batches) b ORDER BY b->>'createdAt' DESC LIMIT 1), 0)), 0)::text AS value
        FROM inventory_movements m JOIN inventory_items i ON i.id = m.item_id
        WHERE m.type = 'consumption' AND m.created_at BETWEEN ${start.toISOString()}::timestamptz AND ${end.toISOString()}::timestamptz
          AND (${w}::text IS NULL OR m.from_warehouse_id = ${w})
        GROUP BY 1, 2 ORDER BY 1, 2`,
  );
  return {
    totals: {
      value: Number(totals?.value ?? 0) / 100,
      input: totals?.input ?? 0,
      consumption: totals?.consumption ?? 0,
      itemsCount: totals?.items_count ?? 0,
      urgent: totals?.urgent ?? 0,
    },
    consumptionOverTime: points.map((p) => ({
      day: p.day,
      category: p.category,
      quantity: p.quantity,
      value: Number(p.value) / 100,
    })),
  };
}
