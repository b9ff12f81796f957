-- Platform: roles, staff and rider accounts, sign-in sessions, one-time codes, attempt counters.

CREATE TABLE roles (
  id text PRIMARY KEY,
  name text NOT NULL UNIQUE,
  level integer NOT NULL CHECK (level BETWEEN 0 AND 10),
  department text NOT NULL,
  permissions jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Staff and riders are both users; staff have a role and a password.
CREATE TABLE users (
  id text PRIMARY KEY,
  name text NOT NULL,
  phone_number text NOT NULL UNIQUE,
  email text,
  password_hash text,
  role_id text REFERENCES roles(id),
  type text NOT NULL DEFAULT 'user' CHECK (type IN ('user', 'operations')),
  active boolean NOT NULL DEFAULT true,
  balance_piasters bigint NOT NULL DEFAULT 0,
  password_changed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX users_role_idx ON users (role_id);
CREATE INDEX users_created_at_idx ON users (created_at);

-- Server-side sessions: only a hash of the bearer token is stored.
CREATE TABLE sessions (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id),
  token_hash text NOT NULL UNIQUE,
  ws_id text NOT NULL UNIQUE,
  device_id text,
  ip text,
  user_agent text,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  revoked_reason text
);
CREATE INDEX sessions_user_idx ON sessions (user_id) WHERE revoked_at IS NULL;

-- One row per phone: only the latest code can work, so a new code replaces the old one.
CREATE TABLE otp_codes (
  phone_number text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id),
  -- Null until a code is sent after a correct password.
  code_hash text,
  sent_at timestamptz,
  expires_at timestamptz,
  wrong_attempts integer NOT NULL DEFAULT 0,
  consumed_at timestamptz,
  -- Set by a correct password; a code may only be sent inside this window.
  login_ok_until timestamptz
);

-- Fixed-window attempt counters for sign-in operations, per phone and per IP.
CREATE TABLE auth_attempts (
  bucket text NOT NULL,
  window_start timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  PRIMARY KEY (bucket, window_start)
);
