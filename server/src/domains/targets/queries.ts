import { and, asc, eq, gte, lte, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { cairoDay } from '@ops/shared/analytics/buckets';
import { DATE_RANGE_MESSAGES } from '@ops/shared/rules/dateRange';
import { EXPORT_MESSAGES } from '@ops/shared/rules/exportRules';
import { targetMonthError } from '@ops/shared/rules/targetValues';
import type { Deps } from '../../platform/deps';
import { areas } from '../areas';
import type { Db, Tx } from '../../platform/db/client';
import { UserError } from '../../platform/errors';
import { users } from '../../platform/session/tables';
import { presentTarget, type TargetView } from './present';
import { targets } from './tables';

const editor = alias(users, 'target_editor');

/** Refuses a month the schema's Int cannot rule out (month 13, year 20266) in words. */
export function checkMonth(year: number, month: number): void {
  const message = targetMonthError(year, month);
  if (message) throw new UserError(message);
}

/** The targets whose (year, month) matches `where`, by area name then month, presented. */
async function loadTargets(db: Db | Tx, where: SQL | undefined): Promise<TargetView[]> {
  const rows = await db
    .select({
      target: targets,
      areaName: areas.name,
      editorId: editor.id,
      editorName: editor.name,
      editorPhone: editor.phoneNumber,
    })
    .from(targets)
    .innerJoin(areas, eq(areas.id, targets.areaId))
    .leftJoin(editor, eq(editor.id, targets.updatedById))
    .where(where)
    .orderBy(asc(targets.year), asc(targets.month), asc(areas.name));
  return rows.map((row) =>
    presentTarget(
      row.target,
      row.areaName,
      row.editorId
        ? { _id: row.editorId, name: row.editorName ?? '', phoneNumber: row.editorPhone ?? '' }
        : null,
    ),
  );
}

export function loadMonth(db: Db | Tx, year: number, month: number): Promise<TargetView[]> {
  return loadTargets(db, and(eq(targets.year, year), eq(targets.month, month)));
}

/** getTargetInMonth (target.SET, in the schema): the grid's rows; none set is an empty list. */
export async function getTargetInMonth(
  deps: Deps,
  args: { year: number; month: number },
): Promise<TargetView[]> {
  checkMonth(args.year, args.month);
  return loadMonth(deps.db, args.year, args.month);
}

const PLAIN_DATE = /^\d{4}-\d{2}-\d{2}$/;
export const DISPLAY_MAX_DAYS = 366;
export const DISPLAY_RANGE_MESSAGE = `Please choose at most ${DISPLAY_MAX_DAYS} days.`;

/** A plain date stays; an ISO time (02 §5: ranges go as start-of-day to end-of-day times) is read on the Cairo calendar. */
function dayOf(value: string): string {
  if (PLAIN_DATE.test(value)) return value;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? '' : cairoDay(instant);
}

/**
 * getTragetForDisplay(startDate, endDate) (target.VIEW; the spec's spelling): the targets of
 * every month the Cairo calendar dates touch, for views that show targets over a date range
 * (the dashboard's progress).
 */
export async function getTragetForDisplay(
  deps: Deps,
  args: { startDate: string; endDate: string },
): Promise<TargetView[]> {
  const start = dayOf(args.startDate);
  const end = dayOf(args.endDate);
  if (!PLAIN_DATE.test(start) || Number.isNaN(Date.parse(start)))
    throw new UserError(DATE_RANGE_MESSAGES.startMissing);
  if (!PLAIN_DATE.test(end) || Number.isNaN(Date.parse(end)))
    throw new UserError(DATE_RANGE_MESSAGES.endMissing);
  if (start > end) throw new UserError(EXPORT_MESSAGES.order);
  if ((Date.parse(end) - Date.parse(start)) / 86_400_000 >= DISPLAY_MAX_DAYS)
    throw new UserError(DISPLAY_RANGE_MESSAGE);
  // month_date is the first of the month: the months touched are those from start's month to end.
  const firstMonth = `${start.slice(0, 7)}-01`;
  return loadTargets(deps.db, and(gte(targets.monthDate, firstMonth), lte(targets.monthDate, end)));
}
