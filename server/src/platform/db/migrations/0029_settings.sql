-- Issue 12 §4: the settings pages.

-- Payment methods riders may use, in the order the app shows them; icons are stored files.
CREATE TABLE payment_methods (
  id text PRIMARY KEY,
  key text NOT NULL UNIQUE,
  name text NOT NULL,
  enabled boolean NOT NULL DEFAULT true,
  sort_order integer NOT NULL,
  icon_key text,
  updated_by text REFERENCES users(id),
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO payment_methods (id, key, name, enabled, sort_order) VALUES
  ('pm-wallet', 'wallet', 'Wallet Balance', true, 1),
  ('pm-card', 'card', 'Credit Card', true, 2),
  ('pm-fawry', 'fawry', 'Fawry', true, 3),
  ('pm-vodafone-cash', 'vodafoneCash', 'Vodafone Cash', false, 4);

-- The reasons a rider picks from when rating a ride, per star count (1 to 5).
CREATE TABLE rating_recommendations (
  id text PRIMARY KEY,
  stars integer NOT NULL CHECK (stars BETWEEN 1 AND 5),
  text text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0,
  created_by text REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (stars, text)
);
INSERT INTO rating_recommendations (id, stars, text, sort_order) VALUES
  ('rr-1-brakes', 1, 'Brakes not working', 1),
  ('rr-1-battery', 1, 'Battery died during the ride', 2),
  ('rr-2-dirty', 2, 'Vehicle was dirty', 1),
  ('rr-3-slow', 3, 'Vehicle was slow', 1),
  ('rr-4-parking', 4, 'Hard to find parking', 1),
  ('rr-5-smooth', 5, 'Smooth ride', 1),
  ('rr-5-clean', 5, 'Clean vehicle', 2);

-- Client addresses blocked by an administrator (rateLimiter.BLOCK_IP). This table is the
-- record; with Redis configured every node also reads a shared Redis set (see rateLimiter/).
CREATE TABLE blocked_ips (
  ip text PRIMARY KEY,
  reason text,
  blocked_by text REFERENCES users(id),
  blocked_at timestamptz NOT NULL
);

-- Ride prices per area and vehicle type, as a history: a ride takes the row in force when it
-- starts (stored on the ride), so a change never reprices a ride already under way.
CREATE TABLE ride_prices (
  id text PRIMARY KEY,
  area_id text NOT NULL REFERENCES areas(id),
  vehicle_type text NOT NULL,
  base_price_piasters bigint NOT NULL CHECK (base_price_piasters >= 0),
  minute_price_piasters bigint NOT NULL CHECK (minute_price_piasters >= 0),
  effective_from timestamptz NOT NULL,
  set_by text REFERENCES users(id),
  reason text
);
CREATE INDEX ride_prices_lookup_idx ON ride_prices (area_id, vehicle_type, effective_from DESC);

-- Push notifications sent to a segment of riders through the push provider.
CREATE TABLE push_notifications (
  id text PRIMARY KEY,
  title text NOT NULL,
  body text NOT NULL,
  segment jsonb NOT NULL,
  provider text NOT NULL,
  targeted integer NOT NULL DEFAULT 0,
  delivered integer NOT NULL DEFAULT 0,
  failed integer NOT NULL DEFAULT 0,
  created_by text REFERENCES users(id),
  created_at timestamptz NOT NULL
);
CREATE INDEX push_notifications_created_idx ON push_notifications (created_at DESC, id DESC);

-- Calls made to third-party services per day (SMS sent, gateway charges), for their quotas.
CREATE TABLE integration_usage (
  integration text NOT NULL,
  day date NOT NULL,
  calls integer NOT NULL DEFAULT 0,
  PRIMARY KEY (integration, day)
);
