import { sql } from 'drizzle-orm';
import { cairoDay } from '@ops/shared/analytics/buckets';
import {
  setForDays,
  type TargetActualFigures,
  type TargetSetFigures,
} from '@ops/shared/rules/targetComparison';
import { daysInMonth, deriveTargetRow, monthDate, targetDays } from '@ops/shared/rules/targets';
import type { Deps } from '../../platform/deps';
import { queryRows, type Db } from '../../platform/db/client';
import { actualsByArea, type ActualWindow } from './actuals';
import { checkMonth, loadMonth } from './queries';

export interface TargetActualView {
  _id: string;
  year: number;
  month: number;
  monthDate: string;
  area: { _id: string; name: string };
  days: number;
  fullDays: number;
  set: TargetSetFigures;
  actual: TargetActualFigures;
}

/** Today on the Cairo calendar, as 02 §5's day count reads it. */
function cairoToday(now: Date): { year: number; month: number; day: number } {
  const [year, month, day] = cairoDay(now).split('-').map(Number);
  return { year: year!, month: month!, day: day! };
}

/**
 * The window the actuals cover: from the month's first Cairo midnight to the next month's, or
 * to now while the month runs (so "days up to today" and the data agree); empty before it begins.
 */
async function monthWindow(
  db: Db,
  year: number,
  month: number,
  now: Date,
  days: number,
): Promise<ActualWindow> {
  const [bounds] = await queryRows<{ start: Date | string; next: Date | string }>(
    db,
    sql`SELECT (${monthDate(year, month)}::date::timestamp AT TIME ZONE 'Africa/Cairo') AS start,
               ((${monthDate(year, month)}::date + interval '1 month')::timestamp AT TIME ZONE 'Africa/Cairo') AS next`,
  );
  const start = new Date(bounds!.start);
  const next = new Date(bounds!.next);
  return { start, end: new Date(Math.max(start.getTime(), Math.min(next.getTime(), now.getTime()))), days };
}

/** getTargetActualInMonth(year, month) (target.VIEW, in the schema): each area's target beside its actuals. */
export async function getTargetActualInMonth(
  deps: Deps,
  args: { year: number; month: number },
): Promise<TargetActualView[]> {
  checkMonth(args.year, args.month);
  const targets = await loadMonth(deps.db, args.year, args.month);
  if (targets.length === 0) return [];
  const now = deps.clock.now();
  const fullDays = daysInMonth(args.year, args.month);
  const days = targetDays(args.year, args.month, 'actual', cairoToday(now));
  const window = await monthWindow(deps.db, args.year, args.month, now, days);
  const actuals = await actualsByArea(
    deps.db,
    targets.map((t) => t.area._id),
    window,
    now,
  );
  return targets.map((target) => {
    const { _id, year, month, monthDate: first, area, ...rest } = target;
    const inputs = {
      assigned: rest.assigned,
      operatingCap: rest.operatingCap,
      ratio: rest.ratio,
      totalRPV: rest.totalRPV,
      activeRatio: rest.activeRatio,
      urgentRatio: rest.urgentRatio,
      riders: rest.riders,
      newUsers: rest.newUsers,
      awaitngInspectionMinutesAverage: rest.awaitngInspectionMinutesAverage,
      ratingsAboveOrEqualFourPercentage: rest.ratingsAboveOrEqualFourPercentage,
      lostREVSPercentage: rest.lostREVSPercentage,
    };
    return {
      _id,
      year,
      month,
      monthDate: first,
      area,
      days,
      fullDays,
      set: setForDays(inputs, deriveTargetRow(inputs, days), days, fullDays),
      actual: actuals.get(area._id)!,
    };
  });
}
