import { gate } from '../rules/permissions/catalogue';
import type { ExportModuleSpec } from './exportModule';

/** The Inventory Items export: the list's columns, with stock as the list counts it and the flags as words. */
export const INVENTORY_ITEMS_EXPORT_FIELDS = [
  { key: 'name', label: 'Name' },
  { key: 'arName', label: 'Arabic Name' },
  { key: 'category', label: 'Category' },
  { key: 'inStock', label: 'In Stock' },
  { key: 'lowerThreshold', label: 'Lower Threshold' },
  { key: 'higherThreshold', label: 'Higher Threshold' },
  { key: 'manufacturer', label: 'Manufacturer' },
  { key: 'barCode', label: 'Bar Code' },
  { key: 'archived', label: 'Archived' },
  { key: 'canBeReported', label: 'Can Be Reported' },
  { key: 'hasReturnIfConsumed', label: 'Returned If Consumed' },
  { key: 'createdAt', label: 'Created At' },
] as const;

export type InventoryItemsExportField = (typeof INVENTORY_ITEMS_EXPORT_FIELDS)[number]['key'];

/**
 * Who may export: those who see inventory and hold inventory.EXPORT ('Export inventory items').
 * 02 §5 / 03 §5: the export date limit does not apply to inventory items, and the list has no
 * date filter.
 */
export const INVENTORY_ITEMS_EXPORT: ExportModuleSpec<InventoryItemsExportField> = {
  module: 'inventoryItems',
  title: 'Inventory Items',
  permissions: [gate('inventory.VIEW_PAGE'), gate('inventory.EXPORT')],
  fields: INVENTORY_ITEMS_EXPORT_FIELDS,
  dateFilter: false,
  rangeLabel: '',
};
