-- Cohorts from a maintained aggregate (issue 24; server/src/riderAnalytics/aggregates/cohortMonths.ts).
--
-- One row per rider and Cairo month with an ended ride: the month's first such day, the rider,
-- and the month the rider signed up in. A cohort cell (sign-up month × ride month) is a count of
-- these rows, and "rode at all" a count of their distinct riders, so the page reads a few rows per
-- rider instead of every ride since the first cohort.
CREATE TABLE IF NOT EXISTS rider_cohort_months (
  day date NOT NULL,
  user_id text NOT NULL,
  signup_month date NOT NULL,
  PRIMARY KEY (day, user_id)
);

CREATE INDEX IF NOT EXISTS rider_cohort_months_signup_idx ON rider_cohort_months (signup_month, day) INCLUDE (user_id);
