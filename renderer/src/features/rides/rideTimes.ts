import { CAIRO_TIME_ZONE } from '@ops/shared/lists/dateRangeFilter';
import { startOfDay } from '@ops/shared/rules/dateRange';
import { rideDurationMs, ridePrice } from '@ops/shared/rules/pricing';

/** A wall-clock moment as a picker holds it (month 1-12). */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/**
 * The instant of a Cairo wall-clock time (02 §5: "The ride filter with times uses Cairo time
 * zone"): the Cairo day's first instant plus the hours and minutes. Cairo moves its clocks at
 * midnight, so within a day the hours count from that first instant.
 */
export function cairoInstant(time: WallTime): Date {
  const noon = new Date(Date.UTC(time.year, time.month - 1, time.day, 12));
  return new Date(startOfDay(noon, CAIRO_TIME_ZONE).getTime() + (time.hour * 60 + time.minute) * 60_000);
}

/** The Cairo wall-clock time of an instant (what the picker shows for a sent value). */
export function cairoWallTime(instant: Date): WallTime {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: CAIRO_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(instant);
  const get = (type: string): number => Number(parts.find((part) => part.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
  };
}

/**
 * What a row shows for time and price: an ongoing ride is priced by the shared rule at the last
 * 60-second tick (01 §4; the same rule as the workspace, the ride page and the seed); an ended
 * one shows what the server sent (its bill).
 */
export function shownTimeAndPrice(
  ride: {
    status: string;
    start_time: string;
    time: number;
    price: number;
    basePrice: number;
    minutePrice: number;
  },
  tick: Date,
): { time: number; price: number } {
  if (ride.status !== 'ongoing') return { time: ride.time, price: ride.price };
  const time = rideDurationMs(new Date(ride.start_time), tick);
  return {
    time,
    price: ridePrice({ durationMs: time, basePrice: ride.basePrice, minutePrice: ride.minutePrice }),
  };
}
