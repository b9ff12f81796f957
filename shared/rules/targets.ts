import { roundTo } from './rounding';

/** 02 §5 Targets; every figure uses the default two-decimal rounding. */
export const RATIO_TARGET_COMMS_FACTOR = 1.05;

export function ratioTargetComms(ratio: number): number {
  return roundTo(RATIO_TARGET_COMMS_FACTOR * ratio);
}

/** "operating is capOperating times assigned divided by 100". */
export function operatingTarget(capOperating: number, assigned: number): number {
  return roundTo((capOperating * assigned) / 100);
}

/** "rides are ratio times operating times days". */
export function ridesTarget(ratio: number, operating: number, days: number): number {
  return roundTo(ratio * operating * days);
}

/** month is 1–12. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * "the day count is the full month, or up to the current date for the actual month
 * view": in the actual view the running month counts up to today (inclusive), a past
 * month counts in full and a month that has not started counts 0.
 */
export function targetDays(
  year: number,
  month: number,
  view: 'target' | 'actual',
  today: { year: number; month: number; day: number },
): number {
  const full = daysInMonth(year, month);
  if (view === 'target') return full;
  const viewed = year * 12 + month;
  const current = today.year * 12 + today.month;
  if (viewed < current) return full;
  if (viewed > current) return 0;
  return Math.min(today.day, full);
}

export interface TargetInputs {
  ratio: number;
  capOperating: number;
  assigned: number;
  days: number;
}

export function deriveTarget({ ratio, capOperating, assigned, days }: TargetInputs): {
  ratioTargetComms: number;
  operating: number;
  rides: number;
} {
  const operating = operatingTarget(capOperating, assigned);
  return { ratioTargetComms: ratioTargetComms(ratio), operating, rides: ridesTarget(ratio, operating, days) };
}
