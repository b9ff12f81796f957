/**
 * The stock rules of the inventory (03 §2.6, §3; issue 12 §1), shared by the pages (to
 * disable and explain) and the server (to refuse inside the movement's transaction).
 * Every movement is checked here before any row changes.
 */

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

export const MOVEMENT_TYPES = ['input', 'transfer', 'consumption', 'return', 'damaged', 'sorting'] as const;
export type MovementType = (typeof MOVEMENT_TYPES)[number];

export const TRANSFER_STATUSES = ['in_transit', 'received', 'cancelled'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

/** Where sorted returned parts go (issue 12 §1 sorting). */
export const SORT_OUTCOMES = ['recycled', 'repairable', 'scrap'] as const;
export type SortOutcome = (typeof SORT_OUTCOMES)[number];

export const REQUEST_KINDS = ['part', 'damaged'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];
/** pending -> fulfilled (units reserved for the requester) -> consumed; or pending -> refused. */
export const REQUEST_STATUSES = ['pending', 'fulfilled', 'refused', 'consumed'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** 03 §3: the item list's stock filter. */
export const STOCK_FILTERS = ['all', 'inStock', 'outOfStock'] as const;
export type StockFilter = (typeof STOCK_FILTERS)[number];

/** 03 §9: item search in pickers. */
export const ITEM_SEARCH_MIN_CHARS = 2;
export const ITEM_SEARCH_DEBOUNCE_MS = 300;
/** 03 §7 gives no page size for listAllInventoryItems nor the warehouses list; ours. */
export const INVENTORY_PAGE_SIZE = 20;
/** The most units one movement may carry: a typing slip must not move a warehouse. */
export const MAX_MOVEMENT_QUANTITY = 100_000;

export const INVENTORY_MESSAGES = {
  notEnoughStock: 'Not enough stock',
  quantity: `Quantity must be a whole number from 1 to ${MAX_MOVEMENT_QUANTITY}`,
  sameWarehouse: 'Choose two different warehouses',
  itemNotFound: 'Item not found',
  warehouseNotFound: 'Warehouse not found',
  itemArchived: 'This item is archived',
  consumptionTarget: 'Choose a vehicle or a field task, not both',
  noReturn: 'This item is not returned when consumed',
  notReportable: 'This item cannot be reported as damaged',
  notEnoughReturned: 'Not enough returned parts to sort',
  recycledTarget: 'Recycled parts go into an item of the Recycled category',
  transferNotInTransit: 'This transfer is not in transit',
  requestNotPending: 'This request has already been decided',
  requestNotFulfilled: 'This request has not been fulfilled',
  requestNotYours: 'This request belongs to another technician',
  reasonRequired: 'A reason is required',
  price: 'Price must be 0 or more',
  name: 'Name is required',
  category: `Category must be one of ${INVENTORY_CATEGORIES.join(', ')}`,
  thresholds: 'The lower threshold must not be above the higher threshold',
  vehicleNotFound: 'Vehicle not found',
  returnTooMany: 'You can return only parts you took from this warehouse and have not yet returned.',
} as const;

/**
 * A return brings back parts its returner took (issue 22 finding 7): at most what they consumed
 * of the item from this warehouse minus what they already returned to it. Null when allowed.
 */
export function returnError(outstanding: number, quantity: number): string | null {
  return quantity > Math.max(0, outstanding) ? INVENTORY_MESSAGES.returnTooMany : null;
}

/** 03 §8: the default error texts of the inventory screens' states. */
export const INVENTORY_STATE_ERRORS = {
  data: 'Error while getting data from the server',
  items: 'Error while getting items',
  warehouses: 'Error while getting warehouses',
  warehouse: 'Error while fetching the warehouse',
  inventory: 'Error while getting inventory',
  failed: 'Failed to get data',
} as const;

export interface StockLevel {
  quantity: number;
  frozen: number;
}

/** Units that may leave a warehouse now: frozen units are in transit or reserved for a request. */
export function available(stock: StockLevel): number {
  return Math.max(0, stock.quantity - stock.frozen);
}

export function quantityError(quantity: unknown): string | null {
  return typeof quantity === 'number' &&
    Number.isInteger(quantity) &&
    quantity >= 1 &&
    quantity <= MAX_MOVEMENT_QUANTITY
    ? null
    : INVENTORY_MESSAGES.quantity;
}

/** Taking `quantity` free units (consumption, damaged, a transfer sent): null when allowed. */
export function takeError(stock: StockLevel | null, quantity: number): string | null {
  return (
    quantityError(quantity) ??
    (available(stock ?? { quantity: 0, frozen: 0 }) >= quantity ? null : INVENTORY_MESSAGES.notEnoughStock)
  );
}

/** Under its lower threshold (and the threshold set): the urgent list (03 §3, issue 12 §1). */
export function isUrgent(stock: { quantity: number; lower: number }): boolean {
  return stock.lower > 0 && stock.quantity < stock.lower;
}

export function stockFilterMatches(filter: StockFilter, inStock: number): boolean {
  if (filter === 'inStock') return inStock > 0;
  if (filter === 'outOfStock') return inStock <= 0;
  return true;
}

/** A consumption names exactly one target: a vehicle or an ops (field) task. */
export function consumptionTargetError(target: {
  vehicleId?: string | null;
  opsTaskId?: string | null;
}): string | null {
  const count = (target.vehicleId ? 1 : 0) + (target.opsTaskId ? 1 : 0);
  return count === 1 ? null : INVENTORY_MESSAGES.consumptionTarget;
}

export function thresholdsError(lower: number, higher: number): string | null {
  if (!Number.isInteger(lower) || !Number.isInteger(higher) || lower < 0 || higher < 0)
    return INVENTORY_MESSAGES.thresholds;
  return higher > 0 && lower > higher ? INVENTORY_MESSAGES.thresholds : null;
}

/** Sorting: recycled parts must land in an item of the Recycled category. */
export function sortTargetError(outcome: SortOutcome, targetCategory: string | null): string | null {
  if (outcome !== 'recycled') return null;
  return targetCategory === 'Recycled' ? null : INVENTORY_MESSAGES.recycledTarget;
}

/** Request decisions: only a pending request is decided; only its requester consumes a fulfilled one. */
export function decideRequestError(status: RequestStatus): string | null {
  return status === 'pending' ? null : INVENTORY_MESSAGES.requestNotPending;
}

export function consumeRequestError(
  request: { status: RequestStatus; requestedBy: string },
  userId: string,
): string | null {
  if (request.status !== 'fulfilled') return INVENTORY_MESSAGES.requestNotFulfilled;
  return request.requestedBy === userId ? null : INVENTORY_MESSAGES.requestNotYours;
}

/** The item search term a picker sends: trimmed, '+' and '=' stripped (03 §5), or null below 2 characters. */
export function itemSearchTerm(raw: string): string | null {
  const term = raw.replace(/[+=]/g, '').trim();
  return term.length >= ITEM_SEARCH_MIN_CHARS ? term : null;
}
