-- Issue 10 items 5 and 7: what the alert watcher remembers of each vehicle between two looks
-- (theft detection: where it was locked, since when it has been outside its fence, which
-- incidents are open so each is raised once; whether it was outside at the last look, so
-- OUT_OF_FENCE_VEHICLE goes out once per exit).
CREATE TABLE vehicle_alert_watch (
  vehicle_id text PRIMARY KEY REFERENCES vehicles(id) ON DELETE CASCADE,
  anchor_lat double precision,
  anchor_long double precision,
  anchored_at timestamptz,
  outside_since timestamptz,
  open_incidents text[] NOT NULL DEFAULT '{}',
  was_out_of_fence boolean NOT NULL DEFAULT false
);

-- Every theft incident raised: the vehicle, the kind, when, and the task it went to.
CREATE TABLE theft_incidents (
  id text PRIMARY KEY,
  vehicle_id text NOT NULL REFERENCES vehicles(id) ON DELETE CASCADE,
  code text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('MOVED_WHILE_LOCKED', 'OUTSIDE_FENCE')),
  lat double precision NOT NULL,
  long double precision NOT NULL,
  task_id text,
  raised_at timestamptz NOT NULL
);
CREATE INDEX theft_incidents_vehicle_idx ON theft_incidents (vehicle_id, raised_at DESC);

-- The watcher looks only at vehicles that changed since its last look.
CREATE INDEX vehicles_updated_at_idx ON vehicles (updated_at);

-- With several API processes on one database, one of them watches at a time: the holder of
-- this lease, renewed at every look; another takes over when it lapses.
CREATE TABLE alert_watch_lease (
  id smallint PRIMARY KEY CHECK (id = 1),
  holder text NOT NULL,
  until timestamptz NOT NULL
);
