-- Rides read by start time in bulk (issue 11): the ride heatmaps and the Rides export.
--
-- The heatmaps bin every ride of a date range by where it started or ended. rides_start_idx
-- (0031) finds the range but holds no coordinates, so each of a month's few hundred thousand
-- rides was a visit to its heap row. This index carries the coordinates, the end time and the
-- area: the heat query reads the range index-only (server/src/rideHeat/README.md has the
-- measured plans and times).
--
-- The Rides export walks the same range newest first in keyset batches on (start_time, id);
-- with the id as the second key each batch starts where the last one ended inside the index,
-- instead of re-reading every ride of the range before it.
CREATE INDEX IF NOT EXISTS rides_heat_idx ON rides (start_time DESC, id DESC)
  INCLUDE (area_id, end_time, start_lat, start_long, stop_lat, stop_long);
