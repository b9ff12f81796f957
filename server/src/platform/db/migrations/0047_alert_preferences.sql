-- Issue 23 item 1: each user's choice of delivery per fleet alert kind (off, in app, OS).
-- No row: the default of shared/rules/alertPolicy for the user's role.
CREATE TABLE user_alert_preferences (
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('stolen', 'urgent', 'outOfFence')),
  delivery text NOT NULL CHECK (delivery IN ('off', 'inApp', 'os')),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, kind)
);
