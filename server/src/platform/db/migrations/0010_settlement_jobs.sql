-- settleBalanceMultipleUsers (issue 7 §2): one row per bulk settlement, so its progress can be
-- read by whoever started it from any server node, and survives the page being reloaded.
-- The counters move as each user's own transaction ends; the money is in wallet_logs and bills.
CREATE TABLE settlement_jobs (
  id text PRIMARY KEY,
  requested_by_id text NOT NULL,
  filters jsonb NOT NULL,
  status text NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'done')),
  total integer NOT NULL CHECK (total >= 0),
  settled integer NOT NULL DEFAULT 0 CHECK (settled >= 0),
  skipped integer NOT NULL DEFAULT 0 CHECK (skipped >= 0),
  failed integer NOT NULL DEFAULT 0 CHECK (failed >= 0),
  -- Above the requester's approval threshold: held for a second signature (issue 7 §4).
  held integer NOT NULL DEFAULT 0 CHECK (held >= 0),
  settled_piasters bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX settlement_jobs_requested_by_idx ON settlement_jobs (requested_by_id, created_at DESC);
