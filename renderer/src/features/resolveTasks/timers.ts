import { durationText } from '@ops/shared/rules/durationText';
import { PRICE_RECALCULATION_MS, ridePrice, rideDurationMs } from '@ops/shared/rules/pricing';

/** hh:mm:ss of a span in ms (total shift time, break timer, urgency timer). */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return [h, m, s].map((n) => String(n).padStart(2, '0')).join(':');
}

/** How long a task has been urgent: a ticking clock for its first day, then days and hours ('30 days 7 h'). */
export function urgencyAge(ms: number): string {
  return ms < 86_400_000 ? formatClock(ms) : durationText(Math.floor(ms / 60_000));
}

export function elapsedMs(since: string | null | undefined, now: Date): number {
  if (!since) return 0;
  const start = new Date(since).getTime();
  return Number.isNaN(start) ? 0 : Math.max(0, now.getTime() - start);
}

/**
 * The price and time an ongoing ride shows (01 §4): recomputed on a 60 s clock, so
 * the `now` passed in is the last tick, not every render. Zero at 30 s or less.
 */
export function liveRidePrice(
  ride: { start_time: string; basePrice: number; minutePrice: number },
  tick: Date,
): { durationMs: number; price: number } {
  const durationMs = rideDurationMs(new Date(ride.start_time), tick);
  return {
    durationMs,
    price: ridePrice({ durationMs, basePrice: ride.basePrice, minutePrice: ride.minutePrice }),
  };
}

export { PRICE_RECALCULATION_MS };

/** 01 §2: the 'Last Move Beep' label marks a beep within the last 10 minutes. */
export function isRecentMoveBeep(
  lastMoveBeep: string | null | undefined,
  now: Date,
  minutes: number,
): boolean {
  if (!lastMoveBeep) return false;
  return elapsedMs(lastMoveBeep, now) <= minutes * 60_000;
}

/**
 * 01 §4 idle poll: every 5 minutes only while checked in with no task and not on a
 * break; held task or break stops it.
 */
export function shouldIdlePoll(input: { attendance: string; hasTask: boolean }): boolean {
  return input.attendance === 'ACTIVE' && !input.hasTask;
}
