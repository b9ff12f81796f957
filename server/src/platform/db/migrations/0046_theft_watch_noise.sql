-- Issue 23 item 2: theft detection that tells a carry from GPS noise. The watch keeps the
-- previous fix (the speed floor reads it) and whether that fix was a fast move beyond the
-- distance floor waiting for the next look to confirm it (a GPS jump comes back).
ALTER TABLE vehicle_alert_watch ADD COLUMN last_lat double precision;
ALTER TABLE vehicle_alert_watch ADD COLUMN last_long double precision;
ALTER TABLE vehicle_alert_watch ADD COLUMN last_at timestamptz;
ALTER TABLE vehicle_alert_watch ADD COLUMN suspect boolean NOT NULL DEFAULT false;

