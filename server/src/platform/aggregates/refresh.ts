import { sql } from 'drizzle-orm';
import { cairoDay } from '@ops/shared/analytics/buckets';
import type { Deps } from '../deps';
import type { AggregateDefinition } from './definition';
import { dayRuns, daysBetween, monthSteps } from './days';
import { readWatermark, writeWatermark } from './watermarks';
import { beginRefresh } from './lock';
import type { Db } from '../db/client';
import { yieldToRequests } from '../observability/jobRuns';

/**
 * How far before the watermark a tick looks again. A transaction that commits late carries a
 * created_at/updated_at older than its commit (the time was read when it started), and the
 * app's and the database's clocks may differ; refreshing a day twice changes nothing, so the
 * overlap costs only the re-reading of a few recent days.
 */
export const SAFETY_MARGIN_MS = 5 * 60_000;

export interface TickReport {
  name: string;
  /** Days recomputed this tick. */
  days: number;
  /** True when the definition had no watermark and was built in full. */
  full: boolean;
  /** Why its refresh failed (its watermark did not move). */
  error?: string;
}

/**
 * One tick for each definition: the days whose raw rows were written since the watermark
 * (minus the margin) are recomputed, then the watermark moves to this tick's start. A
 * definition never refreshed before (a new table, a fresh database) is built in full first.
 * The watermark moves only after its refresh succeeded, so a failed refresh is retried whole
 * next tick; a definition that fails does not hold the others back (its report says why).
 */
export async function refreshTick(
  deps: Pick<Deps, 'db' | 'clock'>,
  definitions: readonly AggregateDefinition[],
): Promise<TickReport[]> {
  const reports: TickReport[] = [];
  for (const definition of definitions) {
    // Each table's refresh is its own batch: requests that came in meanwhile go first (issue 24).
    await yieldToRequests();
    try {
      reports.push(await refreshOne(deps, definition));
    } catch (error) {
      reports.push({
        name: definition.name,
        days: 0,
        full: false,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return reports;
}

async function refreshOne(
  deps: Pick<Deps, 'db' | 'clock'>,
  definition: AggregateDefinition,
): Promise<TickReport> {
  const startedAt = deps.clock.now();
  const watermark = await readWatermark(deps.db, definition.name);
  if (!watermark) {
    const days = await rebuildDefinition(deps, definition);
    await writeWatermark(deps.db, definition.name, startedAt);
    // As after rebuildAll: PGlite has no autovacuum to give the planner the new table's row counts.
    await analyze(deps.db, definition);
    await definition.afterRefresh?.(deps.db, { previous: null, at: startedAt, changed: true });
    return { name: definition.name, days, full: true };
  }
  const changed = await definition.changedDays(deps.db, new Date(watermark.getTime() - SAFETY_MARGIN_MS));
  for (const [fromDay, toDay] of dayRuns(changed)) {
    await yieldToRequests();
    await refreshRange(deps.db, definition, fromDay, toDay);
  }
  await writeWatermark(deps.db, definition.name, startedAt);
  await definition.afterRefresh?.(deps.db, {
    previous: watermark,
    at: startedAt,
    changed: changed.length > 0,
  });
  return { name: definition.name, days: changed.length, full: false };
}

async function analyze(db: Db, definition: AggregateDefinition): Promise<void> {
  await db.execute(sql`ANALYZE ${sql.identifier(definition.table)}`);
}

/**
 * Every refresh the job and the rebuild make goes through here: the definition's refreshDays in a
 * transaction that first takes the table's turn (lock.ts), so refreshes of one table never run
 * at once, whatever the definition does inside (its own transaction becomes a savepoint).
 */
export async function refreshRange(
  db: Db,
  definition: AggregateDefinition,
  fromDay: string,
  toDay: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await beginRefresh(tx, definition.table);
    await definition.refreshDays(tx, fromDay, toDay);
  });
}

export interface RebuildProgress {
  name: string;
  fromDay: string;
  toDay: string;
  ms: number;
}

/**
 * Recomputes one definition from its first day to today, a calendar month per transaction
 * (so a rebuild of years never holds one huge transaction). Returns the number of days.
 */
export async function rebuildDefinition(
  deps: Pick<Deps, 'db' | 'clock'>,
  definition: AggregateDefinition,
  onProgress: (progress: RebuildProgress) => void = () => undefined,
): Promise<number> {
  const first = await definition.firstDay(deps.db);
  const today = cairoDay(deps.clock.now());
  // Rows outside the raw tables' days (raw rows removed since) go: the rebuild is the raw tables' answer.
  const table = sql.identifier(definition.table);
  if (!first) {
    await deps.db.execute(sql`DELETE FROM ${table}`);
    return 0;
  }
  await deps.db.execute(sql`DELETE FROM ${table} WHERE day < ${first}::date OR day > ${today}::date`);
  let days = 0;
  for (const [fromDay, toDay] of monthSteps(first, today)) {
    const began = performance.now();
    await refreshRange(deps.db, definition, fromDay, toDay);
    onProgress({ name: definition.name, fromDay, toDay, ms: performance.now() - began });
    days += daysBetween(fromDay, toDay) + 1;
  }
  return days;
}

/**
 * `npm run analytics:rebuild`: every definition from its first day, then its watermark set to
 * the rebuild's start (writes during the rebuild are picked up by the next tick's margin).
 */
export async function rebuildAll(
  deps: Pick<Deps, 'db' | 'clock'>,
  definitions: readonly AggregateDefinition[],
  onProgress?: (progress: RebuildProgress) => void,
): Promise<void> {
  for (const definition of definitions) {
    const startedAt = deps.clock.now();
    const previous = await readWatermark(deps.db, definition.name);
    await rebuildDefinition(deps, definition, onProgress);
    await writeWatermark(deps.db, definition.name, startedAt);
    // The table was rewritten whole: the planner's row counts of it are fresh at once, not
    // when autovacuum comes by (a 3-month read planned for 4 rows sorted 6,000).
    await analyze(deps.db, definition);
    await definition.afterRefresh?.(deps.db, { previous, at: startedAt, changed: true });
  }
}
