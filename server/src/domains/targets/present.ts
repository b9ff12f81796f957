import { roundTo } from '@ops/shared/rules/rounding';
import { daysInMonth, deriveTargetRow, type TargetSetInputs } from '@ops/shared/rules/targets';
import type { TargetRow } from './tables';

export interface TargetView extends TargetSetInputs {
  _id: string;
  year: number;
  month: number;
  monthDate: string;
  area: { _id: string; name: string };
  days: number;
  operating: number;
  ratioTargetComms: number;
  rides: number;
  totalREV: number;
  active: number;
  urgent: number;
  updatedAt: string;
  updatedBy: { _id: string; name: string; phoneNumber: string } | null;
}

/** What staff typed, in wire units (RPV in EGP). */
export function inputsOf(row: TargetRow): TargetSetInputs {
  return {
    assigned: row.assigned,
    operatingCap: row.operatingCap,
    ratio: row.ratio,
    totalRPV: roundTo(row.totalRpvPiasters / 100),
    activeRatio: row.activeRatio,
    urgentRatio: row.urgentRatio,
    riders: row.riders,
    newUsers: row.newUsers,
    awaitngInspectionMinutesAverage: row.awaitingInspectionMinutes,
    ratingsAboveOrEqualFourPercentage: row.ratingsFourPlusPercentage,
    lostREVSPercentage: row.lostRevPercentage,
  };
}

/**
 * The wire shape of a target for the whole month. The derived figures are computed from the
 * inputs on every read (the same shared function the grid uses), so a stored derived column
 * can never disagree with what the page shows.
 */
export function presentTarget(
  row: TargetRow,
  areaName: string,
  updatedBy: TargetView['updatedBy'],
): TargetView {
  const inputs = inputsOf(row);
  const days = daysInMonth(row.year, row.month);
  return {
    _id: row.id,
    year: row.year,
    month: row.month,
    monthDate: row.monthDate,
    area: { _id: row.areaId, name: areaName },
    days,
    ...inputs,
    ...deriveTargetRow(inputs, days),
    updatedAt: row.updatedAt.toISOString(),
    updatedBy,
  };
}
