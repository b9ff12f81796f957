import { z } from 'zod';
import { REALTIME_EVENTS } from './events';
/** Live stock changes after each inventory movement (issue 12 §1: urgent items live); topic gate inventory.VIEW_PAGE. */

export const INVENTORY_STOCK_EVENT = REALTIME_EVENTS.INVENTORY_STOCK;

export const inventoryStockEvent = z.object({
  warehouseId: z.string(),
  itemId: z.string(),
  quantity: z.number(),
  frozen: z.number(),
  returned: z.number(),
  lower: z.number(),
  urgent: z.boolean(),
});
export type InventoryStockEvent = z.infer<typeof inventoryStockEvent>;
