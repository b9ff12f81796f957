import { sql } from 'drizzle-orm';
import type { RefreshDone } from '../../platform/aggregates/definition';
import { readWatermark } from '../../platform/aggregates/watermarks';
import { queryRows, type Db } from '../../platform/db/client';
import { memoOf } from '../../platform/db/memo';
import { withDatabasePriority } from '../../platform/db/priority';

/** 'YYYY-MM' → 'YYYY-MM' → riders. */
export type MonthGrid = ReadonlyMap<string, ReadonlyMap<string, number>>;

/**
 * rider_cohort_months summed up whole, a few hundred numbers (issue 24): the Cohorts page read
 * the table's rows on every view (a row per rider and month ridden: 100,000 at 200,000 rides,
 * seconds on the embedded database while an agent's transactions waited behind them).
 */
export interface CohortSummary {
  /** Sign-up month → month ridden → riders with an ended ride that month. */
  cells: MonthGrid;
  /** Sign-up month → the month of a rider's last ended ride → riders: "rode since month m" sums the months ≥ m. */
  lastRides: MonthGrid;
  /** The watermark the figures are true at; null when the job never refreshed the table. */
  refreshedAt: Date | null;
}

const MEMO_KEY = 'riderAnalytics.cohortSummary';
/** The aggregate definition's name (aggregates/cohortMonths.ts), its watermark's key. */
export const RIDER_COHORTS = 'rider cohorts';

interface Slot {
  summary: CohortSummary | null;
  /** The computation under way, so concurrent views and the job share one. */
  computing: Promise<CohortSummary> | null;
}

function slotOf(db: Db): Slot {
  const memo = memoOf(db);
  let slot = memo.get(MEMO_KEY) as Slot | undefined;
  if (!slot) {
    slot = { summary: null, computing: null };
    memo.set(MEMO_KEY, slot);
  }
  return slot;
}

function grid(rows: Array<{ month: string; other: string; riders: number | string }>): MonthGrid {
  const result = new Map<string, Map<string, number>>();
  for (const row of rows) {
    let months = result.get(row.month);
    if (!months) result.set(row.month, (months = new Map()));
    months.set(row.other, Number(row.riders));
  }
  return result;
}

/** Reads the table whole, with the watermark, in one snapshot. */
async function compute(db: Db): Promise<CohortSummary> {
  return db.transaction(
    async (tx) => {
      const [mark] = await queryRows<{ refreshed_at: string | Date }>(
        tx,
        sql`SELECT refreshed_at FROM aggregate_watermarks WHERE name = ${RIDER_COHORTS}`,
      );
      // Ordered by (signup_month, day), the index hands rows grouped: no sort, no hash of riders.
      const cells = await queryRows<{ month: string; other: string; riders: number | string }>(
        tx,
        sql`
        SELECT to_char(signup_month, 'YYYY-MM') AS month, to_char(date_trunc('month', day), 'YYYY-MM') AS other, count(*) AS riders
          FROM rider_cohort_months GROUP BY signup_month, date_trunc('month', day)`,
      );
      const lastRides = await queryRows<{ month: string; other: string; riders: number | string }>(
        tx,
        sql`
        SELECT to_char(signup_month, 'YYYY-MM') AS month, to_char(last_day, 'YYYY-MM') AS other, count(*) AS riders
          FROM (SELECT signup_month, user_id, max(day) AS last_day FROM rider_cohort_months GROUP BY signup_month, user_id) r
         GROUP BY signup_month, to_char(last_day, 'YYYY-MM')`,
      );
      return {
        cells: grid(cells),
        lastRides: grid(lastRides),
        refreshedAt: mark ? new Date(mark.refreshed_at) : null,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

function computeOnce(db: Db, slot: Slot): Promise<CohortSummary> {
  slot.computing ??= compute(db)
    .then((summary) => {
      // A slower computation must not replace a newer one's figures.
      if (
        !slot.summary ||
        (summary.refreshedAt?.getTime() ?? 0) >= (slot.summary.refreshedAt?.getTime() ?? 0)
      )
        slot.summary = summary;
      return summary;
    })
    .finally(() => {
      slot.computing = null;
    });
  return slot.computing;
}

function sameTime(a: Date | null, b: Date | null): boolean {
  return (a?.getTime() ?? null) === (b?.getTime() ?? null);
}

/**
 * The page's figures. Kept in memory per database and refreshed by the aggregate job
 * (`afterRefresh`), so a view reads the watermark and answers. When the watermark has moved past
 * the summary (another process ran the job), the view answers the summary it has, which says how
 * fresh it is, and a new one is made in the background. Before the job's first refresh there is
 * no watermark to trust a memory by: every view reads the table.
 */
export async function cohortSummary(db: Db): Promise<CohortSummary> {
  const slot = slotOf(db);
  const watermark = await readWatermark(db, RIDER_COHORTS);
  if (!watermark) return compute(db);
  const known = slot.summary;
  if (known && sameTime(known.refreshedAt, watermark)) return known;
  if (known && known.refreshedAt) {
    // Failures are not the viewer's: the next view tries again.
    void withDatabasePriority('background', () => computeOnce(db, slot)).catch(() => undefined);
    return known;
  }
  return computeOnce(db, slot);
}

/** The aggregate definition's afterRefresh: the job brings the summary to its new watermark. */
export async function afterCohortRefresh(db: Db, refreshed: RefreshDone): Promise<void> {
  const slot = slotOf(db);
  const known = slot.summary;
  if (!refreshed.changed && known && sameTime(known.refreshedAt, refreshed.previous)) {
    // Nothing was written since the figures were read: they are as true at the new watermark.
    slot.summary = { ...known, refreshedAt: refreshed.at };
    return;
  }
  // One begun before the watermark moved may be under way: its figures would be a tick old.
  const summary = await computeOnce(db, slot);
  if (!sameTime(summary.refreshedAt, refreshed.at)) await computeOnce(db, slot);
}
