import { REALTIME_EVENTS } from './events';
/** Live stock changes after each inventory movement (issue 12 §1: urgent items live); topic gate inventory.VIEW_PAGE. */

export const INVENTORY_STOCK_EVENT = REALTIME_EVENTS.INVENTORY_STOCK;

export interface InventoryStockEvent {
  warehouseId: string;
  itemId: string;
  quantity: number;
  frozen: number;
  returned: number;
  lower: number;
  urgent: boolean;
}
