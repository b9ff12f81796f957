-- Rider app sessions and staff ops-app sessions (02 §2 App Sessions, Ops Sessions; issue 8
-- §7), and the indexes the referral, life-cycle and express lists read by.
-- These are sessions of the mobile apps (an app opened, where and on what), not the
-- dashboard's sign-in sessions of 0001 (table sessions).

CREATE TABLE app_sessions (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id),
  -- 'app': the rider app; 'ops': the staff ops app.
  kind text NOT NULL CHECK (kind IN ('app', 'ops')),
  started_at timestamptz NOT NULL,
  ended_at timestamptz,
  lat double precision CHECK (lat BETWEEN -90 AND 90),
  lng double precision CHECK (lng BETWEEN -180 AND 180),
  area_id text REFERENCES areas(id),
  device_id text,
  operating_system text,
  app_version text,
  -- The ride a rider app session turned into, if any.
  ride_id text REFERENCES rides(id),
  CHECK (ended_at IS NULL OR ended_at >= started_at)
);
CREATE INDEX app_sessions_kind_started_idx ON app_sessions (kind, started_at DESC, id DESC);
CREATE INDEX app_sessions_user_idx ON app_sessions (user_id, started_at DESC);

-- getReferredUsers / getReferInitiator across all users: the referred, newest first.
CREATE INDEX users_referrer_idx ON users (referrer_id, created_at DESC) WHERE referrer_id IS NOT NULL;
-- Refer initiators: the users who referred someone.
CREATE INDEX users_referrals_count_idx ON users (referrals_count DESC, id DESC) WHERE referrals_count > 0;
-- userLifeCycle: what a staff member did to vehicles, newest first.
CREATE INDEX vehicle_life_cycle_user_idx ON vehicle_life_cycle (user_id, created_at DESC) WHERE user_id IS NOT NULL;
-- Express partners and their express rides.
CREATE INDEX users_express_idx ON users (created_at DESC, id DESC) WHERE is_express_rider OR is_express_admin;
CREATE INDEX rides_express_user_idx ON rides (user_id, created_at DESC) WHERE is_express_ride;
