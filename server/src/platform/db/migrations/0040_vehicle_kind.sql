-- Issue 9 item 5: the fleet is e-scooters and e-bikes, and 02 §2 has a Scooters and a Bikes page,
-- but no existing column tells them apart (type Super C/S and manufacturer cover both). Every
-- vehicle from before this column is a scooter. No index: the fleet is a few hundred rows and
-- the list's other filters already scan it.
ALTER TABLE vehicles ADD COLUMN kind text NOT NULL DEFAULT 'scooter' CHECK (kind IN ('scooter', 'bike'));
