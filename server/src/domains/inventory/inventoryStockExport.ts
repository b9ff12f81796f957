import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  INVENTORY_STORAGES_EXPORT,
  INVENTORY_STORAGES_FILTERS,
  INVENTORY_URGENT_EXPORT,
  INVENTORY_URGENT_FILTERS,
  type InventoryStoragesExportField,
  type InventoryUrgentExportField,
} from '@ops/shared/exports/inventoryListsExportFields';
import { parseFilterValue } from '@ops/shared/lists/listRequest';
import { areas } from '../areas';
import type { Db } from '../../platform/db/client';
import { loadRefs, presentStock } from './present';
import { presentWarehouses, urgentCondition, warehouseColumns } from './queries';
import { warehouses, warehouseStock } from './tables';
import { cursorText, keysetBatches, olderThan } from '../../platform/exports/keyset';
import { fieldsOf, type ExportModule, type FieldCell } from '../../platform/exports/types';

// ---- storages ----

type StoragesFilters = { itemId?: string };

/** A warehouse with the totals its list shows, and the chosen item's stock as the list words it. */
type StorageExportRow = Awaited<ReturnType<typeof presentWarehouses>>[number] & {
  cursor: string;
  itemStock: string | null;
};

function storageBatches(
  db: Db,
  filters: StoragesFilters,
  ids: readonly string[] | null,
): AsyncIterable<readonly StorageExportRow[]> {
  // The item filter adds a column; it does not narrow the warehouses (as on the page).
  const where: SQL | undefined = ids ? inArray(warehouses.id, [...ids]) : undefined;
  return keysetBatches(
    async (after, size) => {
      const rows = await db
        .select({ ...warehouseColumns, cursor: cursorText(warehouses.createdAt) })
        .from(warehouses)
        .leftJoin(areas, eq(areas.id, warehouses.areaId))
        .where(and(where, olderThan(warehouses.createdAt, warehouses.id, after)))
        .orderBy(desc(warehouses.createdAt), desc(warehouses.id))
        .limit(size);
      const views = await presentWarehouses({ db }, rows, filters.itemId);
      return views.map((view, i) => {
        const line = view.stock[0];
        const itemStock = filters.itemId ? (line ? `${line.quantity} / ${line.frozen}` : '0 / 0') : null;
        return { ...view, cursor: rows[i]!.cursor, itemStock };
      });
    },
    (row) => ({ cursor: row.cursor, id: row._id }),
  );
}

const STORAGE_CELLS: Record<InventoryStoragesExportField, FieldCell<StorageExportRow>> = {
  name: { width: 22, value: (w) => w.name },
  office: { width: 22, value: (w) => w.office },
  area: { width: 18, value: (w) => w.areaName },
  itemsCount: { width: 10, value: (w) => w.itemsCount },
  totalQuantity: { width: 10, value: (w) => w.totalQuantity },
  value: { width: 12, value: (w) => w.value },
  urgent: { width: 8, value: (w) => w.urgentCount },
  itemStock: { width: 14, value: (w) => w.itemStock },
};

/** Storages (inventory.VIEW_PAGE and inventory.EXPORT): every warehouse, no date range. */
export const inventoryStoragesExport: ExportModule<StorageExportRow, StoragesFilters> = {
  spec: INVENTORY_STORAGES_EXPORT,
  title: INVENTORY_STORAGES_EXPORT.title,
  fields: fieldsOf(INVENTORY_STORAGES_EXPORT, STORAGE_CELLS),
  readFilters: (value, context) => parseFilterValue(INVENTORY_STORAGES_FILTERS, value, context),
  rowSource: storageBatches,
};

// ---- urgent ----

type UrgentFilters = { warehouseId?: string };

type UrgentExportRow = ReturnType<typeof presentStock>;

const s = warehouseStock;
/** The page's row key (urgentRowId): a stock row has no id of its own. */
const rowId = sql<string>`${s.warehouseId} || '-' || ${s.itemId}`;

/**
 * Stock rows have no created_at: they are read in their key's order, the keyset being the
 * warehouse id (as the cursor) and the item id.
 */
function urgentBatches(
  db: Db,
  filters: UrgentFilters,
  ids: readonly string[] | null,
): AsyncIterable<readonly UrgentExportRow[]> {
  const where: SQL = ids ? inArray(rowId, [...ids]) : urgentCondition(filters.warehouseId);
  return keysetBatches(
    async (after, size) => {
      const rows = await db
        .select()
        .from(s)
        .where(
          and(
            where,
            after ? sql`(${s.warehouseId}, ${s.itemId}) > (${after.cursor}, ${after.id})` : undefined,
          ),
        )
        .orderBy(asc(s.warehouseId), asc(s.itemId))
        .limit(size);
      const refs = await loadRefs(db, {
        items: rows.map((row) => row.itemId),
        warehouses: rows.map((row) => row.warehouseId),
      });
      return rows.map((row) => presentStock(refs, row));
    },
    (line) => ({ cursor: line.warehouse._id, id: line.item._id }),
  );
}

const URGENT_CELLS: Record<InventoryUrgentExportField, FieldCell<UrgentExportRow>> = {
  warehouse: { width: 20, value: (l) => l.warehouse.name },
  item: { width: 24, value: (l) => l.item.name },
  arName: { width: 24, value: (l) => l.item.arName },
  quantity: { width: 9, value: (l) => l.quantity },
  frozen: { width: 9, value: (l) => l.frozen },
  returned: { width: 9, value: (l) => l.returned },
  lower: { width: 9, value: (l) => l.lower },
  higher: { width: 9, value: (l) => l.higher },
  urgent: { width: 22, value: (l) => (l.urgent ? 'Below lower threshold' : null) },
};

/** Urgent Inventory (inventory.VIEW_PAGE and inventory.EXPORT): the list's rows, in one warehouse if filtered. */
export const inventoryUrgentExport: ExportModule<UrgentExportRow, UrgentFilters> = {
  spec: INVENTORY_URGENT_EXPORT,
  title: INVENTORY_URGENT_EXPORT.title,
  fields: fieldsOf(INVENTORY_URGENT_EXPORT, URGENT_CELLS),
  readFilters: (value, context) => parseFilterValue(INVENTORY_URGENT_FILTERS, value, context),
  rowSource: urgentBatches,
};
