import type { Random } from '../../platform/lib/random';

const MINUTE_MS = 60_000;
/** Shortest and longest planned ride: a rider who forgets to end is the ride service's case, not a plan. */
const MIN_MINUTES = 2;
const MAX_MINUTES = 60;

/**
 * How long each ride the simulator sees will last: drawn once from the seeded stream when the
 * ride is first seen (a ride of the seed or of an earlier run included), log-normal around the
 * median, so durations look like a city's short hops and not like a per-tick coin toss.
 */
export class RidePlans {
  private readonly endAt = new Map<string, number>();

  constructor(
    private readonly random: Random,
    private readonly medianMinutes: number,
  ) {}

  /** True once the ride has lasted its planned time. */
  due(rideId: string, startTime: Date, now: Date): boolean {
    let end = this.endAt.get(rideId);
    if (end === undefined) {
      const minutes = Math.min(
        MAX_MINUTES,
        Math.max(MIN_MINUTES, Math.exp(this.random.gaussian(Math.log(this.medianMinutes), 0.5))),
      );
      end = startTime.getTime() + minutes * MINUTE_MS;
      this.endAt.set(rideId, end);
    }
    return now.getTime() >= end;
  }

  forget(rideId: string): void {
    this.endAt.delete(rideId);
  }
}
