-- Day rentals and vehicle reservations (issue 9 §4).

-- A day rental: a rider books a vehicle for a day; operations prepare one (ready),
-- hand it over (delivered) and take it back (collected). The vehicle is chosen when the
-- rental becomes ready. Every status change is a row of day_rental_events.
CREATE TABLE day_rentals (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id),
  area_id text REFERENCES areas(id),
  vehicle_id text REFERENCES vehicles(id),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'ready', 'delivered', 'collected')),
  rental_date date NOT NULL,
  price_piasters bigint NOT NULL CHECK (price_piasters >= 0),
  bill_id text REFERENCES bills(id),
  delivery_address text,
  delivery_lat double precision CHECK (delivery_lat BETWEEN -90 AND 90),
  delivery_long double precision CHECK (delivery_long BETWEEN -180 AND 180),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (status = 'pending' OR vehicle_id IS NOT NULL)
);
CREATE INDEX day_rentals_created_idx ON day_rentals (created_at DESC, id DESC);
CREATE INDEX day_rentals_status_idx ON day_rentals (status, rental_date, id);

CREATE TABLE day_rental_events (
  id text PRIMARY KEY,
  rental_id text NOT NULL REFERENCES day_rentals(id),
  -- null for the booking itself.
  from_status text,
  to_status text NOT NULL,
  vehicle_id text REFERENCES vehicles(id),
  by_user_id text REFERENCES users(id),
  note text,
  at timestamptz NOT NULL
);
CREATE INDEX day_rental_events_rental_idx ON day_rental_events (rental_id, at, id);

-- A reservation: a rider holds a vehicle for one of the area's reservation plans
-- (areas.reservation_plans: minutes and cost) and pays its cost. Its status is read, not
-- stored: used when a ride started from it (ride_id), expired when expires_at has passed
-- without a ride, unused while the hold still runs.
CREATE TABLE reservations (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id),
  vehicle_id text NOT NULL REFERENCES vehicles(id),
  area_id text REFERENCES areas(id),
  minutes integer NOT NULL CHECK (minutes > 0),
  cost_piasters bigint NOT NULL CHECK (cost_piasters >= 0),
  bill_id text REFERENCES bills(id),
  ride_id text REFERENCES rides(id),
  reserved_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  CHECK (expires_at > reserved_at),
  CHECK ((ride_id IS NULL) = (used_at IS NULL))
);
CREATE INDEX reservations_reserved_idx ON reservations (reserved_at DESC, id DESC);
CREATE UNIQUE INDEX reservations_ride_idx ON reservations (ride_id) WHERE ride_id IS NOT NULL;
