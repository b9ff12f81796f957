import { toEgp, toPiasters } from './money';

/** 02 §3 Ride: basePrice (default 6), minutePrice (default 1), in L.E. */
export const DEFAULT_BASE_PRICE = 6;
export const DEFAULT_MINUTE_PRICE = 1;
export const FREE_RIDE_THRESHOLD_SECONDS = 30;
/** 01 §4: price and time of an ongoing ride are recalculated every 60 seconds. */
export const PRICE_RECALCULATION_MS = 60_000;

const MS_PER_MINUTE = 60_000;

export interface RidePriceInput {
  /** Ride duration in milliseconds (the ride's `time`). */
  durationMs: number;
  basePrice?: number | null;
  minutePrice?: number | null;
}

/** Minutes charged: every started minute counts (02 §5 "rounded-up minutes"). */
export function chargedMinutes(durationMs: number): number {
  return Math.max(0, Math.ceil(durationMs / MS_PER_MINUTE));
}

/** 01 §5, 02 §5: 0 for 30 seconds or less, else basePrice + ceil(minutes) × minutePrice. */
export function ridePrice({ durationMs, basePrice, minutePrice }: RidePriceInput): number {
  if (!(durationMs > FREE_RIDE_THRESHOLD_SECONDS * 1000)) return 0;
  const base = toPiasters(basePrice ?? DEFAULT_BASE_PRICE);
  const perMinute = toPiasters(minutePrice ?? DEFAULT_MINUTE_PRICE);
  return toEgp(base + chargedMinutes(durationMs) * perMinute);
}

/** Elapsed time of a ride, never negative when the clocks of two machines disagree. */
export function rideDurationMs(start: Date, end: Date): number {
  return Math.max(0, end.getTime() - start.getTime());
}
