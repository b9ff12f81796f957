-- Issue 9 §9: field work. Ops tasks (battery swap, rebalance, repair, pickup) that
-- technicians start, resolve or fail and managers close; maintenance tickets (open ->
-- accepted / rejected) and the maintenance records an accepted ticket opens (pending ->
-- submitted -> resolved, a rejected submission back to pending). Every transition is kept.

-- uuid keys: other domains (inventory consumption) point at an ops task by this id.
CREATE TABLE ops_tasks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  type text NOT NULL CHECK (type IN ('BATTERY_SWAP', 'REBALANCE', 'REPAIR', 'PICKUP')),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'inProgress', 'resolved', 'failed', 'closed')),
  vehicle_id text NOT NULL REFERENCES vehicles(id),
  vehicle_code text NOT NULL,
  area_id text REFERENCES areas(id),
  note text,
  created_by text REFERENCES users(id),
  -- The technician doing it, from start on; started_by differs when started for them.
  holder_id text REFERENCES users(id),
  started_by text REFERENCES users(id),
  started_at timestamptz,
  ended_at timestamptz,
  ended_by text REFERENCES users(id),
  end_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (status <> 'open' OR holder_id IS NULL),
  CHECK (status <> 'inProgress' OR holder_id IS NOT NULL)
);
-- A technician works one ops task at a time: a second start for them fails on this index.
CREATE UNIQUE INDEX ops_tasks_one_in_progress ON ops_tasks (holder_id) WHERE status = 'inProgress';
CREATE INDEX ops_tasks_created_idx ON ops_tasks (created_at DESC, id DESC);
CREATE INDEX ops_tasks_status_idx ON ops_tasks (status, created_at DESC);
CREATE INDEX ops_tasks_vehicle_idx ON ops_tasks (vehicle_id, created_at DESC);
CREATE INDEX ops_tasks_holder_idx ON ops_tasks (holder_id, ended_at DESC) WHERE holder_id IS NOT NULL;

CREATE TABLE ops_task_history (
  id text PRIMARY KEY,
  task_id uuid NOT NULL REFERENCES ops_tasks(id),
  -- created, started, resolved, failed, closed
  action text NOT NULL,
  -- Who pressed it, and for whom (start for others).
  by_user_id text REFERENCES users(id),
  for_user_id text REFERENCES users(id),
  -- Where the technician was, and how far from the vehicle; null when bypassed or not asked.
  lat double precision,
  lng double precision,
  distance_metres integer,
  location_bypassed boolean NOT NULL DEFAULT false,
  note text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ops_task_history_task_idx ON ops_task_history (task_id, created_at);

CREATE TABLE maintenance_tickets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'accepted', 'rejected')),
  vehicle_id text NOT NULL REFERENCES vehicles(id),
  vehicle_code text NOT NULL,
  area_id text REFERENCES areas(id),
  description text NOT NULL,
  opened_by text REFERENCES users(id),
  reviewed_by text REFERENCES users(id),
  reviewed_at timestamptz,
  rejection_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX maintenance_tickets_created_idx ON maintenance_tickets (created_at DESC, id DESC);
CREATE INDEX maintenance_tickets_status_idx ON maintenance_tickets (status, created_at DESC);

CREATE TABLE maintenance_records (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'submitted', 'resolved')),
  vehicle_id text NOT NULL REFERENCES vehicles(id),
  vehicle_code text NOT NULL,
  area_id text REFERENCES areas(id),
  -- One record per accepted ticket.
  ticket_id uuid UNIQUE REFERENCES maintenance_tickets(id),
  problem text NOT NULL,
  work_done text,
  created_by text REFERENCES users(id),
  submitted_by text REFERENCES users(id),
  submitted_at timestamptz,
  resolved_by text REFERENCES users(id),
  resolved_at timestamptz,
  rejections integer NOT NULL DEFAULT 0,
  last_rejection_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX maintenance_records_created_idx ON maintenance_records (created_at DESC, id DESC);
CREATE INDEX maintenance_records_status_idx ON maintenance_records (status, created_at DESC);
CREATE INDEX maintenance_records_vehicle_idx ON maintenance_records (vehicle_id, created_at DESC);

-- Every transition of a ticket or a record: who, when, and the words they gave.
CREATE TABLE maintenance_history (
  id text PRIMARY KEY,
  subject_type text NOT NULL CHECK (subject_type IN ('ticket', 'record')),
  subject_id uuid NOT NULL,
  action text NOT NULL,
  by_user_id text REFERENCES users(id),
  note text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX maintenance_history_subject_idx ON maintenance_history (subject_id, created_at);
