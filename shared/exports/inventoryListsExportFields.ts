import { z } from 'zod';
import { INVENTORY_PAGE_SIZE, type MovementType, type RequestKind } from '../rules/inventory';
import { gate } from '../rules/permissions/catalogue';
import type { ListDefinition } from '../lists/listRequest';
import type { ExportFieldSpec, ExportModuleSpec } from './exportModule';

/**
 * The exports of the inventory's side lists (movements per page, requests, storages,
 * urgent stock): each list's columns, in its order and words. All need inventory.VIEW_PAGE
 * (every inventory route's gate) and inventory.EXPORT.
 */

// ---- movements ----

/** Every column a movements list can show, in the order they show; each page shows some (movementFieldShown). */
export const MOVEMENT_EXPORT_FIELDS = [
  { key: 'createdAt', label: 'When' },
  { key: 'type', label: 'Movement' },
  { key: 'item', label: 'Item' },
  { key: 'quantity', label: 'Quantity' },
  { key: 'from', label: 'From' },
  { key: 'to', label: 'To' },
  { key: 'transferStatus', label: 'Transfer' },
  { key: 'sortOutcome', label: 'Sorted as' },
  // Bare numbers in the file (they add up), so the unit moves into the header as in the other exports.
  { key: 'price', label: 'Price (EGP)' },
  { key: 'supplier', label: 'Supplier' },
  { key: 'for', label: 'For' },
  { key: 'user', label: 'By' },
  { key: 'comment', label: 'Why' },
  { key: 'receivedAt', label: 'Received' },
] as const;

export type MovementsExportField = (typeof MOVEMENT_EXPORT_FIELDS)[number]['key'];

/** The movement pages of one type; null is every type (the item and storage pages' lists). */
export const MOVEMENT_PAGE_TYPES = [
  'input',
  'transfer',
  'consumption',
  'return',
  'sorting',
] as const satisfies readonly MovementType[];
export type MovementPageType = (typeof MOVEMENT_PAGE_TYPES)[number];

/** Whether a movements list of this type shows the column: a type's list hides what that type never has. */
export function movementFieldShown(key: MovementsExportField, type: MovementPageType | null): boolean {
  switch (key) {
    case 'type':
      return type === null;
    case 'from':
      return type !== 'input' && type !== 'return';
    case 'to':
      return type !== 'consumption';
    case 'transferStatus':
      return type === 'transfer' || type === null;
    case 'sortOutcome':
      return type === 'sorting' || type === null;
    case 'price':
    case 'supplier':
      return type === 'input' || type === null;
    case 'receivedAt':
      return type === 'transfer';
    default:
      return true;
  }
}

/** The columns of one movements list, with its words (sorted parts go 'Into' a stock). */
export function movementFields(type: MovementPageType | null): ExportFieldSpec<MovementsExportField>[] {
  return MOVEMENT_EXPORT_FIELDS.filter((field) => movementFieldShown(field.key, type)).map((field) =>
    field.key === 'to' && type === 'sorting' ? { ...field, label: 'Into' } : { ...field },
  );
}

const MOVEMENT_MODULES: Record<MovementPageType | 'all', { module: string; title: string }> = {
  all: { module: 'inventoryMovements', title: 'Inventory Movements' },
  input: { module: 'inventoryInputs', title: 'Inventory Inputs' },
  transfer: { module: 'inventoryTransfers', title: 'Inventory Transfers' },
  consumption: { module: 'inventoryConsumption', title: 'Inventory Consumption' },
  return: { module: 'inventoryReturns', title: 'Inventory Returns' },
  sorting: { module: 'inventorySorting', title: 'Inventory Sorting' },
};

/**
 * One module per movements page, so each file has its page's columns and title. Movements
 * are a dated log, not the items the 95-day rule exempts: the range is the movement's time
 * (the list's top-level startDate and endDate).
 */
function movementsExport(type: MovementPageType | null): ExportModuleSpec<MovementsExportField> {
  return {
    ...MOVEMENT_MODULES[type ?? 'all'],
    permissions: [gate('inventory.VIEW_PAGE'), gate('inventory.EXPORT')],
    fields: movementFields(type),
    dateFilter: null,
    rangeLabel: 'Recorded between',
  };
}

export const INVENTORY_MOVEMENTS_EXPORTS: Record<
  MovementPageType | 'all',
  ExportModuleSpec<MovementsExportField>
> = {
  all: movementsExport(null),
  input: movementsExport('input'),
  transfer: movementsExport('transfer'),
  consumption: movementsExport('consumption'),
  return: movementsExport('return'),
  sorting: movementsExport('sorting'),
};

// ---- requests ----

/** The requests lists' columns without the photo: a signed link would expire, and the file holds text. */
export const INVENTORY_REQUEST_EXPORT_FIELDS = [
  { key: 'createdAt', label: 'Requested' },
  { key: 'requestedBy', label: 'By' },
  { key: 'item', label: 'Item' },
  { key: 'quantity', label: 'Quantity' },
  { key: 'warehouse', label: 'Warehouse' },
  { key: 'vehicle', label: 'Vehicle' },
  { key: 'reason', label: 'Reason' },
  { key: 'status', label: 'Status' },
  { key: 'decision', label: 'Decision' },
] as const;

export type InventoryRequestsExportField = (typeof INVENTORY_REQUEST_EXPORT_FIELDS)[number]['key'];

/**
 * Without inventory.MANAGE_STOCK a person's list holds only their own requests, and the
 * export cannot tell whose session asks: so only those who see every request may export.
 * The lists have no date filter: exempt from the 95-day rule as inventory lists.
 */
const requestsExport = (module: string, title: string): ExportModuleSpec<InventoryRequestsExportField> => ({
  module,
  title,
  permissions: [gate('inventory.VIEW_PAGE'), gate('inventory.MANAGE_STOCK'), gate('inventory.EXPORT')],
  fields: INVENTORY_REQUEST_EXPORT_FIELDS,
  dateFilter: false,
  rangeLabel: '',
});

export const INVENTORY_REQUESTS_EXPORTS: Record<
  RequestKind,
  ExportModuleSpec<InventoryRequestsExportField>
> = {
  part: requestsExport('inventoryRequests', 'Inventory Requests'),
  damaged: requestsExport('damagedPartsRequests', 'Damaged Parts Requests'),
};

// ---- storages ----

export const INVENTORY_STORAGES_EXPORT_FIELDS = [
  { key: 'name', label: 'Name' },
  { key: 'office', label: 'Office' },
  { key: 'area', label: 'Area' },
  { key: 'itemsCount', label: 'Items in stock' },
  { key: 'totalQuantity', label: 'Units' },
  { key: 'value', label: 'Value (EGP)' },
  { key: 'urgent', label: 'Urgent' },
  { key: 'itemStock', label: 'This item: quantity / frozen' },
] as const;

export type InventoryStoragesExportField = (typeof INVENTORY_STORAGES_EXPORT_FIELDS)[number]['key'];

const id = z.string().trim().min(1).max(64);

/**
 * The Storages page's one filter (its URL's itemId): it adds that item's stock column and
 * leaves every warehouse listed. The page reads it outside the list kit, so the export's
 * schema lives here.
 */
export const INVENTORY_STORAGES_FILTERS: ListDefinition<{ itemId?: string }, 'name'> = {
  name: 'inventoryStorages',
  filters: z.strictObject({ itemId: id.optional() }),
  sortFields: ['name'],
  defaultSort: { fieldName: 'name', sortType: 'asc' },
  pageSize: INVENTORY_PAGE_SIZE,
  pageSizeOptions: [INVENTORY_PAGE_SIZE],
};

export const INVENTORY_STORAGES_EXPORT: ExportModuleSpec<InventoryStoragesExportField> = {
  module: 'inventoryStorages',
  title: 'Storages',
  permissions: [gate('inventory.VIEW_PAGE'), gate('inventory.EXPORT')],
  fields: INVENTORY_STORAGES_EXPORT_FIELDS,
  dateFilter: false,
  rangeLabel: '',
};

/** The page shows the item's column only with an item chosen; so does its dialog. */
export const storagesExport = (withItem: boolean): ExportModuleSpec<InventoryStoragesExportField> =>
  withItem
    ? INVENTORY_STORAGES_EXPORT
    : {
        ...INVENTORY_STORAGES_EXPORT,
        fields: INVENTORY_STORAGES_EXPORT_FIELDS.filter((field) => field.key !== 'itemStock'),
      };

// ---- urgent ----

export const INVENTORY_URGENT_EXPORT_FIELDS = [
  { key: 'warehouse', label: 'Warehouse' },
  { key: 'item', label: 'Item' },
  { key: 'arName', label: 'Arabic name' },
  { key: 'quantity', label: 'Quantity' },
  { key: 'frozen', label: 'Frozen' },
  { key: 'returned', label: 'Returned (to sort)' },
  { key: 'lower', label: 'Lower' },
  { key: 'higher', label: 'Higher' },
  { key: 'urgent', label: 'Urgent' },
] as const;

export type InventoryUrgentExportField = (typeof INVENTORY_URGENT_EXPORT_FIELDS)[number]['key'];

/** The Urgent page's one filter (its URL's warehouseId). */
export const INVENTORY_URGENT_FILTERS: ListDefinition<{ warehouseId?: string }, 'shortage'> = {
  name: 'inventoryUrgent',
  filters: z.strictObject({ warehouseId: id.optional() }),
  sortFields: ['shortage'],
  defaultSort: { fieldName: 'shortage', sortType: 'asc' },
  pageSize: INVENTORY_PAGE_SIZE,
  pageSizeOptions: [INVENTORY_PAGE_SIZE],
};

/** Stock of items under their threshold: inventory items, and no date filter (02 §5). */
export const INVENTORY_URGENT_EXPORT: ExportModuleSpec<InventoryUrgentExportField> = {
  module: 'inventoryUrgent',
  title: 'Urgent Inventory',
  permissions: [gate('inventory.VIEW_PAGE'), gate('inventory.EXPORT')],
  fields: INVENTORY_URGENT_EXPORT_FIELDS,
  dateFilter: false,
  rangeLabel: '',
};

/** An urgent row's id for 'Export selected': the page's row key (a stock row has no id of its own). */
export const urgentRowId = (warehouseId: string, itemId: string): string => `${warehouseId}-${itemId}`;
