import { z } from 'zod';
import { CUSTODY_PAGE_SIZE, CUSTODY_STATUSES } from '../rules/custody';
import {
  INVENTORY_CATEGORIES,
  INVENTORY_PAGE_SIZE,
  MOVEMENT_TYPES,
  REQUEST_KINDS,
  REQUEST_STATUSES,
  SORT_OUTCOMES,
  STOCK_FILTERS,
  TRANSFER_STATUSES,
} from '../rules/inventory';
import type { ListDefinition } from './listRequest';

/**
 * The inventory and custody lists (issue 12). Their operations count pages from 0
 * (03 §9); the list kit counts from 1, so the pages' calls subtract one and the server
 * adds it back before reading the request with these definitions.
 */

const id = z.string().trim().min(1).max(64);
const isoDate = z.string().datetime({ offset: true });

/** 0-based page of the operation -> the kit's 1-based page (absent stays absent). */
export const fromZeroBasedPage = (pageNumber: number | null | undefined): number | undefined =>
  pageNumber === null || pageNumber === undefined ? undefined : pageNumber + 1;

export const inventoryItemsFilterSchema = z.strictObject({
  name: z.string().trim().min(1).max(64).optional(),
  warehouseId: id.optional(),
  category: z.enum(INVENTORY_CATEGORIES).optional(),
  stock: z.enum(STOCK_FILTERS).optional(),
  archived: z.boolean().optional(),
});
export type InventoryItemsFilters = z.infer<typeof inventoryItemsFilterSchema>;

export const INVENTORY_ITEMS_LIST: ListDefinition<InventoryItemsFilters, 'name'> = {
  name: 'inventoryItems',
  filters: inventoryItemsFilterSchema,
  sortFields: ['name'],
  defaultSort: { fieldName: 'name', sortType: 'asc' },
  pageSize: INVENTORY_PAGE_SIZE,
  pageSizeOptions: [INVENTORY_PAGE_SIZE],
};

export const inventoryMovementsFilterSchema = z.strictObject({
  type: z.enum(MOVEMENT_TYPES).optional(),
  itemId: id.optional(),
  warehouseId: id.optional(),
  transferStatus: z.enum(TRANSFER_STATUSES).optional(),
  sortOutcome: z.enum(SORT_OUTCOMES).optional(),
  vehicle: id.optional(),
  startDate: isoDate.optional(),
  endDate: isoDate.optional(),
});
export type InventoryMovementsFilters = z.infer<typeof inventoryMovementsFilterSchema>;

export const INVENTORY_MOVEMENTS_LIST: ListDefinition<InventoryMovementsFilters, 'createdAt'> = {
  name: 'inventoryMovements',
  filters: inventoryMovementsFilterSchema,
  sortFields: ['createdAt'],
  defaultSort: { fieldName: 'createdAt', sortType: 'desc' },
  pageSize: 25,
  pageSizeOptions: [25, 50, 100],
};

export const inventoryRequestsFilterSchema = z.strictObject({
  kind: z.enum(REQUEST_KINDS).optional(),
  status: z.enum(REQUEST_STATUSES).optional(),
  itemId: id.optional(),
  warehouseId: id.optional(),
});
export type InventoryRequestsFilters = z.infer<typeof inventoryRequestsFilterSchema>;

export const INVENTORY_REQUESTS_LIST: ListDefinition<InventoryRequestsFilters, 'createdAt'> = {
  name: 'inventoryRequests',
  filters: inventoryRequestsFilterSchema,
  sortFields: ['createdAt'],
  defaultSort: { fieldName: 'createdAt', sortType: 'desc' },
  pageSize: 25,
  pageSizeOptions: [25, 50, 100],
};

export const custodyTransfersFilterSchema = z.strictObject({
  area: id.optional(),
  status: z.enum(CUSTODY_STATUSES).optional(),
  giver: id.optional(),
  receiver: id.optional(),
  mismatch: z.boolean().optional(),
  startDate: isoDate.optional(),
  endDate: isoDate.optional(),
});
export type CustodyTransfersFilters = z.infer<typeof custodyTransfersFilterSchema>;

export const CUSTODY_TRANSFERS_LIST: ListDefinition<CustodyTransfersFilters, 'createdAt'> = {
  name: 'custodyTransfers',
  filters: custodyTransfersFilterSchema,
  sortFields: ['createdAt'],
  defaultSort: { fieldName: 'createdAt', sortType: 'desc' },
  pageSize: CUSTODY_PAGE_SIZE,
  pageSizeOptions: [25, 50, 100],
};
