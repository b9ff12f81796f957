import { and, asc, eq, lt } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { startLeasedJob } from '../../platform/lib/lease';
import { newId } from '../../platform/lib/ids';
import { timedRun } from '../../platform/observability/jobRuns';
import { reviewRideCharge } from './chargeReview';
import { afterRideEnded } from './events';
import { finishRide } from './finish';
import { lockRide } from './lock';
import { rides } from './tables';

/** Rides ended per look: a backlog after an outage drains over a few looks, not in one long one. */
const BATCH = 50;
export const RUNAWAY_SWEEP_INTERVAL_MS = 60_000;
const RUNAWAY_LEASE_MS = 180_000;

/**
 * Ends the rides still running past config.rideCharge.runawayHours (issue 22 §8): charged
 * within the cap like any ride, ended by 'auto end', each with a support task. Returns how
 * many it ended. A ride someone ends meanwhile is skipped under its row lock.
 */
export async function endRunawayRides(deps: Deps): Promise<number> {
  const now = deps.clock.now();
  const cutoff = new Date(now.getTime() - deps.config.rideCharge.runawayHours * 3_600_000);
  const stale = await deps.db
    .select({ id: rides.id })
    .from(rides)
    .where(and(eq(rides.status, 'ongoing'), lt(rides.startTime, cutoff)))
    .orderBy(asc(rides.startTime))
    .limit(BATCH);
  let ended = 0;
  for (const { id } of stale) {
    const finished = await deps.db.transaction(async (tx) => {
      const ride = await lockRide(tx, id);
      if (ride.status !== 'ongoing') return null;
      return finishRide(tx, ride, {
        endedBy: 'auto end',
        endedByUserId: null,
        reason: 'Runaway ride',
        charge: true,
        at: deps.clock.now(),
        clock: deps.clock,
        capPiasters: deps.config.rideCharge.capPiasters,
      });
    });
    if (!finished) continue;
    ended += 1;
    await afterRideEnded(deps, finished.ride, null);
    await reviewRideCharge(deps, finished, true);
  }
  return ended;
}

/** Starts the sweep on this process; with several processes only the lease holder looks. Returns the stop function. */
export function startRunawayRideSweep(
  deps: Deps,
  intervalMs = RUNAWAY_SWEEP_INTERVAL_MS,
): () => Promise<void> {
  return startLeasedJob(
    deps,
    {
      lease: 'runaway-rides',
      leaseMs: RUNAWAY_LEASE_MS,
      intervalMs,
      run: async () => {
        const count = await timedRun(deps.jobRuns, 'runaway_rides', () => endRunawayRides(deps));
        if (count > 0) deps.log.warn({ count }, 'runaway rides ended by the system');
      },
      onError: (error) => deps.log.error({ err: error }, 'runaway ride sweep failed'),
    },
    newId(),
  );
}
