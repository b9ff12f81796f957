import { and, desc, inArray, type SQL } from 'drizzle-orm';
import {
  INVENTORY_MOVEMENTS_EXPORTS,
  type MovementPageType,
  type MovementsExportField,
} from '@ops/shared/exports/inventoryListsExportFields';
import { INVENTORY_MOVEMENTS_LIST, type InventoryMovementsFilters } from '@ops/shared/lists/inventory';
import { parseFilterValue } from '@ops/shared/lists/listRequest';
import {
  MOVEMENT_LABELS,
  TRANSFER_STATUS_LABELS,
  movementLinkTexts,
  sortedAsText,
} from '@ops/shared/rules/inventoryLabels';
import type { Db } from '../../platform/db/client';
import { presentMovements } from './present';
import { movementConditions } from './queries';
import { inventoryMovements } from './tables';
import { filterCondition } from '../../platform/lists/listQuery';
import { cairoDate, cairoTime } from '../../platform/exports/cells';
import { cursorText, keysetBatches, olderThan } from '../../platform/exports/keyset';
import { fieldsOf, type ExportModule, type FieldCell } from '../../platform/exports/types';

/** A movement as its list presents it (the same names and EGP), with where the batch ended. */
type MovementExportRow = Awaited<ReturnType<typeof presentMovements>>[number] & { cursor: string };

const m = inventoryMovements;
const time = (iso: string | null) => cairoDate(iso ? new Date(iso) : null);

function movementBatches(
  db: Db,
  filters: InventoryMovementsFilters,
  ids: readonly string[] | null,
): AsyncIterable<readonly MovementExportRow[]> {
  const where: SQL | undefined = ids ? inArray(m.id, [...ids]) : filterCondition(filters, movementConditions);
  return keysetBatches(
    async (after, size) => {
      const rows = await db
        .select({ row: m, cursor: cursorText(m.createdAt) })
        .from(m)
        .where(and(where, olderThan(m.createdAt, m.id, after)))
        .orderBy(desc(m.createdAt), desc(m.id))
        .limit(size);
      const views = await presentMovements(
        db,
        rows.map((r) => r.row),
      );
      return views.map((view, i) => ({ ...view, cursor: rows[i]!.cursor }));
    },
    (row) => ({ cursor: row.cursor, id: row._id }),
  );
}

const CELLS: Record<MovementsExportField, FieldCell<MovementExportRow>> = {
  createdAt: { width: 20, value: (r) => time(r.createdAt) },
  type: { width: 12, value: (r) => MOVEMENT_LABELS[r.type] },
  item: { width: 24, value: (r) => r.item.name },
  quantity: { width: 9, value: (r) => r.quantity },
  from: { width: 18, value: (r) => r.fromWarehouse?.name ?? null },
  to: { width: 18, value: (r) => r.toWarehouse?.name ?? null },
  transferStatus: {
    width: 11,
    value: (r) => (r.transferStatus ? TRANSFER_STATUS_LABELS[r.transferStatus] : null),
  },
  sortOutcome: {
    width: 24,
    value: (r) => (r.sortOutcome ? sortedAsText(r.sortOutcome, r.targetItem?.name ?? null) : null),
  },
  price: { width: 10, value: (r) => r.price },
  supplier: { width: 18, value: (r) => r.supplier },
  for: {
    width: 30,
    value: (r) =>
      movementLinkTexts({
        vehicleCode: r.vehicle?.code ?? null,
        opsTaskId: r.opsTaskId,
        taskId: r.taskId,
        custodyTransferId: r.custodyTransferId,
        requestId: r.requestId,
      })
        .map((part) => part.text)
        .join(', ') || null,
  },
  user: { width: 20, value: (r) => r.user?.name ?? null },
  comment: { width: 30, value: (r) => r.comment },
  receivedAt: {
    width: 30,
    value: (r) =>
      r.receivedAt
        ? `${cairoTime(new Date(r.receivedAt))}${r.receivedBy ? ` by ${r.receivedBy.name}` : ''}`
        : null,
  },
};

/**
 * One movements page's export (inventory.VIEW_PAGE and inventory.EXPORT): the list's filters
 * read by INVENTORY_MOVEMENTS_LIST and applied by its own conditions, the range its
 * startDate and endDate. A page of one type exports that type whatever the filters say.
 */
function movementsExport(
  type: MovementPageType | null,
): ExportModule<MovementExportRow, InventoryMovementsFilters> {
  const spec = INVENTORY_MOVEMENTS_EXPORTS[type ?? 'all'];
  return {
    spec,
    title: spec.title,
    fields: fieldsOf(spec, CELLS),
    readFilters: (value, context) => {
      const parsed = parseFilterValue(INVENTORY_MOVEMENTS_LIST, value, context);
      return parsed.ok && type ? { ok: true, value: { ...parsed.value, type } } : parsed;
    },
    rowSource: movementBatches,
  };
}

export const inventoryMovementsExport = movementsExport(null);
export const inventoryInputsExport = movementsExport('input');
export const inventoryTransfersExport = movementsExport('transfer');
export const inventoryConsumptionExport = movementsExport('consumption');
export const inventoryReturnsExport = movementsExport('return');
export const inventorySortingExport = movementsExport('sorting');
