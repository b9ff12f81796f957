-- Daily per-area aggregates behind the rating, reservation and prime analytics (issue 11,
-- "Data at scale"). Each table is one AggregateDefinition (rides/ratingsAggregate.ts,
-- reservations/aggregate.ts, prime/aggregate.ts): a day's rows are deleted and recomputed whole
-- from the raw tables, so a refresh of the days that changed and a full rebuild give the same
-- rows. `day` is the Cairo calendar day; area_id '' holds what has no area (a ride or a rider
-- without one), so the areas' values always add up to the totals. Rows that would be all zeros
-- are not stored.

-- Rides rated one to five stars, by the Cairo day of the ride's start and the ride's area.
CREATE TABLE agg_ride_ratings_daily (
  day date NOT NULL,
  area_id text NOT NULL,
  stars_1 integer NOT NULL DEFAULT 0,
  stars_2 integer NOT NULL DEFAULT 0,
  stars_3 integer NOT NULL DEFAULT 0,
  stars_4 integer NOT NULL DEFAULT 0,
  stars_5 integer NOT NULL DEFAULT 0,
  PRIMARY KEY (day, area_id)
);

-- Reservations by the Cairo day they were made and the reserved vehicle's area: used (a ride
-- started from the hold) or not, and what they cost the riders, in piasters.
CREATE TABLE agg_reservations_daily (
  day date NOT NULL,
  area_id text NOT NULL,
  used_count integer NOT NULL DEFAULT 0,
  unused_count integer NOT NULL DEFAULT 0,
  used_revenue_piasters bigint NOT NULL DEFAULT 0,
  unused_revenue_piasters bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (day, area_id)
);

-- Prime subscription periods by the rider's area. Everything but stopped_count is dated by the
-- Cairo day the period started (a cohort: what became of the periods started that day);
-- stopped_count is dated by the day the renewal was stopped. prime/aggregate.ts defines each.
CREATE TABLE agg_prime_daily (
  day date NOT NULL,
  area_id text NOT NULL,
  started_count integer NOT NULL DEFAULT 0,
  renewal_count integer NOT NULL DEFAULT 0,
  revenue_piasters bigint NOT NULL DEFAULT 0,
  stopped_count integer NOT NULL DEFAULT 0,
  saved_subs integer NOT NULL DEFAULT 0,
  saved_rides integer NOT NULL DEFAULT 0,
  saved_freemium_subs integer NOT NULL DEFAULT 0,
  saved_freemium_rides integer NOT NULL DEFAULT 0,
  PRIMARY KEY (day, area_id)
);

-- What the refresh job asks each definition: which raw rows changed since its watermark.
-- Ratings are written on a ride that is already there (updated_at moves); only rated rides matter.
CREATE INDEX rides_rated_updated_idx ON rides (updated_at) WHERE rating IS NOT NULL;
-- A hold becomes used when its ride starts.
CREATE INDEX reservations_used_at_idx ON reservations (used_at) WHERE used_at IS NOT NULL;
-- A period's used unlocks move while it runs, and a stop has its own day.
CREATE INDEX prime_subscriptions_valid_until_idx ON prime_subscriptions (valid_until);
CREATE INDEX prime_subscriptions_stopped_idx ON prime_subscriptions (stopped_at) WHERE stopped_at IS NOT NULL;
