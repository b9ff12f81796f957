import { eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  INVENTORY_CATEGORIES,
  INVENTORY_MESSAGES,
  thresholdsError,
  type InventoryCategory,
} from '@ops/shared/rules/inventory';
import {
  fromZeroBasedPage,
  INVENTORY_ITEMS_LIST,
  type InventoryItemsFilters,
} from '@ops/shared/lists/inventory';
import type { Deps } from '../../platform/deps';
import { codedRefusal, UserError } from '../../platform/errors';
import { newId } from '../../platform/lib/ids';
import { listPage, type FilterConditions } from '../../platform/lists/listQuery';
import { isUniqueViolation } from '../tasks';
import { itemOrFail } from './lookups';
import { presentItem, presentItems } from './present';
import { inventoryItems } from './tables';
import { INVENTORY_IMAGE_PREFIX } from '../../platform/uploads/inventoryImageKeys';

const like = (term: string) => `%${term.replace(/[%_\\]/g, '\\$&')}%`;

/** Units of the item in stock: in one warehouse when the list is filtered by one, else everywhere. */
export function inStockOf(warehouseId: string | undefined): SQL<number> {
  return warehouseId
    ? sql<number>`(select coalesce(sum(s.quantity), 0)::int from warehouse_stock s where s.item_id = ${inventoryItems.id} and s.warehouse_id = ${warehouseId})`
    : sql<number>`(select coalesce(sum(s.quantity), 0)::int from warehouse_stock s where s.item_id = ${inventoryItems.id})`;
}

/** The warehouse the filters name, if any (bad JSON is the list definition's to refuse in words). */
function warehouseOf(filters: string | null | undefined): string | undefined {
  try {
    return (JSON.parse(filters ?? '{}') as InventoryItemsFilters).warehouseId;
  } catch {
    return undefined;
  }
}

/**
 * The Items list's filters as conditions, for the list and its export alike: name (also Arabic
 * name and bar code), warehouse, category, stock (in the filtered warehouse, else everywhere), archived.
 */
export function itemsFilterConditions(
  warehouseId: string | undefined,
): FilterConditions<InventoryItemsFilters> {
  const inStock = inStockOf(warehouseId);
  return {
    name: (term) =>
      or(
        ilike(inventoryItems.name, like(term)),
        ilike(inventoryItems.arName, like(term)),
        ilike(inventoryItems.barCode, like(term)),
      ),
    warehouseId: (id) =>
      sql`exists (select 1 from warehouse_stock s where s.item_id = ${inventoryItems.id} and s.warehouse_id = ${id})`,
    category: (category) => eq(inventoryItems.category, category),
    stock: (stock) =>
      stock === 'inStock' ? sql`${inStock} > 0` : stock === 'outOfStock' ? sql`${inStock} <= 0` : undefined,
    archived: (archived) => eq(inventoryItems.archived, archived),
  };
}

/** listAllInventoryItems (03 §7): name (also Arabic name and bar code), warehouse, category, stock, archived. */
export async function listAllInventoryItems(
  deps: Deps,
  args: { pageNumber?: number | null; filters?: string | null },
) {
  const warehouseId = warehouseOf(args.filters);
  const inStock = inStockOf(warehouseId);
  const conditions = itemsFilterConditions(warehouseId);
  const page = await listPage(
    deps.db,
    INVENTORY_ITEMS_LIST,
    { pageNumber: fromZeroBasedPage(args.pageNumber), filters: args.filters },
    { now: deps.clock.now() },
    {
      conditions,
      sortColumns: { name: inventoryItems.name },
      tieBreaker: inventoryItems.id,
      table: inventoryItems,
      rows: ({ where, orderBy, limit, offset }) =>
        deps.db
          .select({ item: inventoryItems, inStock })
          .from(inventoryItems)
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset),
    },
  );
  const items = await presentItems(
    deps,
    page.rows.map((row) => ({ ...row.item, inStock: Number(row.inStock) })),
  );
  return { items, totalCount: page.total, totalPages: page.totalPages };
}

export async function getInventoryItem(deps: Deps, itemId: string) {
  const view = await presentItem(deps, itemId);
  if (!view) throw codedRefusal('ITEM_NOT_FOUND');
  return view;
}

export interface ItemInput {
  name: string;
  arName?: string | null;
  image?: string | null;
  barCode?: string | null;
  description?: string | null;
  category: string;
  archived?: boolean | null;
  canBeReported?: boolean | null;
  hasReturnIfConsumed?: boolean | null;
  manufacturer?: string | null;
  lowerThreshold?: number | null;
  higherThreshold?: number | null;
}

const text = (value: string | null | undefined, max = 200): string | null => {
  const trimmed = value?.trim() ?? '';
  if (trimmed.length > max) throw new UserError(`Text may be at most ${max} characters`);
  return trimmed || null;
};

/** Only an image uploaded through PUT /upload-inventory may be attached (not another domain's file). */
function imageKeyOf(image: string | null | undefined): string | null {
  const key = image?.trim() || null;
  if (key && (!key.startsWith(INVENTORY_IMAGE_PREFIX) || key.includes('..')))
    throw new UserError("Couldn't Upload Image");
  return key;
}

function readInput(input: ItemInput) {
  const name = text(input.name, 120);
  if (!name) throw new UserError(INVENTORY_MESSAGES.name);
  if (!(INVENTORY_CATEGORIES as readonly string[]).includes(input.category))
    throw new UserError(INVENTORY_MESSAGES.category);
  const lowerThreshold = input.lowerThreshold ?? 0;
  const higherThreshold = input.higherThreshold ?? 0;
  const thresholds = thresholdsError(lowerThreshold, higherThreshold);
  if (thresholds) throw new UserError(thresholds);
  return {
    name,
    arName: text(input.arName, 120),
    imageKey: imageKeyOf(input.image),
    barCode: text(input.barCode, 64),
    description: text(input.description, 1000),
    category: input.category as InventoryCategory,
    archived: input.archived ?? false,
    canBeReported: input.canBeReported ?? false,
    hasReturnIfConsumed: input.hasReturnIfConsumed ?? false,
    manufacturer: text(input.manufacturer, 80),
    lowerThreshold,
    higherThreshold,
  };
}

async function uniqueBarCode<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new UserError('Another item has this bar code');
    throw error;
  }
}

export async function createInventoryItem(deps: Deps, input: ItemInput) {
  const values = readInput(input);
  const now = deps.clock.now();
  const id = newId();
  await uniqueBarCode(() =>
    deps.db.insert(inventoryItems).values({ id, ...values, batches: [], createdAt: now, updatedAt: now }),
  );
  return getInventoryItem(deps, id);
}

/** Edits the item; thresholds also apply to its stock rows (the urgent list reads them there). */
export async function updateInventoryItem(deps: Deps, itemId: string, input: ItemInput) {
  const values = readInput(input);
  await itemOrFail(deps.db, itemId, { allowArchived: true });
  const now = deps.clock.now();
  await uniqueBarCode(() =>
    deps.db.transaction(async (tx) => {
      await tx
        .update(inventoryItems)
        .set({ ...values, updatedAt: now })
        .where(eq(inventoryItems.id, itemId));
      await tx.execute(
        sql`UPDATE warehouse_stock SET lower = ${values.lowerThreshold}, higher = ${values.higherThreshold}, updated_at = ${now.toISOString()}::timestamptz WHERE item_id = ${itemId}`,
      );
    }),
  );
  return getInventoryItem(deps, itemId);
}
