-- Issue 12 §3: attendance administration. Field staff check in at their area's attendance
-- point, so a shift records where it started and ended and whether the location check was
-- bypassed (attendance.BYPASS_LOCATION_CHECK_IN / _OUT). Manual edits are audited in
-- user_audit (subject 'attendance'), with the editor's reason.
ALTER TABLE support_attendance
  ADD COLUMN kind text NOT NULL DEFAULT 'support' CHECK (kind IN ('support', 'field')),
  ADD COLUMN area_id text REFERENCES areas(id),
  ADD COLUMN check_in_lat double precision,
  ADD COLUMN check_in_long double precision,
  ADD COLUMN check_in_bypassed boolean NOT NULL DEFAULT false,
  ADD COLUMN check_out_lat double precision,
  ADD COLUMN check_out_long double precision,
  ADD COLUMN check_out_bypassed boolean NOT NULL DEFAULT false,
  ADD COLUMN edited_at timestamptz;

-- The administration list filters by area and pages newest first.
CREATE INDEX support_attendance_area_idx ON support_attendance (area_id, check_in_date DESC);
