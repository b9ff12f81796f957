-- A second signature on large money edits (issue 7 §4). A balance edit, compensation or
-- settlement above the requester's role threshold is stored here as PENDING instead of
-- moving money; another allowed user approves (the change is applied then, once) or rejects.
CREATE TABLE money_approvals (
  id text PRIMARY KEY,
  -- BALANCE_EDIT, RIDE_COMPENSATION, SETTLEMENT: which domain applies the change on approval.
  kind text NOT NULL,
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED')),
  target_user_id text NOT NULL REFERENCES users(id),
  amount_piasters bigint NOT NULL,
  wallet_log_type text NOT NULL,
  additional_reason text,
  custom_comment text,
  ride_id text,
  task_id text,
  requested_by text NOT NULL REFERENCES users(id),
  requested_at timestamptz NOT NULL,
  -- 24 h after the request; a PENDING row past it reads EXPIRED and cannot be approved.
  expires_at timestamptz NOT NULL,
  decided_by text REFERENCES users(id),
  decided_at timestamptz,
  rejection_reason text,
  -- The entry the approval wrote; unique, so one request can never move money twice.
  wallet_log_id text UNIQUE REFERENCES wallet_logs(id)
);
-- The pending list and the top bar's count read the open requests, oldest first.
CREATE INDEX money_approvals_pending_idx ON money_approvals (requested_at) WHERE status = 'PENDING';
CREATE INDEX money_approvals_requested_idx ON money_approvals (requested_at DESC, id DESC);

-- The threshold per role, in piasters; a role without a row uses the default (500 EGP).
CREATE TABLE money_approval_thresholds (
  role_id text PRIMARY KEY REFERENCES roles(id) ON DELETE CASCADE,
  threshold_piasters bigint NOT NULL CHECK (threshold_piasters >= 0),
  updated_by text REFERENCES users(id),
  updated_at timestamptz NOT NULL DEFAULT now()
);
