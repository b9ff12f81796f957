-- The user page's History tab (issue 7 §2): every action on a user, who did it, when,
-- and the fields before and after. Written in the same transaction as the change, so a
-- refused or failed change leaves no entry.
CREATE TABLE user_audit (
  id text PRIMARY KEY,
  target_user_id text NOT NULL REFERENCES users(id),
  -- Null only for changes the system makes by itself (no staff member behind them).
  actor_id text REFERENCES users(id),
  action text NOT NULL,
  before jsonb NOT NULL DEFAULT '{}'::jsonb,
  after jsonb NOT NULL DEFAULT '{}'::jsonb,
  reason text,
  request_id text,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- The History tab reads one user's entries newest first.
CREATE INDEX user_audit_target_idx ON user_audit (target_user_id, created_at DESC, id DESC);
