/**
 * /app/targets/actual: what was set beside what happened, for every field of 02 §3 "Target per
 * area per month", with the colour rule. Shared so the page and its tests read one table.
 */
import { roundTo, safeRatio } from './rounding';
import type { Shift, SHIFT_LABELS } from './shifts';
import { SHIFTS } from './shifts';
import type { TargetDerived, TargetSetInputs } from './targets';

/** The set side for the days counted (rides and revenue scale with the days). */
export type TargetSetFigures = TargetSetInputs & TargetDerived;

export interface ShiftActual {
  shift: Shift;
  /** Mean count of active vehicles over the hourly snapshots taken in the shift's hours. */
  active: number;
  /** Mean count of urgent vehicles over the same snapshots. */
  urgent: number;
  /** Mean minutes urgent vehicles waited, of the waits that started in the shift; null when none did. */
  awaitingInspectionMinutes: number | null;
}

/** The actual figures of one area and month (server/src/domains/targets/actuals.ts defines each). */
export interface TargetActualFigures {
  assigned: number;
  operating: number;
  ratio: number;
  rides: number;
  totalRPV: number;
  totalREV: number;
  actRPV: number;
  netRPV: number;
  actREV: number;
  actREVPerRide: number;
  actualSettled: number;
  netSettled: number;
  netSettledREV: number;
  actualSettledREV: number;
  netREVS: number;
  netREVPerRide: number;
  lostREVS: number;
  lostREVSPercentage: number;
  activeRatio: number;
  active: number;
  urgentRatio: number;
  urgent: number;
  riders: number;
  newUsers: number;
  /** Null when no urgent wait began in the window: nothing to average. */
  awaitngInspectionMinutesAverage: number | null;
  /** Null when no ride was rated. */
  ratingsAboveOrEqualFourPercentage: number | null;
  shifts: ShiftActual[];
}

/** Which way is good: more rides is good, more urgent vehicles is not. */
export type Better = 'higher' | 'lower';
export type Standing = 'below' | 'on' | 'above' | 'none';
export type Format = 'count' | 'decimal' | 'money' | 'ratio' | 'percent' | 'minutes';

/** Within 5 % of the set value counts as on target. */
export const ON_TARGET_TOLERANCE = 0.05;

/** Where the actual stands against the set value; 'none' when nothing (or 0) was set, or nothing was measured. */
export function targetStanding(actual: number | null, set: number | null): Standing {
  if (actual === null || set === null || set === 0) return 'none';
  const share = actual / set;
  if (share < 1 - ON_TARGET_TOLERANCE) return 'below';
  if (share > 1 + ON_TARGET_TOLERANCE) return 'above';
  return 'on';
}

/** The colour a standing gets: good (green), on (blue), bad (red), none (grey). */
export function standingTone(standing: Standing, better: Better): 'good' | 'on' | 'bad' | 'none' {
  if (standing === 'none') return 'none';
  if (standing === 'on') return 'on';
  return (standing === 'above') === (better === 'higher') ? 'good' : 'bad';
}

/** The groups the page shows the fields in. */
export type Section = 'Fleet' | 'Rides' | 'Revenue' | 'Vehicles' | 'Riders' | (typeof SHIFT_LABELS)[Shift];

export interface ComparisonRow {
  section: Section;
  key: string;
  label: string;
  set: number | null;
  /** Null when there was nothing to measure (no rated ride, no urgent wait). */
  actual: number | null;
  better: Better;
  format: Format;
  standing: Standing;
  /** Actual as a percentage of set (2 decimals); null when nothing was set. */
  achieved: number | null;
}

const SECTION_OF: Record<string, Section> = {
  assigned: 'Fleet',
  operating: 'Fleet',
  activeRatio: 'Vehicles',
  active: 'Vehicles',
  urgentRatio: 'Vehicles',
  urgent: 'Vehicles',
  awaitngInspectionMinutesAverage: 'Vehicles',
  ratio: 'Rides',
  ratioTargetComms: 'Rides',
  rides: 'Rides',
  riders: 'Riders',
  newUsers: 'Riders',
  ratingsAboveOrEqualFourPercentage: 'Riders',
  morning: 'Morning',
  night: 'Night',
  overnight: 'Overnight',
};

function row(
  key: string,
  label: string,
  set: number | null,
  actual: number | null,
  better: Better,
  format: Format,
): ComparisonRow {
  const standing = targetStanding(actual, set);
  const section = SECTION_OF[key] ?? SECTION_OF[key.split('.')[0]!] ?? 'Revenue';
  return {
    section,
    key,
    label,
    set,
    actual,
    better,
    format,
    standing,
    achieved: set && actual !== null ? roundTo((actual / set) * 100) : null,
  };
}

/** Every field, set beside actual, in the order the page shows them. */
export function compareTarget(set: TargetSetFigures, actual: TargetActualFigures): ComparisonRow[] {
  const perRide = safeRatio(set.totalREV, set.rides);
  const lostSet = roundTo((set.totalREV * set.lostREVSPercentage) / 100);
  const rows: ComparisonRow[] = [
    row('assigned', 'Assigned vehicles', set.assigned, actual.assigned, 'higher', 'decimal'),
    row('operating', 'Operating vehicles', set.operating, actual.operating, 'higher', 'decimal'),
    row('ratio', 'Ratio (rides per operating vehicle a day)', set.ratio, actual.ratio, 'higher', 'decimal'),
    row(
      'ratioTargetComms',
      'Ratio target for communications',
      set.ratioTargetComms,
      actual.ratio,
      'higher',
      'decimal',
    ),
    row('rides', 'Rides', set.rides, actual.rides, 'higher', 'count'),
    row('totalRPV', 'Total RPV', set.totalRPV, actual.totalRPV, 'higher', 'money'),
    row('actRPV', 'Actual RPV', set.totalRPV, actual.actRPV, 'higher', 'money'),
    row('netRPV', 'Net RPV', set.totalRPV, actual.netRPV, 'higher', 'money'),
    row('totalREV', 'Total revenue', set.totalREV, actual.totalREV, 'higher', 'money'),
    row('actREV', 'Actual revenue', set.totalREV, actual.actREV, 'higher', 'money'),
    row('netREVS', 'Net revenue', set.totalREV, actual.netREVS, 'higher', 'money'),
    row('actREVPerRide', 'Actual revenue per ride', perRide, actual.actREVPerRide, 'higher', 'money'),
    row('netREVPerRide', 'Net revenue per ride', perRide, actual.netREVPerRide, 'higher', 'money'),
    row('actualSettled', 'Settled negative balances', null, actual.actualSettled, 'higher', 'money'),
    row('netSettled', 'Settled negative balances, collected', null, actual.netSettled, 'higher', 'money'),
    row(
      'actualSettledREV',
      'Actual revenue with settled',
      set.totalREV,
      actual.actualSettledREV,
      'higher',
      'money',
    ),
    row('netSettledREV', 'Net revenue with settled', set.totalREV, actual.netSettledREV, 'higher', 'money'),
    row('lostREVS', 'Lost revenue', lostSet, actual.lostREVS, 'lower', 'money'),
    row(
      'lostREVSPercentage',
      'Lost revenue %',
      set.lostREVSPercentage,
      actual.lostREVSPercentage,
      'lower',
      'percent',
    ),
    row('activeRatio', 'Active ratio', set.activeRatio, actual.activeRatio, 'higher', 'ratio'),
    row('active', 'Active vehicles', set.active, actual.active, 'higher', 'decimal'),
    row('urgentRatio', 'Urgent ratio', set.urgentRatio, actual.urgentRatio, 'lower', 'ratio'),
    row('urgent', 'Urgent vehicles', set.urgent, actual.urgent, 'lower', 'decimal'),
    row(
      'awaitngInspectionMinutesAverage',
      'Awaiting inspection (min, average)',
      set.awaitngInspectionMinutesAverage,
      actual.awaitngInspectionMinutesAverage,
      'lower',
      'minutes',
    ),
    row('riders', 'Riders', set.riders, actual.riders, 'higher', 'count'),
    row('newUsers', 'New users', set.newUsers, actual.newUsers, 'higher', 'count'),
    row(
      'ratingsAboveOrEqualFourPercentage',
      'Ratings ≥ 4 %',
      set.ratingsAboveOrEqualFourPercentage,
      actual.ratingsAboveOrEqualFourPercentage,
      'higher',
      'percent',
    ),
  ];
  for (const shift of SHIFTS) {
    const figures = actual.shifts.find((s) => s.shift === shift) ?? {
      shift,
      active: 0,
      urgent: 0,
      awaitingInspectionMinutes: null,
    };
    // The section names the shift (SHIFT_LABELS); the hours are in shifts.ts.
    rows.push(
      row(`${shift}.active`, 'Active vehicles (average)', set.active, figures.active, 'higher', 'decimal'),
      row(`${shift}.urgent`, 'Urgent vehicles (average)', set.urgent, figures.urgent, 'lower', 'decimal'),
      row(
        `${shift}.awaiting`,
        'Awaiting inspection (min, average)',
        set.awaitngInspectionMinutesAverage,
        figures.awaitingInspectionMinutes,
        'lower',
        'minutes',
      ),
    );
  }
  return rows;
}

/**
 * The set side for the days counted: rides and revenue follow the days (02 §5), and so do the
 * month's counts of riders and new users (a share of the month's target for the days gone).
 */
export function setForDays(
  inputs: TargetSetInputs,
  derived: TargetDerived,
  days: number,
  fullDays: number,
): TargetSetFigures {
  const share = fullDays === 0 ? 0 : days / fullDays;
  return {
    ...inputs,
    ...derived,
    riders: roundTo(inputs.riders * share),
    newUsers: roundTo(inputs.newUsers * share),
  };
}
