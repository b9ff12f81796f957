import { sql, type SQL } from 'drizzle-orm';
import type { TimeUnit } from '@ops/shared/analytics/buckets';
import type { AnalyticsRange } from '../analytics';

// SQL pieces of the rider analytics over a range read by analytics/range.ts (the one reader).

/** `column` (timestamptz) falls on a Cairo day of the range: the bounds are computed once, so an index on the column serves. */
export function withinDays(column: SQL, range: Pick<AnalyticsRange, 'startDay' | 'endDay'>): SQL {
  return sql`${column} >= ((${range.startDay}::date)::timestamp AT TIME ZONE 'Africa/Cairo')
    AND ${column} < ((${range.endDay}::date + 1)::timestamp AT TIME ZONE 'Africa/Cairo')`;
}

/** The Cairo day of a timestamptz column. */
export function cairoDaySql(column: SQL): SQL {
  return sql`(${column} AT TIME ZONE 'Africa/Cairo')::date`;
}

/** The first day of the bucket holding a date expression (the day, the Monday, the 1st). */
export function bucketStartSql(day: SQL, unit: TimeUnit): SQL {
  switch (unit) {
    case 'DAYS':
      return day;
    case 'WEEKS':
      return sql`date_trunc('week', ${day})::date`;
    case 'MONTH':
      return sql`date_trunc('month', ${day})::date`;
  }
}

/** The label `bucketOf` gives the bucket starting on a date expression ('YYYY-MM-DD', or 'YYYY-MM' for months). */
export function bucketLabelSql(bucketStart: SQL, unit: TimeUnit): SQL {
  return unit === 'MONTH'
    ? sql`to_char(${bucketStart}, 'YYYY-MM')`
    : sql`to_char(${bucketStart}, 'YYYY-MM-DD')`;
}
