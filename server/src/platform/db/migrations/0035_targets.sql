-- Issue 11 §4: monthly targets set on /app/targets and compared with actuals on /app/targets/actual.

-- Three more set values the actual page compares with (02 §3 lists them among a target's fields),
-- and who changed the row last (every change is also in user_audit, subject 'target').
ALTER TABLE targets ADD COLUMN awaiting_inspection_minutes double precision NOT NULL DEFAULT 0;
ALTER TABLE targets ADD COLUMN ratings_four_plus_percentage double precision NOT NULL DEFAULT 0;
ALTER TABLE targets ADD COLUMN lost_rev_percentage double precision NOT NULL DEFAULT 0;
ALTER TABLE targets ADD COLUMN updated_by_id text REFERENCES users(id);

-- The bounds of shared/rules/targetValues.ts that a row can state by itself.
ALTER TABLE targets ADD CONSTRAINT targets_inputs CHECK (
  assigned >= 0 AND operating_cap BETWEEN 0 AND 100 AND ratio >= 0 AND total_rpv_piasters >= 0
  AND active_ratio BETWEEN 0 AND 1 AND urgent_ratio BETWEEN 0 AND 1 AND riders >= 0 AND new_users >= 0
  AND awaiting_inspection_minutes >= 0 AND ratings_four_plus_percentage BETWEEN 0 AND 100
  AND lost_rev_percentage BETWEEN 0 AND 100);

-- The hourly snapshot also counts, per area and status, the vehicles that are active (not in
-- storage), operating (active, not disabled, status not off) and urgent: the targets' active
-- and urgent ratios and per-shift averages read them. Null on snapshots taken before this
-- migration, which the averages leave out.
ALTER TABLE vehicle_status_snapshots ADD COLUMN active integer;
ALTER TABLE vehicle_status_snapshots ADD COLUMN operating integer;
ALTER TABLE vehicle_status_snapshots ADD COLUMN urgent integer;
