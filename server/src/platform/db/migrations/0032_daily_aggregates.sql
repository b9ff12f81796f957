-- Issue 11 "Data at scale": daily per-area aggregates, the job that keeps them fresh and the
-- lease that makes one API process run it (server/src/analytics/aggregates/README.md).

-- One lease table for every "one process at a time" job, keyed by the job's name. The alert
-- watcher's single-row lease (0025) moves here as the row 'alertWatch'.
CREATE TABLE job_leases (
  name text PRIMARY KEY,
  holder text NOT NULL,
  until timestamptz NOT NULL
);
DROP TABLE alert_watch_lease;

-- Per aggregate definition: the job's start time of its last complete refresh. The next tick
-- refreshes the days whose raw rows were written since (this minus a safety margin).
CREATE TABLE aggregate_watermarks (
  name text PRIMARY KEY,
  refreshed_at timestamptz NOT NULL
);

-- Rides per Cairo day (of the start) per area, finished rides only. Additive figures only:
-- distinct riders are NOT kept, because riders of two days cannot be summed into a week.
-- area_id '' is "no area".
CREATE TABLE agg_rides_daily (
  day date NOT NULL,
  area_id text NOT NULL,
  rides integer NOT NULL,
  ride_ms bigint NOT NULL,
  free_rides integer NOT NULL,
  express_rides integer NOT NULL,
  PRIMARY KEY (day, area_id)
);

-- Bills per Cairo day (of the bill's date) per area per source (the bill's type: the payment
-- sources of 03 §9 and the manual types, FINE among them) per gateway ('' = none).
-- net = collected by card (actual - balance-paid, when the payment succeeded); prime =
-- paid with the subscription; balance = paid from the wallet; promo = paid by promocode.
CREATE TABLE agg_bills_daily (
  day date NOT NULL,
  area_id text NOT NULL,
  source text NOT NULL,
  gateway text NOT NULL,
  bills integer NOT NULL,
  total_piasters bigint NOT NULL,
  actual_piasters bigint NOT NULL,
  net_piasters bigint NOT NULL,
  balance_piasters bigint NOT NULL,
  promo_piasters bigint NOT NULL,
  prime_piasters bigint NOT NULL,
  vat_piasters bigint NOT NULL,
  PRIMARY KEY (day, area_id, source, gateway)
);
CREATE INDEX agg_bills_daily_source_day_idx ON agg_bills_daily (source, day);

-- What the job asks "what changed since": rides by their update time, bills by creation
-- (a bill is written once; a refund is a new bill), a rider moved to another area.
CREATE INDEX IF NOT EXISTS rides_updated_at_idx ON rides (updated_at) INCLUDE (start_time);
CREATE INDEX IF NOT EXISTS bills_created_at_idx ON bills (created_at) INCLUDE (date);
CREATE INDEX IF NOT EXISTS user_audit_assign_area_idx ON user_audit (created_at) INCLUDE (target_user_id) WHERE action = 'assignArea';
-- A bill's area comes from its ride, rental or reservation: one index-only look per bill.
CREATE INDEX IF NOT EXISTS rides_bill_area_idx ON rides (bill_id) INCLUDE (area_id) WHERE bill_id IS NOT NULL;
CREATE INDEX IF NOT EXISTS day_rentals_bill_idx ON day_rentals (bill_id) INCLUDE (area_id) WHERE bill_id IS NOT NULL;
CREATE INDEX IF NOT EXISTS reservations_bill_idx ON reservations (bill_id) INCLUDE (area_id) WHERE bill_id IS NOT NULL;
