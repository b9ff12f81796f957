import { and, desc, inArray, type SQL } from 'drizzle-orm';
import {
  INVENTORY_REQUESTS_EXPORTS,
  type InventoryRequestsExportField,
} from '@ops/shared/exports/inventoryListsExportFields';
import { INVENTORY_REQUESTS_LIST, type InventoryRequestsFilters } from '@ops/shared/lists/inventory';
import { parseFilterValue } from '@ops/shared/lists/listRequest';
import type { RequestKind } from '@ops/shared/rules/inventory';
import { REQUEST_STATUS_LABELS } from '@ops/shared/rules/inventoryLabels';
import type { Db } from '../../platform/db/client';
import { loadRefs } from './present';
import { requestConditions } from './queries';
import { inventoryRequests, type RequestRow } from './tables';
import { filterCondition } from '../../platform/lists/listQuery';
import { cairoDate, cairoTime } from '../../platform/exports/cells';
import { cursorText, keysetBatches, olderThan } from '../../platform/exports/keyset';
import { fieldsOf, type ExportModule, type FieldCell } from '../../platform/exports/types';

type Refs = Awaited<ReturnType<typeof loadRefs>>;

/** A request with the names its list shows. */
interface RequestExportRow {
  row: RequestRow;
  cursor: string;
  requestedBy: string;
  item: string;
  warehouse: string | null;
  vehicle: string | null;
  decidedBy: string | null;
}

const r = inventoryRequests;

const viewOf = (refs: Refs, row: RequestRow, cursor: string): RequestExportRow => ({
  row,
  cursor,
  // As the list: a requester whose user row is gone still shows, by id.
  requestedBy: refs.person(row.requestedBy)?.name ?? row.requestedBy,
  item: refs.item(row.itemId).name,
  warehouse: refs.warehouse(row.warehouseId)?.name ?? null,
  vehicle: refs.vehicle(row.vehicleId)?.code ?? null,
  decidedBy: refs.person(row.decidedBy)?.name ?? null,
});

function requestBatches(
  db: Db,
  filters: InventoryRequestsFilters,
  ids: readonly string[] | null,
): AsyncIterable<readonly RequestExportRow[]> {
  const where: SQL | undefined = ids ? inArray(r.id, [...ids]) : filterCondition(filters, requestConditions);
  return keysetBatches(
    async (after, size) => {
      const rows = await db
        .select({ row: r, cursor: cursorText(r.createdAt) })
        .from(r)
        .where(and(where, olderThan(r.createdAt, r.id, after)))
        .orderBy(desc(r.createdAt), desc(r.id))
        .limit(size);
      const refs = await loadRefs(db, {
        users: rows.flatMap(({ row }) => [row.requestedBy, row.decidedBy]),
        items: rows.map(({ row }) => row.itemId),
        warehouses: rows.map(({ row }) => row.warehouseId),
        vehicles: rows.map(({ row }) => row.vehicleId),
      });
      return rows.map(({ row, cursor }) => viewOf(refs, row, cursor));
    },
    (view) => ({ cursor: view.cursor, id: view.row.id }),
  );
}

const CELLS: Record<InventoryRequestsExportField, FieldCell<RequestExportRow>> = {
  createdAt: { width: 20, value: (v) => cairoDate(v.row.createdAt) },
  requestedBy: { width: 20, value: (v) => v.requestedBy },
  item: { width: 24, value: (v) => v.item },
  quantity: { width: 9, value: (v) => v.row.quantity },
  warehouse: { width: 18, value: (v) => v.warehouse },
  vehicle: { width: 12, value: (v) => v.vehicle },
  reason: { width: 30, value: (v) => v.row.reason },
  status: { width: 11, value: (v) => REQUEST_STATUS_LABELS[v.row.status] },
  decision: {
    width: 40,
    value: (v) =>
      v.decidedBy
        ? `${v.decidedBy}, ${cairoTime(v.row.decidedAt) ?? '-'}${v.row.decisionComment ? `: ${v.row.decisionComment}` : ''}`
        : null,
  },
};

/**
 * One requests page's export (inventory.VIEW_PAGE, MANAGE_STOCK and EXPORT: those whose
 * list holds every request): the list's filters by INVENTORY_REQUESTS_LIST, its kind
 * whatever the filters say.
 */
function requestsExport(kind: RequestKind): ExportModule<RequestExportRow, InventoryRequestsFilters> {
  const spec = INVENTORY_REQUESTS_EXPORTS[kind];
  return {
    spec,
    title: spec.title,
    fields: fieldsOf(spec, CELLS),
    readFilters: (value, context) => {
      const parsed = parseFilterValue(INVENTORY_REQUESTS_LIST, value, context);
      return parsed.ok ? { ok: true, value: { ...parsed.value, kind } } : parsed;
    },
    rowSource: requestBatches,
  };
}

export const inventoryRequestsExport = requestsExport('part');
export const damagedPartsRequestsExport = requestsExport('damaged');
