import { sql, type SQL } from 'drizzle-orm';
import { cairoDayEnd, cairoDayStart } from '../../../platform/aggregates/days';

/**
 * Cairo calendar days in the aggregates' SQL (aggregates/days.ts has the text forms). `column`
 * is trusted SQL: a column name written in code, never input.
 */

/** The Cairo day of a timestamptz column, as a date (the aggregate tables' `day`). */
export function cairoDateOf(column: string): SQL {
  return sql.raw(`(${column} AT TIME ZONE 'Africa/Cairo')::date`);
}

/**
 * The column falls within the Cairo days [fromDay, toDay], written as a range on the column
 * itself so an index on it answers (a condition on the day expression would not).
 */
export function withinCairoDays(column: string, fromDay: string, toDay: string): SQL {
  const col = sql.raw(column);
  return sql`${col} >= ${cairoDayStart(fromDay)} AND ${col} < ${cairoDayEnd(toDay)}`;
}
