-- Issue 9 §7, §8: the life-cycle timeline pages by keyset, the activation photo, the snapshot counter.

-- The timeline reads newest first with (created_at, id) as the key, so a page at any depth
-- is one index range: the id breaks ties between entries written in the same instant.
DROP INDEX IF EXISTS vehicle_life_cycle_created_idx;
CREATE INDEX vehicle_life_cycle_page_idx ON vehicle_life_cycle (created_at DESC, id DESC);
DROP INDEX IF EXISTS vehicle_life_cycle_vehicle_idx;
CREATE INDEX vehicle_life_cycle_vehicle_idx ON vehicle_life_cycle (vehicle_id, created_at DESC, id DESC);
-- A rare case (DISABLED, BLE_START) would otherwise walk the whole time index to fill a page.
CREATE INDEX vehicle_life_cycle_case_idx ON vehicle_life_cycle ("case", created_at DESC, id DESC);

-- The photo staff take when they put a vehicle back into service (the activation cycle page):
-- a storage key, signed on read like every stored image.
ALTER TABLE vehicle_life_cycle ADD COLUMN image_key text;

-- Snapshot counter (/app/vehicles/counter): how many vehicles each area had in each status,
-- taken by a scheduled job once an hour (server/src/fleetAlerts/snapshotJob.ts). '' stands
-- for vehicles without an area, so the key has no nulls.
CREATE TABLE vehicle_status_snapshots (
  taken_at timestamptz NOT NULL,
  area_id text NOT NULL,
  status text NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (taken_at, area_id, status)
);
