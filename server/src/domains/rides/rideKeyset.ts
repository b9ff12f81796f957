import { and, type SQL } from 'drizzle-orm';
import { rides } from './tables';
import { keysetBatches, olderThan, type Keyset } from '../../platform/exports/keyset';

/**
 * Rides newest start first by keyset on (start_time, id), for every export of rides (the Rides
 * page, Ride Ratings, Untapped Rides): rides_heat_idx (migration 0038) is that order, so batch
 * 1,000 costs what batch 1 does. `select` reads one batch with the export's own columns and
 * joins; each row gets the moment the export began, so an ongoing ride is priced at one instant
 * throughout the file, as the page prices it when it loads.
 */
export function rideKeysetBatches<Row extends Keyset>(
  select: (where: SQL | undefined, size: number) => Promise<Row[]>,
  where: SQL | undefined,
): AsyncIterable<readonly (Row & { now: Date })[]> {
  const now = new Date();
  return keysetBatches(
    async (after, size) =>
      (await select(and(where, olderThan(rides.startTime, rides.id, after)), size)).map((row) => ({
        ...row,
        now,
      })),
    (row) => ({ cursor: row.cursor, id: row.id }),
  );
}

/** How long a ride lasted, or has lasted so far for an ongoing one. */
export const rideDurationMs = (ride: {
  timeMs: number | null;
  startTime: Date;
  endTime: Date | null;
  now: Date;
}): number => ride.timeMs ?? Math.max(0, (ride.endTime ?? ride.now).getTime() - ride.startTime.getTime());
