import type { Outbox } from '../../platform/db/outbox';
import type { StockRow } from './stock';
import { isUrgent } from '@ops/shared/rules/inventory';
import { INVENTORY_STOCK_EVENT, type InventoryStockEvent } from '@ops/shared/realtime/inventoryEvents';

/** Queued on the transaction's outbox: heard only once the movement has committed. */
export function stockChanged(out: Outbox, rows: Iterable<StockRow>): void {
  const payloads: InventoryStockEvent[] = [...rows].map((row) => ({
    warehouseId: row.warehouseId,
    itemId: row.itemId,
    quantity: row.quantity,
    frozen: row.frozen,
    returned: row.returned,
    lower: row.lower,
    urgent: isUrgent(row),
  }));
  for (const payload of payloads) out.toTopic(INVENTORY_STOCK_EVENT, payload);
}
