import { FREE_RIDE_THRESHOLD_SECONDS } from '@ops/shared/rules/pricing';
import { DAY, HOUR, MINUTE, SECOND } from './context';
import type { Random } from '../../platform/lib/random';

/**
 * What a Cairo e-scooter ride looks like, for the seed's history and the start-up top-up
 * alike: a few minutes (median about 11), rarely past half an hour, a few aborted unlocks.
 */
export function demoRideDurationMs(random: Random): number {
  return random.chance(0.03)
    ? random.int(8, FREE_RIDE_THRESHOLD_SECONDS) * SECOND
    : Math.round(
        Math.min(120, Math.max(1, Math.exp(random.gaussian(Math.log(11), 0.6)))) * MINUTE +
          random.int(0, 59) * SECOND,
      );
}

/** Riders ride mostly in the afternoon and evening. */
export const HOUR_WEIGHTS: ReadonlyArray<readonly [number, number]> = Array.from(
  { length: 24 },
  (_, h) => [h, h < 6 ? 0.3 : h < 9 ? 1 : h < 15 ? 2 : h < 23 ? 4 : 1.5] as const,
);

/** Start of the Cairo calendar day `daysAgo` days before `now` (UTC+2 in the seed's season). */
export function cairoDayStart(now: Date, daysAgo: number): number {
  const offset = 2 * HOUR;
  const local = now.getTime() + offset - daysAgo * DAY;
  return Math.floor(local / DAY) * DAY - offset;
}
