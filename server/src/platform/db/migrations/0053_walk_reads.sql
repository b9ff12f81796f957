-- Issue 24, the 20-user walk: the reads that held PGlite's one connection longest.

-- The Rides list (and the user and vehicle pages' Rides tabs without a filter) sorts by
-- created_at DESC, id DESC. With only (created_at DESC) the planner walks that index and sorts
-- each group of equal created_at by id after joining rider, vehicle, area, bill and promocode:
-- rides written in one transaction (an import, a seed) share created_at, and one group of
-- 200,000 such rides cost 2-5 s per page. With id in the index the page is the index's first rows.
CREATE INDEX IF NOT EXISTS rides_created_id_idx ON rides (created_at DESC, id DESC);
DROP INDEX IF EXISTS rides_created_idx;

-- Active riders (getActiveUsersReports, the analytics summary's riders) from an aggregate
-- (server/src/domains/riderAnalytics/aggregates/activeRiders.ts). Distinct riders do not add up
-- over days, so the table is kept per bucket of each unit the pages ask for (DAYS, WEEKS from
-- Monday, MONTH), per ride area ('' none) and over all areas ('*', a rider of two areas once).
-- A bucket's riders are stored by the day of each rider's first ride in it (edge 'first') and by
-- the day of their last (edge 'last'), so a bucket cut by the range's end is the riders whose
-- first day falls before the end, and one cut by the range's start those whose last day falls
-- after it: exact, without a row per rider.
CREATE TABLE IF NOT EXISTS active_rider_buckets (
  unit text NOT NULL,
  bucket date NOT NULL,
  area_id text NOT NULL,
  edge text NOT NULL,
  day date NOT NULL,
  riders integer NOT NULL,
  PRIMARY KEY (unit, bucket, area_id, edge, day)
);
