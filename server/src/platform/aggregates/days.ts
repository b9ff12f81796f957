import { sql, type SQL } from 'drizzle-orm';

/** Calendar arithmetic on 'YYYY-MM-DD' Cairo days (the aggregates' key), in UTC to stay exact. */
const DAY_MS = 86_400_000;

const toMs = (day: string): number => Date.parse(`${day}T00:00:00Z`);
const fromMs = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

export function addDays(day: string, n: number): string {
  return fromMs(toMs(day) + n * DAY_MS);
}

export function daysBetween(fromDay: string, toDay: string): number {
  return Math.round((toMs(toDay) - toMs(fromDay)) / DAY_MS);
}

/** Sorted, distinct days folded into inclusive runs of consecutive days: one refresh per run. */
export function dayRuns(days: readonly string[]): Array<[string, string]> {
  const sorted = [...new Set(days)].sort();
  const runs: Array<[string, string]> = [];
  for (const day of sorted) {
    const last = runs[runs.length - 1];
    if (last && addDays(last[1], 1) === day) last[1] = day;
    else runs.push([day, day]);
  }
  return runs;
}

/** [fromDay, toDay] cut at calendar months: the rebuild's steps (each one transaction). */
export function monthSteps(fromDay: string, toDay: string): Array<[string, string]> {
  const steps: Array<[string, string]> = [];
  let start = fromDay;
  while (start <= toDay) {
    const [y, m] = start.split('-').map(Number);
    const monthEnd = fromMs(Date.UTC(y!, m!, 1) - DAY_MS);
    const end = monthEnd < toDay ? monthEnd : toDay;
    steps.push([start, end]);
    start = addDays(end, 1);
  }
  return steps;
}

/** SQL: the first instant of Cairo day `day`. `column >= dayStart(from) AND column < dayStart(to + 1)` selects whole days. */
export function cairoDayStart(day: string): SQL {
  return sql`((${day}::date)::timestamp AT TIME ZONE 'Africa/Cairo')`;
}

/** SQL: the Cairo day of a timestamptz column, as 'YYYY-MM-DD' text. */
export function cairoDayOf(column: SQL): SQL<string> {
  return sql<string>`to_char(${column} AT TIME ZONE 'Africa/Cairo', 'YYYY-MM-DD')`;
}

/** SQL: the first instant after Cairo day `day` (the next day's start: DST days are 23 or 25 hours). */
export function cairoDayEnd(day: string): SQL {
  return sql`(((${day}::date) + 1)::timestamp AT TIME ZONE 'Africa/Cairo')`;
}
