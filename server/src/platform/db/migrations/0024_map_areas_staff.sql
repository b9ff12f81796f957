-- Issue 10: fence edits are versioned so two editors cannot silently overwrite each other
-- (a save names the version it was made on and is refused when the area has moved on).
ALTER TABLE areas ADD COLUMN version integer NOT NULL DEFAULT 1;

-- The live map's staff layer reads the newest location per staff member.
CREATE INDEX IF NOT EXISTS staff_locations_user_latest_idx ON staff_locations (user_id, created_at DESC, id DESC);
