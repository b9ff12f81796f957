import {
  bigint,
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  InventoryCategory,
  MovementType,
  RequestKind,
  RequestStatus,
  SortOutcome,
  TransferStatus,
} from '@ops/shared/rules/inventory';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export {
  INVENTORY_CATEGORIES,
  MOVEMENT_TYPES,
  type InventoryCategory,
  type MovementType,
} from '@ops/shared/rules/inventory';

export interface InventoryBatch {
  pricePiasters: number;
  quantity: number;
  supplier: string;
  createdAt: string;
}

export const warehouses = pgTable('warehouses', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  office: text('office'),
  areaId: text('area_id'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const inventoryItems = pgTable('inventory_items', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  arName: text('ar_name'),
  imageKey: text('image_key'),
  barCode: text('bar_code'),
  description: text('description'),
  category: text('category').$type<InventoryCategory>().notNull(),
  batches: jsonb('batches').$type<InventoryBatch[]>().notNull().default([]),
  archived: boolean('archived').notNull().default(false),
  canBeReported: boolean('can_be_reported').notNull().default(false),
  hasReturnIfConsumed: boolean('has_return_if_consumed').notNull().default(false),
  manufacturer: text('manufacturer'),
  lowerThreshold: integer('lower_threshold').notNull().default(0),
  higherThreshold: integer('higher_threshold').notNull().default(0),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const warehouseStock = pgTable(
  'warehouse_stock',
  {
    warehouseId: text('warehouse_id').notNull(),
    itemId: text('item_id').notNull(),
    quantity: integer('quantity').notNull().default(0),
    frozen: integer('frozen').notNull().default(0),
    lower: integer('lower').notNull().default(0),
    higher: integer('higher').notNull().default(0),
    /** Returned parts waiting to be sorted; not usable stock. */
    returned: integer('returned').notNull().default(0),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.warehouseId, table.itemId] })],
);

/**
 * input: to only; transfer: from and to; consumption and damaged: from only; return: to
 * only (into `returned`); sorting: from only (out of `returned`), into quantity of the item
 * (repairable) or of target_item_id (recycled), or nowhere (scrap).
 */
export const inventoryMovements = pgTable('inventory_movements', {
  id: text('id').primaryKey(),
  type: text('type').$type<MovementType>().notNull(),
  itemId: text('item_id').notNull(),
  quantity: integer('quantity').notNull(),
  fromWarehouseId: text('from_warehouse_id'),
  toWarehouseId: text('to_warehouse_id'),
  vehicleId: text('vehicle_id'),
  userId: text('user_id'),
  pricePiasters: bigint('price_piasters', { mode: 'number' }),
  supplier: text('supplier'),
  /** Why: the reason given with the movement. */
  comment: text('comment'),
  createdAt: ts('created_at').notNull().defaultNow(),
  taskId: text('task_id'),
  /** ops_tasks.id of the field-ops branch: a plain uuid without a foreign key, so the branches merge in any order. */
  opsTaskId: uuid('ops_task_id'),
  custodyTransferId: text('custody_transfer_id'),
  requestId: text('request_id'),
  transferStatus: text('transfer_status').$type<TransferStatus>(),
  receivedAt: ts('received_at'),
  receivedBy: text('received_by'),
  sortOutcome: text('sort_outcome').$type<SortOutcome>(),
  targetItemId: text('target_item_id'),
});
export type MovementRow = typeof inventoryMovements.$inferSelect;

export const inventoryRequests = pgTable('inventory_requests', {
  id: text('id').primaryKey(),
  kind: text('kind').$type<RequestKind>().notNull(),
  itemId: text('item_id').notNull(),
  warehouseId: text('warehouse_id').notNull(),
  quantity: integer('quantity').notNull(),
  requestedBy: text('requested_by').notNull(),
  reason: text('reason').notNull(),
  vehicleId: text('vehicle_id'),
  /** As inventoryMovements.opsTaskId: no foreign key. */
  opsTaskId: uuid('ops_task_id'),
  imageKey: text('image_key'),
  status: text('status').$type<RequestStatus>().notNull().default('pending'),
  decidedBy: text('decided_by'),
  decidedAt: ts('decided_at'),
  decisionComment: text('decision_comment'),
  createdAt: ts('created_at').notNull().defaultNow(),
});
export type RequestRow = typeof inventoryRequests.$inferSelect;
