-- Issue 7 §4: every change of a role's money-approval threshold, who made it and from what
-- to what. A threshold decides which money edits need a second signature, so changing it is
-- itself a money control and keeps a trail (the thresholds screen shows it).
CREATE TABLE money_approval_threshold_changes (
  id text PRIMARY KEY,
  role_id text NOT NULL REFERENCES roles(id) ON DELETE CASCADE,
  -- Null: the role used the default before this change.
  before_piasters bigint,
  after_piasters bigint NOT NULL CHECK (after_piasters >= 0),
  changed_by text NOT NULL REFERENCES users(id),
  changed_at timestamptz NOT NULL
);
CREATE INDEX money_approval_threshold_changes_at_idx ON money_approval_threshold_changes (changed_at DESC, id DESC);

-- The approvals list filters by requester and pages newest first in SQL.
CREATE INDEX money_approvals_requester_idx ON money_approvals (requested_by, requested_at DESC);
