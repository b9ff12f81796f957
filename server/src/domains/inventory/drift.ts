import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../platform/db/client';

export interface StockDrift {
  warehouseId: string;
  itemId: string;
  quantity: number;
  expectedQuantity: number;
  frozen: number;
  expectedFrozen: number;
  returned: number;
  expectedReturned: number;
}

/**
 * Stock rows that disagree with their movements (issue 12 §1: stock equals the sum of
 * movements). quantity: inputs, received transfers in and out, consumption, damaged, and
 * sorted parts landing (repairable into the item, recycled into the target item); frozen:
 * transfers in transit plus fulfilled part requests not yet consumed; returned: returns
 * less sorted parts. An empty answer means no drift.
 */
export async function stockDrift(db: Db): Promise<StockDrift[]> {
  const rows = await queryRows<{
    warehouse_id: string;
    item_id: string;
    quantity: number;
    expected_quantity: string;
    frozen: number;
    expected_frozen: string;
    returned: number;
    expected_returned: string;
  }>(
    db,
    sql`
    WITH effects AS (
      SELECT to_warehouse_id AS w, item_id AS i, quantity AS q, 0 AS f, 0 AS r FROM inventory_movements WHERE type = 'input'
      UNION ALL SELECT to_warehouse_id, item_id, quantity, 0, 0 FROM inventory_movements WHERE type = 'transfer' AND transfer_status = 'received'
      UNION ALL SELECT from_warehouse_id, item_id, -quantity, 0, 0 FROM inventory_movements WHERE type = 'transfer' AND transfer_status = 'received'
      UNION ALL SELECT from_warehouse_id, item_id, 0, quantity, 0 FROM inventory_movements WHERE type = 'transfer' AND transfer_status = 'in_transit'
      UNION ALL SELECT from_warehouse_id, item_id, -quantity, 0, 0 FROM inventory_movements WHERE type IN ('consumption', 'damaged')
      UNION ALL SELECT to_warehouse_id, item_id, 0, 0, quantity FROM inventory_movements WHERE type = 'return'
      UNION ALL SELECT from_warehouse_id, item_id, 0, 0, -quantity FROM inventory_movements WHERE type = 'sorting'
      UNION ALL SELECT to_warehouse_id, coalesce(target_item_id, item_id), quantity, 0, 0 FROM inventory_movements WHERE type = 'sorting' AND to_warehouse_id IS NOT NULL
      UNION ALL SELECT warehouse_id, item_id, 0, quantity, 0 FROM inventory_requests WHERE kind = 'part' AND status = 'fulfilled'
    ), sums AS (
      SELECT w, i, sum(q) AS q, sum(f) AS f, sum(r) AS r FROM effects GROUP BY w, i
    )
    SELECT coalesce(s.warehouse_id, e.w) AS warehouse_id, coalesce(s.item_id, e.i) AS item_id,
           coalesce(s.quantity, 0) AS quantity, coalesce(e.q, 0) AS expected_quantity,
           coalesce(s.frozen, 0) AS frozen, coalesce(e.f, 0) AS expected_frozen,
           coalesce(s.returned, 0) AS returned, coalesce(e.r, 0) AS expected_returned
    FROM warehouse_stock s FULL JOIN sums e ON e.w = s.warehouse_id AND e.i = s.item_id
    WHERE coalesce(s.quantity, 0) <> coalesce(e.q, 0) OR coalesce(s.frozen, 0) <> coalesce(e.f, 0) OR coalesce(s.returned, 0) <> coalesce(e.r, 0)
    ORDER BY 1, 2`,
  );
  return rows.map((row) => ({
    warehouseId: row.warehouse_id,
    itemId: row.item_id,
    quantity: Number(row.quantity),
    expectedQuantity: Number(row.expected_quantity),
    frozen: Number(row.frozen),
    expectedFrozen: Number(row.expected_frozen),
    returned: Number(row.returned),
    expectedReturned: Number(row.expected_returned),
  }));
}
