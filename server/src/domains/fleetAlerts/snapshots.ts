import { sql, type SQL } from 'drizzle-orm';
import { DATE_RANGE_MESSAGES } from '@ops/shared/rules/dateRange';
import { EXPORT_MESSAGES } from '@ops/shared/rules/exportRules';
import type { Deps } from '../../platform/deps';
import { queryRows, type Db } from '../../platform/db/client';
import { UserError } from '../../platform/errors';
import { timedRun } from '../../platform/observability/jobRuns';
import { areasOf } from './limits';

/** The job's period: one snapshot an hour (the counter shows each day's last one). */
export const SNAPSHOT_PERIOD_MS = 60 * 60 * 1000;
export const COUNTER_MAX_DAYS = 366;
export const COUNTER_RANGE_MESSAGE = `Please choose at most ${COUNTER_MAX_DAYS} days.`;
const PLAIN_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Counts the fleet per area and status now, under the hour it was taken in: a second run in
 * the same hour (a restart, a second API process) replaces that hour's counts, never adds.
 */
export async function takeVehicleSnapshot(deps: Pick<Deps, 'db' | 'clock'>): Promise<Date> {
  const hour = new Date(Math.floor(deps.clock.now().getTime() / SNAPSHOT_PERIOD_MS) * SNAPSHOT_PERIOD_MS);
  await deps.db.execute(
    // active / operating / urgent feed the targets' actuals (targets/actuals.ts).
    sql`INSERT INTO vehicle_status_snapshots (taken_at, area_id, status, count, active, operating, urgent)
        SELECT ${hour}, coalesce(area_id, ''), status, count(*),
               count(*) FILTER (WHERE NOT is_in_storage),
               count(*) FILTER (WHERE NOT is_in_storage AND NOT disabled AND status <> 'off'),
               count(*) FILTER (WHERE is_urgent)
          FROM vehicles GROUP BY 2, 3
        ON CONFLICT (taken_at, area_id, status) DO UPDATE
          SET count = excluded.count, active = excluded.active, operating = excluded.operating, urgent = excluded.urgent`,
  );
  return hour;
}

/** Takes a snapshot now and then every hour until stopped; a failed run is logged and retried next hour. */
export function startSnapshotJob(deps: Pick<Deps, 'db' | 'clock' | 'log' | 'jobRuns'>): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = timedRun(deps.jobRuns, 'vehicle_snapshot', () => takeVehicleSnapshot(deps)).catch(
      (error: unknown) => deps.log.error({ err: error }, 'vehicle snapshot failed'),
    );
  };
  run();
  const timer = setInterval(run, SNAPSHOT_PERIOD_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

interface CounterRow {
  day: string;
  taken_at: Date | string;
  area_id: string;
  area_name: string | null;
  on: number | string;
  ready: number | string;
  off: number | string;
}

/** The Counter's range rules (02 §4: plain dates), with their messages. */
export function readPlainDates(startDate: string, endDate: string): void {
  if (!PLAIN_DATE.test(startDate)) throw new UserError(DATE_RANGE_MESSAGES.startMissing);
  if (!PLAIN_DATE.test(endDate)) throw new UserError(DATE_RANGE_MESSAGES.endMissing);
  const start = Date.parse(`${startDate}T00:00:00Z`);
  const end = Date.parse(`${endDate}T00:00:00Z`);
  if (Number.isNaN(start)) throw new UserError(DATE_RANGE_MESSAGES.startMissing);
  if (Number.isNaN(end)) throw new UserError(DATE_RANGE_MESSAGES.endMissing);
  if (start > end) throw new UserError(EXPORT_MESSAGES.order);
  if ((end - start) / 86_400_000 >= COUNTER_MAX_DAYS) throw new UserError(COUNTER_RANGE_MESSAGE);
}

/**
 * /app/vehicles/counter (02 §4: the Counter sends plain dates): for each Cairo day of the
 * range, the day's last snapshot, one row per area with its on / ready / off counts.
 */
export async function getVehiclesSnapshotCounter(
  deps: Deps,
  args: { startDate: string; endDate: string; area?: string[] | null },
) {
  readPlainDates(args.startDate, args.endDate);
  return snapshotCounts(deps.db, { days: args, area: args.area });
}

export interface CounterDays {
  startDate: string;
  endDate: string;
}

/** The Counter's rows for days already read (every day when null) and the chosen areas (every area when none is chosen). */
export async function snapshotCounts(
  db: Db,
  { days, area }: { days: CounterDays | null; area?: readonly string[] | null },
) {
  const rows = await queryRows<CounterRow>(db, counterSql(days, areasOf(area)));
  return rows.map((row) => {
    const on = Number(row.on);
    const ready = Number(row.ready);
    const off = Number(row.off);
    return {
      date: row.day,
      takenAt: new Date(row.taken_at).toISOString(),
      area: row.area_id ? { _id: row.area_id, name: row.area_name ?? '' } : null,
      on,
      ready,
      off,
      total: on + ready + off,
    };
  });
}

/** The Counter's SQL: for each Cairo day of `days` (every day when null), its last snapshot's counts per area. */
export function counterSql(days: CounterDays | null, areaIds: readonly string[] | null): SQL {
  // With a range, each day's last snapshot time is one backward probe of the key's index
  // (taken_at first) instead of grouping every snapshot of the range (≈ 700 rows a day).
  const last = days
    ? sql`SELECT d.day, m.taken_at
            FROM generate_series(${days.startDate}::date, ${days.endDate}::date, interval '1 day') AS g(at)
            CROSS JOIN LATERAL (SELECT g.at::date AS day) d
            CROSS JOIN LATERAL (
              SELECT max(taken_at) AS taken_at FROM vehicle_status_snapshots
               WHERE taken_at >= (d.day::timestamp AT TIME ZONE 'Africa/Cairo')
                 AND taken_at < ((d.day + 1)::timestamp AT TIME ZONE 'Africa/Cairo')) m
           WHERE m.taken_at IS NOT NULL`
    : sql`SELECT (taken_at AT TIME ZONE 'Africa/Cairo')::date AS day, max(taken_at) AS taken_at
            FROM vehicle_status_snapshots GROUP BY 1`;
  return sql`WITH last AS (${last})
        SELECT l.day::text AS day, l.taken_at, s.area_id, a.name AS area_name,
               coalesce(sum(s.count) FILTER (WHERE s.status = 'on'), 0) AS on,
               coalesce(sum(s.count) FILTER (WHERE s.status = 'ready'), 0) AS ready,
               coalesce(sum(s.count) FILTER (WHERE s.status = 'off'), 0) AS off
          FROM last l
          JOIN vehicle_status_snapshots s ON s.taken_at = l.taken_at
          LEFT JOIN areas a ON a.id = s.area_id
         ${
           areaIds
             ? sql`WHERE s.area_id IN (${sql.join(
                 areaIds.map((id) => sql`${id}`),
                 sql`, `,
               )})`
             : sql``
         }
         GROUP BY l.day, l.taken_at, s.area_id, a.name
         ORDER BY l.day DESC, a.name NULLS LAST`;
}
