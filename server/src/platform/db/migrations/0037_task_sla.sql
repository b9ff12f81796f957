-- Issue 11 item 6: a target time to resolve per task type (and per case), the idle-return
-- setting and what the SLA sweep has already told supervisors. The sweep's lease is a row of
-- job_leases (0032).

-- A case's own target wins over its type's (task_case NULL) target.
CREATE TABLE task_sla_targets (
  id text PRIMARY KEY,
  task_type text NOT NULL,
  task_case text,
  target_minutes integer NOT NULL CHECK (target_minutes BETWEEN 1 AND 10080),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX task_sla_targets_one_per_case ON task_sla_targets (task_type, coalesce(task_case, ''));

CREATE TABLE task_sla_settings (
  id smallint PRIMARY KEY CHECK (id = 1),
  idle_return_minutes integer NOT NULL DEFAULT 15 CHECK (idle_return_minutes BETWEEN 1 AND 240),
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO task_sla_settings (id) VALUES (1);

-- Pending time already spent (the clock stands still while pending; the pause under way is
-- now() - pending_at while status = 'pending'), so the tasks table can sort by time left in SQL.
ALTER TABLE tasks ADD COLUMN sla_paused_ms bigint NOT NULL DEFAULT 0;
-- Each threshold is told once per task (compare-and-set on these).
ALTER TABLE tasks ADD COLUMN sla_warned_at timestamptz;
ALTER TABLE tasks ADD COLUMN sla_breached_at timestamptz;
-- The holder's latest act in the task (history entry or comment); the idle sweep reads it.
ALTER TABLE tasks ADD COLUMN last_action_at timestamptz;
CREATE INDEX tasks_open_sla_idx ON tasks (type, main_case) WHERE status <> 'resolved';
-- Handling-time analytics read the history of resolved tasks by date.
CREATE INDEX task_history_action_date_idx ON task_history (action, date);
