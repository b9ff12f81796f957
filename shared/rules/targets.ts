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

/**
 * The revenue target of a month: totalRPV is revenue per operating vehicle per day (EGP), so
 * the month's revenue is RPV times operating times days (the seed's and the grid's reading of
 * "totalRPV" and "totalREV"; 02 §5 names no formula for it).
 */
export function revenueTarget(totalRpv: number, operating: number, days: number): number {
  return roundTo(totalRpv * operating * days);
}

/** The share targets as vehicle counts: activeRatio and urgentRatio are fractions of the assigned fleet. */
export function vehiclesAtRatio(ratio: number, assigned: number): number {
  return roundTo(ratio * assigned);
}

/** What staff type in a row of the grid; everything else is derived from these. */
export interface TargetSetInputs {
  assigned: number;
  operatingCap: number;
  ratio: number;
  /** EGP per operating vehicle per day. */
  totalRPV: number;
  activeRatio: number;
  urgentRatio: number;
  riders: number;
  newUsers: number;
  awaitngInspectionMinutesAverage: number;
  ratingsAboveOrEqualFourPercentage: number;
  lostREVSPercentage: number;
}

export interface TargetDerived {
  operating: number;
  ratioTargetComms: number;
  rides: number;
  totalREV: number;
  active: number;
  urgent: number;
}

/** Every derived figure of one row for `days` days (the grid recomputes it as the user types). */
export function deriveTargetRow(inputs: TargetSetInputs, days: number): TargetDerived {
  const {
    operating,
    ratioTargetComms: comms,
    rides,
  } = deriveTarget({
    ratio: inputs.ratio,
    capOperating: inputs.operatingCap,
    assigned: inputs.assigned,
    days,
  });
  return {
    operating,
    ratioTargetComms: comms,
    rides,
    totalREV: revenueTarget(inputs.totalRPV, operating, days),
    active: vehiclesAtRatio(inputs.activeRatio, inputs.assigned),
    urgent: vehiclesAtRatio(inputs.urgentRatio, inputs.assigned),
  };
}

/** The month before (year, month); month is 1–12. */
export function previousMonth(year: number, month: number): { year: number; month: number } {
  return month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
}

/** 'YYYY-MM-01', the monthDate of a target row. */
export function monthDate(year: number, month: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;
}

/**
 * A rides target as the screens show it: whole rides with thousands separators, rounded up
 * (a day's share of a monthly target is fractional; meeting the shown number meets the target).
 */
export function ridesTargetText(target: number): string {
  return wholeRides(target).toLocaleString('en-US');
}

/** The whole rides a target asks for, rounded up (the number ridesTargetText writes). */
export function wholeRides(target: number): number {
  return Math.max(0, Math.ceil(target - 1e-9));
}
