-- Inventory operations (issue 12 §1): every movement records who, when, why and from which
-- task, ops task, custody transfer or request; transfers are frozen at the source while in
-- transit; returned parts wait in their own column until sorted; technicians' part requests
-- and damaged-part reports are decided by a storekeeper.

ALTER TABLE inventory_movements DROP CONSTRAINT IF EXISTS inventory_movements_type_check;
ALTER TABLE inventory_movements ADD CONSTRAINT inventory_movements_type_check
  CHECK (type IN ('input', 'transfer', 'consumption', 'return', 'damaged', 'sorting'));
ALTER TABLE inventory_movements
  ADD COLUMN task_id text REFERENCES tasks(id),
  -- The field task (ops_tasks, uuid ids) a part was used on. No foreign key on purpose: the
  -- ops_tasks table arrives from another branch, and the two must merge in either order.
  ADD COLUMN ops_task_id uuid,
  ADD COLUMN custody_transfer_id text REFERENCES custody_transfers(id),
  ADD COLUMN request_id text,
  -- Transfers only: in_transit (frozen at the source), received, cancelled. Other types: null.
  ADD COLUMN transfer_status text CHECK (transfer_status IN ('in_transit', 'received', 'cancelled')),
  ADD COLUMN received_at timestamptz,
  ADD COLUMN received_by text REFERENCES users(id),
  -- Sorting only: what the returned parts became; recycled parts go into target_item_id.
  ADD COLUMN sort_outcome text CHECK (sort_outcome IN ('recycled', 'repairable', 'scrap')),
  ADD COLUMN target_item_id text REFERENCES inventory_items(id);
UPDATE inventory_movements SET transfer_status = 'received', received_at = created_at WHERE type = 'transfer';
ALTER TABLE inventory_movements ADD CONSTRAINT inventory_movements_transfer_status
  CHECK ((type = 'transfer') = (transfer_status IS NOT NULL));
CREATE INDEX inventory_movements_from_idx ON inventory_movements (from_warehouse_id, created_at DESC) WHERE from_warehouse_id IS NOT NULL;
CREATE INDEX inventory_movements_to_idx ON inventory_movements (to_warehouse_id, created_at DESC) WHERE to_warehouse_id IS NOT NULL;
CREATE INDEX inventory_movements_in_transit_idx ON inventory_movements (from_warehouse_id, item_id) WHERE transfer_status = 'in_transit';

-- Returned parts are counted apart from usable stock until sorted; frozen units are part of quantity.
ALTER TABLE warehouse_stock
  ADD COLUMN returned integer NOT NULL DEFAULT 0 CHECK (returned >= 0);
UPDATE warehouse_stock SET frozen = 0;
ALTER TABLE warehouse_stock ADD CONSTRAINT warehouse_stock_frozen_within CHECK (frozen <= quantity);

CREATE TABLE inventory_requests (
  id text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('part', 'damaged')),
  item_id text NOT NULL REFERENCES inventory_items(id),
  warehouse_id text NOT NULL REFERENCES warehouses(id),
  quantity integer NOT NULL CHECK (quantity > 0),
  requested_by text NOT NULL REFERENCES users(id),
  reason text NOT NULL,
  vehicle_id text REFERENCES vehicles(id),
  -- As inventory_movements.ops_task_id: a plain uuid, no foreign key (merge order).
  ops_task_id uuid,
  image_key text,
  -- pending -> fulfilled (part: units frozen for the requester; damaged: written off) -> consumed; or refused.
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'fulfilled', 'refused', 'consumed')),
  decided_by text REFERENCES users(id),
  decided_at timestamptz,
  decision_comment text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX inventory_requests_kind_idx ON inventory_requests (kind, status, created_at DESC);
CREATE INDEX inventory_requests_requester_idx ON inventory_requests (requested_by, created_at DESC);
ALTER TABLE inventory_movements ADD CONSTRAINT inventory_movements_request_fk FOREIGN KEY (request_id) REFERENCES inventory_requests(id);
