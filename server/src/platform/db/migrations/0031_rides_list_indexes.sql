-- The Rides page (issue 9 §1) filters by a date and time range on the ride's START and counts
-- what matches for its pager. With no index on start_time both counted the whole table: at
-- 5,000,000 rides a week of one area took 2.1 s and one day of all areas 1.6 s (parallel
-- sequential scans; bench/fleetScalePlans.md). These two let the count read only the range:
-- one area's rides by start, and every area's rides by start. The other filters of the page
-- ride along (INCLUDE), so counting "Pending, done, area 1, this week" or "one day, with any
-- rating" is an index-only scan of that range, not a visit to every matching row.
CREATE INDEX IF NOT EXISTS rides_area_start_idx ON rides (area_id, start_time DESC)
  INCLUDE (status, check_status, rating, is_express_ride, ended_by);
CREATE INDEX IF NOT EXISTS rides_start_idx ON rides (start_time DESC)
  INCLUDE (area_id, status, check_status, rating, is_express_ride, ended_by);
