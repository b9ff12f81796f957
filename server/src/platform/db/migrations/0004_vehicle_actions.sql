-- Vehicle, ride and customer actions of the Resolve Tasks workspace, and the vehicle
-- IoT gateway's command record. No foreign key to tasks: the task engine's tables
-- arrive in their own migration, and a command sent outside a task has no task.

-- Every command sent to a vehicle through the IoT gateway, with its outcome as it is
-- learnt: sent -> acknowledged | failed | timed_out.
CREATE TABLE vehicle_commands (
  id text PRIMARY KEY,
  vehicle_id text NOT NULL REFERENCES vehicles(id),
  code text NOT NULL,
  command text NOT NULL CHECK (command IN ('lock', 'unlock', 'restart', 'ring', 'extunlock', 'setSpeedLimit')),
  -- { "speed": 15, "until": "..." } for setSpeedLimit; {} otherwise.
  params jsonb NOT NULL DEFAULT '{}'::jsonb,
  gateway text NOT NULL,
  sent_by_id text REFERENCES users(id),
  task_id text,
  status text NOT NULL DEFAULT 'sent' CHECK (status IN ('sent', 'acknowledged', 'failed', 'timed_out')),
  error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz
);
CREATE INDEX vehicle_commands_vehicle_idx ON vehicle_commands (vehicle_id, created_at DESC);
CREATE INDEX vehicle_commands_task_idx ON vehicle_commands (task_id) WHERE task_id IS NOT NULL;
CREATE INDEX vehicle_commands_open_idx ON vehicle_commands (created_at) WHERE status = 'sent';

-- A FINE_WAIVE entry names the fine it waives; the unique index makes "waived once" a
-- fact of the database, not only of the service's lock.
ALTER TABLE wallet_logs ADD COLUMN waives_log_id text REFERENCES wallet_logs(id);
CREATE UNIQUE INDEX wallet_logs_waives_once ON wallet_logs (waives_log_id) WHERE waives_log_id IS NOT NULL;

-- A ride is charged at most once: one UNLOCK_GO entry per ride.
CREATE UNIQUE INDEX wallet_logs_one_charge_per_ride ON wallet_logs (ride_id) WHERE type = 'UNLOCK_GO' AND ride_id IS NOT NULL;

-- Who acknowledged a lost/stolen alert, and when (the alert itself is cleared).
ALTER TABLE vehicles ADD COLUMN stolen_alert_acknowledged_at timestamptz;
ALTER TABLE vehicles ADD COLUMN stolen_alert_acknowledged_by_id text REFERENCES users(id);

-- Who last switched a user's activation, for the user page and audits.
ALTER TABLE users ADD COLUMN activation_changed_at timestamptz;
ALTER TABLE users ADD COLUMN activation_changed_by_id text REFERENCES users(id);
