import { and, desc, inArray, type SQL } from 'drizzle-orm';
import {
  INVENTORY_ITEMS_EXPORT,
  type InventoryItemsExportField,
} from '@ops/shared/exports/inventoryItemsExportFields';
import { INVENTORY_ITEMS_LIST, type InventoryItemsFilters } from '@ops/shared/lists/inventory';
import { parseFilterValue } from '@ops/shared/lists/listRequest';
import type { Db } from '../../platform/db/client';
import { inStockOf, itemsFilterConditions } from './items';
import { inventoryItems } from './tables';
import { filterCondition } from '../../platform/lists/listQuery';
import { cairoDate } from '../../platform/exports/cells';
import { cursorText, keysetBatches, olderThan } from '../../platform/exports/keyset';
import { fieldsOf, type ExportModule, type FieldCell } from '../../platform/exports/types';

const selectBatch = (db: Db, inStock: SQL<number>, where: SQL | undefined, size: number) =>
  db
    .select({ row: inventoryItems, inStock, cursor: cursorText(inventoryItems.createdAt) })
    .from(inventoryItems)
    .where(where)
    .orderBy(desc(inventoryItems.createdAt), desc(inventoryItems.id))
    .limit(size);

export type InventoryItemExportRow = Awaited<ReturnType<typeof selectBatch>>[number];

function itemBatches(
  db: Db,
  filters: InventoryItemsFilters,
  ids: readonly string[] | null,
): AsyncIterable<readonly InventoryItemExportRow[]> {
  // Stock is counted as the list counts it: in the filtered warehouse, else in all of them.
  const inStock = inStockOf(filters.warehouseId);
  const where = ids
    ? inArray(inventoryItems.id, [...ids])
    : filterCondition(filters, itemsFilterConditions(filters.warehouseId));
  return keysetBatches(
    (after, size) =>
      selectBatch(
        db,
        inStock,
        and(where, olderThan(inventoryItems.createdAt, inventoryItems.id, after)),
        size,
      ),
    (r) => ({ cursor: r.cursor, id: r.row.id }),
  );
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

const CELLS: Record<InventoryItemsExportField, FieldCell<InventoryItemExportRow>> = {
  name: { width: 28, value: (r) => r.row.name },
  arName: { width: 28, value: (r) => r.row.arName },
  category: { width: 14, value: (r) => r.row.category },
  inStock: { width: 10, value: (r) => Number(r.inStock) },
  lowerThreshold: { width: 10, value: (r) => r.row.lowerThreshold },
  higherThreshold: { width: 10, value: (r) => r.row.higherThreshold },
  manufacturer: { width: 16, value: (r) => r.row.manufacturer },
  barCode: { width: 16, value: (r) => r.row.barCode },
  archived: { width: 9, value: (r) => yesNo(r.row.archived) },
  canBeReported: { width: 9, value: (r) => yesNo(r.row.canBeReported) },
  hasReturnIfConsumed: { width: 9, value: (r) => yesNo(r.row.hasReturnIfConsumed) },
  createdAt: { width: 20, value: (r) => cairoDate(r.row.createdAt) },
};

/**
 * Inventory Items (inventory.VIEW_PAGE and inventory.EXPORT): the list's filters read by
 * INVENTORY_ITEMS_LIST's schema and applied by the list's own conditions. No date range:
 * inventory items are exempt from the 95-day rule (02 §5) and the list has no date filter.
 */
export const inventoryItemsExport: ExportModule<InventoryItemExportRow, InventoryItemsFilters> = {
  spec: INVENTORY_ITEMS_EXPORT,
  title: INVENTORY_ITEMS_EXPORT.title,
  fields: fieldsOf(INVENTORY_ITEMS_EXPORT, CELLS),
  readFilters: (value, context) => parseFilterValue(INVENTORY_ITEMS_LIST, value, context),
  rowSource: itemBatches,
};
