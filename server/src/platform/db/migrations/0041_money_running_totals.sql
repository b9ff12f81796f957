-- Issue 22 §2 and §3: the second signature applies to a requester's running total, and a
-- request may govern a setting instead of a wallet.

-- A request for a setting (a role's threshold, the money limits, a charge plan) has no
-- wallet: no target and no wallet log type, and says what it would set in payload.
ALTER TABLE money_approvals ALTER COLUMN target_user_id DROP NOT NULL;
ALTER TABLE money_approvals ALTER COLUMN wallet_log_type DROP NOT NULL;
ALTER TABLE money_approvals ADD COLUMN payload jsonb;
-- Why the change was held, in words the requester reads ('This makes 1,500 EGP ...').
ALTER TABLE money_approvals ADD COLUMN held_reason text;
ALTER TABLE money_approvals ADD CONSTRAINT money_approvals_wallet_or_setting
  CHECK ((target_user_id IS NOT NULL AND wallet_log_type IS NOT NULL) OR (target_user_id IS NULL AND payload IS NOT NULL));

-- Every staff money movement that went through on one signature, with its absolute
-- amount: the running totals of holdIfAboveThreshold sum these over the window. Written
-- in the movement's own transaction, so a rolled-back move is never counted.
CREATE TABLE money_single_signature_moves (
  id text PRIMARY KEY,
  requested_by text NOT NULL REFERENCES users(id),
  target_user_id text NOT NULL REFERENCES users(id),
  kind text NOT NULL,
  amount_piasters bigint NOT NULL CHECK (amount_piasters >= 0),
  moved_at timestamptz NOT NULL
);
CREATE INDEX money_single_signature_moves_requester_idx ON money_single_signature_moves (requested_by, moved_at DESC);

-- The money limits (one row): the running-total window, the overall total per requester
-- as a multiple of their role threshold, and the highest credit/price ratio of a charge plan.
CREATE TABLE money_limits (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  window_hours integer NOT NULL DEFAULT 24 CHECK (window_hours BETWEEN 1 AND 720),
  overall_multiple integer NOT NULL DEFAULT 10 CHECK (overall_multiple BETWEEN 1 AND 100),
  -- Hundredths: 150 is a plan crediting at most 1.5 times its price.
  max_plan_ratio_pct integer NOT NULL DEFAULT 150 CHECK (max_plan_ratio_pct BETWEEN 100 AND 1000),
  updated_by text REFERENCES users(id),
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO money_limits (id) VALUES (true);
