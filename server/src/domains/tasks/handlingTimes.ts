import { sql } from 'drizzle-orm';
import { TASK_TYPE_LABELS, taskCaseLabel } from '@ops/shared/rules/labels';
import { validateHandlingRange } from '@ops/shared/rules/taskSla';
import type { Deps } from '../../platform/deps';
import type { Db } from '../../platform/db/client';
import { queryRows } from '../../platform/db/client';
import { UserError } from '../../platform/errors';

export interface HandlingTimeRow {
  key: string;
  name: string;
  count: number;
  medianMinutes: number | null;
  p90Minutes: number | null;
}

export interface HandlingTimes {
  byAgent: HandlingTimeRow[];
  byType: HandlingTimeRow[];
  byCase: HandlingTimeRow[];
}

/**
 * Each task resolved in the range (Cairo days) once, with the agent who handled it and for how
 * long: from that agent's last 'assigned' entry before the 'resolved' one to the resolution.
 * Tasks resolved while nobody had taken them (the condition cleared in the queue) were handled
 * by no one and are left out. The history is the source: tasks keep no handling column.
 */
const handled = (startDate: string, endDate: string) => sql`
  SELECT t.type, t.main_case, a.user_id, a.user_name, extract(epoch FROM (r.date - a.date)) / 60.0 AS minutes
  FROM task_history r
  JOIN tasks t ON t.id = r.task_id
  JOIN LATERAL (
    SELECT h.user_id, h.user_name, h.date FROM task_history h
    WHERE h.task_id = r.task_id AND h.action = 'assigned' AND h.date <= r.date AND h.user_id IS NOT NULL
    ORDER BY h.date DESC, h.seq DESC LIMIT 1
  ) a ON true
  WHERE r.action = 'resolved'
    AND r.date >= (${startDate}::date)::timestamp AT TIME ZONE 'Africa/Cairo'
    AND r.date < ((${endDate}::date + 1)::timestamp AT TIME ZONE 'Africa/Cairo')`;

interface Aggregated {
  dim: 'agent' | 'type' | 'case';
  key: string;
  name: string | null;
  count: number;
  median: number | null;
  p90: number | null;
}

/** One statement: median and p90 by percentile_cont, per agent, per type and per main case. */
export async function handlingTimeRows(db: Db, startDate: string, endDate: string): Promise<Aggregated[]> {
  return queryRows<Aggregated>(
    db,
    sql`WITH handled AS (${handled(startDate, endDate)})
        SELECT 'agent' AS dim, user_id AS key, max(user_name) AS name, count(*)::int AS count,
               percentile_cont(0.5) WITHIN GROUP (ORDER BY minutes) AS median,
               percentile_cont(0.9) WITHIN GROUP (ORDER BY minutes) AS p90
        FROM handled GROUP BY user_id
        UNION ALL
        SELECT 'type', type, NULL, count(*)::int,
               percentile_cont(0.5) WITHIN GROUP (ORDER BY minutes), percentile_cont(0.9) WITHIN GROUP (ORDER BY minutes)
        FROM handled GROUP BY type
        UNION ALL
        SELECT 'case', main_case, NULL, count(*)::int,
               percentile_cont(0.5) WITHIN GROUP (ORDER BY minutes), percentile_cont(0.9) WITHIN GROUP (ORDER BY minutes)
        FROM handled WHERE main_case IS NOT NULL GROUP BY main_case`,
  );
}

const round2 = (value: number | string | null): number | null =>
  value === null ? null : Math.round(Number(value) * 100) / 100;

/** getTaskHandlingTimes: rows sorted by count (busiest first), then name. */
export async function getTaskHandlingTimes(
  deps: Pick<Deps, 'db'>,
  input: { startDate: string; endDate: string },
): Promise<HandlingTimes> {
  const invalid = validateHandlingRange(input.startDate, input.endDate);
  if (invalid) throw new UserError(invalid);
  const rows = await handlingTimeRows(deps.db, input.startDate, input.endDate);
  const of = (dim: Aggregated['dim'], name: (row: Aggregated) => string): HandlingTimeRow[] =>
    rows
      .filter((row) => row.dim === dim)
      .map((row) => ({
        key: row.key,
        name: name(row),
        count: Number(row.count),
        medianMinutes: round2(row.median),
        p90Minutes: round2(row.p90),
      }))
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  return {
    byAgent: of('agent', (row) => row.name ?? row.key),
    byType: of('type', (row) =>
      Object.hasOwn(TASK_TYPE_LABELS, row.key)
        ? TASK_TYPE_LABELS[row.key as keyof typeof TASK_TYPE_LABELS]
        : row.key,
    ),
    byCase: of('case', (row) => taskCaseLabel(row.key)),
  };
}
