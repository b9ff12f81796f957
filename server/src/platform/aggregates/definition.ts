import type { Db } from '../db/client';

/**
 * One daily-per-area aggregate table (issue 11, "Data at scale"). Each analytics domain adds
 * its definition to its `module.ts` (`aggregates`); the refresh job and the rebuild command run them all.
 *
 * The contract: `refreshDays` recomputes the table's rows for the Cairo days [fromDay, toDay]
 * from the raw tables (delete those days, insert what the raw tables say), so running it twice
 * or over a wider range changes nothing: incremental refresh of the days that changed and a
 * full rebuild give the same rows.
 */
export interface AggregateDefinition {
  /** Short name, for logs and the rebuild command's progress. */
  name: string;
  /** The aggregate table (keyed by day and area_id). */
  table: string;
  /** Recompute [fromDay, toDay] ('YYYY-MM-DD', inclusive) from the raw tables. */
  refreshDays(db: Db, fromDay: string, toDay: string): Promise<void>;
  /**
   * The Cairo days whose raw rows were written at or after `since` (by the rows' created/updated
   * timestamps), so the job refreshes only those.
   */
  changedDays(db: Db, since: Date): Promise<string[]>;
  /** The first day the raw tables hold, for a full rebuild; null when they are empty. */
  firstDay(db: Db): Promise<string | null>;
  /**
   * Optional: called once the watermark has moved (a tick or a rebuild), for a definition whose
   * readers keep a summary of its table in memory (memo.ts): `changed` is false when the tick
   * found nothing to refresh, so figures true at `previous` are still true at `at`.
   */
  afterRefresh?(db: Db, refreshed: RefreshDone): Promise<void>;
}

export interface RefreshDone {
  /** The watermark before (null: never refreshed). */
  previous: Date | null;
  /** The watermark now. */
  at: Date;
  changed: boolean;
}
