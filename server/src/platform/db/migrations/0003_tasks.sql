-- Tasks: the support agents' work queue, its history, comments and transfers;
-- support attendance and breaks; per-user task assignment area and type settings.
-- The guarantees the Resolve Tasks workspace promises live here, as constraints, so
-- no code path (nor a second API process) can break them:
--   one open task per vehicle, an agent holds at most one task, one open attendance
--   per user, one ongoing break per user, one pending transfer request per task.

CREATE TABLE tasks (
  id text PRIMARY KEY,
  type text NOT NULL CHECK (type IN ('Vehicle', 'RideImage', 'IdVerification')),
  vehicle_id text REFERENCES vehicles(id),
  vehicle_code text,
  area_id text REFERENCES areas(id),
  area_name text,
  ride_id text REFERENCES rides(id),
  verification_id text REFERENCES id_verifications(id),
  main_case text,
  -- { "VEHICLE_LPM": true, "VEHICLE_IOT_OFF": false }: true while the case is open.
  cases jsonb NOT NULL DEFAULT '{}'::jsonb,
  status text NOT NULL DEFAULT 'unassigned' CHECK (status IN ('unassigned', 'assigned', 'pending', 'resolved')),
  -- The holder while assigned; afterwards the last holder (the tasks table filters by it).
  assigned_to text REFERENCES users(id),
  assigned_to_name text,
  assigned_at timestamptz,
  assigned_count integer NOT NULL DEFAULT 0,
  pending_at timestamptz,
  pending_until timestamptz,
  flagged_by text REFERENCES users(id),
  flagged_at timestamptz,
  main_case_resolved_at timestamptz,
  resolved_at timestamptz,
  resolved_by text REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (status <> 'assigned' OR assigned_to IS NOT NULL),
  CHECK (status <> 'pending' OR pending_until IS NOT NULL),
  CHECK (type <> 'Vehicle' OR vehicle_id IS NOT NULL)
);
-- one open task per vehicle: a new condition becomes a case of the open task.
CREATE UNIQUE INDEX tasks_one_open_per_vehicle ON tasks (vehicle_id) WHERE status <> 'resolved' AND type = 'Vehicle';
-- an agent holds at most one task.
CREATE UNIQUE INDEX tasks_one_held_per_agent ON tasks (assigned_to) WHERE status = 'assigned';
-- a ride image or an ID verification is reviewed by one open task at a time.
CREATE UNIQUE INDEX tasks_one_open_per_ride_image ON tasks (ride_id) WHERE status <> 'resolved' AND type = 'RideImage';
CREATE UNIQUE INDEX tasks_one_open_per_verification ON tasks (verification_id) WHERE status <> 'resolved' AND type = 'IdVerification';
-- The claim order: urgent (never set pending) before pending, oldest first.
CREATE INDEX tasks_queue_idx ON tasks ((pending_at IS NOT NULL), created_at, id) WHERE status IN ('unassigned', 'pending');
CREATE INDEX tasks_status_created_idx ON tasks (status, created_at DESC);
CREATE INDEX tasks_created_idx ON tasks (created_at DESC);
CREATE INDEX tasks_flagged_by_idx ON tasks (flagged_by) WHERE flagged_by IS NOT NULL AND status <> 'resolved';
CREATE INDEX tasks_vehicle_idx ON tasks (vehicle_id, created_at DESC);
CREATE INDEX tasks_ride_idx ON tasks (ride_id) WHERE ride_id IS NOT NULL;
CREATE INDEX tasks_resolved_by_idx ON tasks (resolved_by, resolved_at) WHERE resolved_by IS NOT NULL;

CREATE TABLE task_history (
  id text PRIMARY KEY,
  -- Entries written in one transaction share a date; seq keeps them in the order they happened.
  seq bigint GENERATED ALWAYS AS IDENTITY,
  task_id text NOT NULL REFERENCES tasks(id),
  -- 02 §3: CONTACTED_USER ... RIDE_END, unassigned, assigned, pending, resolved, created,
  -- caseResolved, caseAdded, FLAGGED, UN_FLAGGED, FORCED_TRANSFER, REQUESTED_TRANSFER.
  action text NOT NULL,
  value text,
  user_id text REFERENCES users(id),
  user_name text,
  phone_number text,
  date timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX task_history_task_idx ON task_history (task_id, date, seq);
CREATE INDEX task_history_user_idx ON task_history (user_id, date) WHERE user_id IS NOT NULL;

CREATE TABLE task_comments (
  id text PRIMARY KEY,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  task_id text NOT NULL REFERENCES tasks(id),
  user_id text NOT NULL REFERENCES users(id),
  user_name text NOT NULL,
  comment text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX task_comments_task_idx ON task_comments (task_id, created_at);

CREATE TABLE transfer_requests (
  id text PRIMARY KEY,
  task_id text NOT NULL REFERENCES tasks(id),
  requested_by text NOT NULL REFERENCES users(id),
  requested_to text NOT NULL REFERENCES users(id),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'rejected')),
  -- requested: asked by the flagger, answered by the receiver; forced: moved by a
  -- supervisor or by bulkTransferFlaggedTasks, recorded here as accepted so every move
  -- of a flagged task has one audit row (the shift summary counts them).
  kind text NOT NULL DEFAULT 'requested' CHECK (kind IN ('requested', 'forced')),
  transferred_by text REFERENCES users(id),
  transfer_reason text,
  rejection_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  responded_at timestamptz,
  CHECK (requested_by <> requested_to)
);
CREATE UNIQUE INDEX transfer_requests_one_pending_per_task ON transfer_requests (task_id) WHERE status = 'pending';
CREATE INDEX transfer_requests_to_idx ON transfer_requests (requested_to, created_at DESC);

CREATE TABLE support_attendance (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id),
  status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'IN_BREAK', 'ENDED')),
  check_in_date timestamptz NOT NULL,
  check_out_date timestamptz,
  check_out_comment text,
  checked_out_by text REFERENCES users(id),
  -- Written at check-out: tasks resolved by type, median handling time, breaks, transfers.
  shift_summary jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'ENDED') = (check_out_date IS NOT NULL))
);
-- one open attendance per user.
CREATE UNIQUE INDEX support_attendance_one_open_per_user ON support_attendance (user_id) WHERE status <> 'ENDED';
CREATE INDEX support_attendance_check_in_idx ON support_attendance (check_in_date DESC);
CREATE INDEX support_attendance_user_idx ON support_attendance (user_id, check_in_date DESC);

CREATE TABLE support_breaks (
  id text PRIMARY KEY,
  attendance_id text NOT NULL REFERENCES support_attendance(id),
  user_id text NOT NULL REFERENCES users(id),
  reason text NOT NULL,
  check_in_date timestamptz NOT NULL,
  check_out_date timestamptz,
  set_by text REFERENCES users(id)
);
-- one ongoing break per user.
CREATE UNIQUE INDEX support_breaks_one_ongoing_per_user ON support_breaks (user_id) WHERE check_out_date IS NULL;
CREATE INDEX support_breaks_attendance_idx ON support_breaks (attendance_id, check_in_date);

CREATE TABLE task_area_settings (
  id text PRIMARY KEY,
  user_id text NOT NULL UNIQUE REFERENCES users(id),
  area_ids jsonb NOT NULL DEFAULT '[]'::jsonb,
  allow_fallback_to_other_areas boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE task_type_settings (
  id text PRIMARY KEY,
  user_id text NOT NULL UNIQUE REFERENCES users(id),
  types jsonb NOT NULL DEFAULT '[]'::jsonb,
  allow_fallback_to_other_types boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
