import { bigint, boolean, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const INVENTORY_CATEGORIES = [
  'Recycled',
  'Bike',
  'IOT',
  'Scooters',
  'Consumables',
  'Tools',
  'Nails',
] as const;
export type InventoryCategory = (typeof INVENTORY_CATEGORIES)[number];
export const MOVEMENT_TYPES = ['input', 'transfer', 'consumption', 'return', 'damaged'] as const;
export type MovementType = (typeof MOVEMENT_TYPES)[number];

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
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.warehouseId, table.itemId] })],
);

/** input: to only; transfer: from and to; consumption and damaged: from only; return: to only. */
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
  comment: text('comment'),
  createdAt: ts('created_at').notNull().defaultNow(),
});
