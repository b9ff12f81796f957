-- Issue 11: rider app sessions per Cairo day (of the session's start) per area ('' = no area),
-- the divisor of 02 §5 fulfilment (rides / sessions) on /app/analytics-summary. Kept by the
-- aggregate job like agg_rides_daily (server/src/sessions/dailyAggregate.ts).
CREATE TABLE agg_app_sessions_daily (
  day date NOT NULL,
  area_id text NOT NULL,
  sessions integer NOT NULL,
  -- Sessions that became a ride (app_sessions.ride_id set).
  converted integer NOT NULL,
  PRIMARY KEY (day, area_id)
);

-- changedDays and firstDay read sessions by their start; the existing (kind, started_at) index
-- serves both, so no index is added here.
