-- Rider analytics (issue 11; server/src/riderAnalytics/README.md).
--
-- Two daily aggregates for the figures that SUM over days, so a three-month chart reads a few
-- thousand small rows instead of every user or wallet entry. Both are rebuilt day by day from
-- the raw tables (riderAnalytics/aggregates/*.ts); '' stands for "no area" so it can be part of
-- the key.

-- New riders (users of type 'user') per Cairo day of sign-up, by their area and app language.
CREATE TABLE IF NOT EXISTS user_registrations_daily (
  day date NOT NULL,
  area_id text NOT NULL,
  lang text NOT NULL,
  users integer NOT NULL,
  PRIMARY KEY (day, area_id, lang)
);

-- Wallet entries per Cairo day, by the wallet owner's area and the entry type: what came in
-- (positive differences) and what went out (negative differences, kept as positive numbers).
CREATE TABLE IF NOT EXISTS wallet_daily (
  day date NOT NULL,
  area_id text NOT NULL,
  type text NOT NULL,
  added_piasters bigint NOT NULL,
  added_count integer NOT NULL,
  used_piasters bigint NOT NULL,
  used_count integer NOT NULL,
  PRIMARY KEY (day, area_id, type)
);

-- Distinct riders per period (active users, cohorts) cannot be summed from daily rows: those
-- queries read ended rides by start time. This index holds everything they need, so a range is
-- an index-only scan of (start, rider, area) without visiting the wide ride rows.
CREATE INDEX IF NOT EXISTS rides_done_start_user_idx ON rides (start_time) INCLUDE (user_id, area_id)
  WHERE status = 'done';

-- The registrations aggregate and the cohorts read riders by sign-up time.
CREATE INDEX IF NOT EXISTS users_riders_created_idx ON users (created_at) INCLUDE (area_id, lang)
  WHERE type = 'user';
