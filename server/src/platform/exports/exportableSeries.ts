import { z } from 'zod';
import { SERIES_TIME_UNITS } from '@ops/shared/analytics/buckets';
import type { Series } from '@ops/shared/analytics/selection';
import { LIST_MESSAGES, type Parsed } from '@ops/shared/lists/listRequest';
import type { Gate } from '@ops/shared/rules/permissions/catalogue';
import type { Db } from '../db/client';

/** One analytics series POST /export can write (module 'analytics'): which query's gate it has, and how it reads its arguments and runs. */
export interface ExportableSeries {
  /** The GraphQL query the page shows this series with; its @gate is the series' gate. */
  query: string;
  gate: Gate;
  /** The series' arguments (everything in the filters but `series` and `areas`), read or refused in words. */
  prepare(args: Record<string, unknown>): Parsed<{ title: string; run: (db: Db) => Promise<Series> }>;
}

/** Every analytics series POST /export can write, by its name (platform/modules/registry.ts exportableSeriesOf gathers it). */
export type SeriesRegistry = ReadonlyMap<string, ExportableSeries>;

/** The arguments every series query takes (02 §7: startDate, endDate, type). */
export const SERIES_ARGS = z.strictObject({
  startDate: z.string({ error: 'Please select start date!' }),
  endDate: z.string({ error: 'Please select end date!' }),
  type: z.enum(SERIES_TIME_UNITS, { error: 'Data resolution must be DAYS, WEEKS or MONTH' }),
});

/** A `figure` argument: one of the keys of a series' figure titles. */
export const figuresOf = <K extends string>(titles: Record<K, string>) =>
  z.enum(Object.keys(titles) as [K, ...K[]]);

/** One exportable series: its query and gate, its argument schema, its sheet title and how to run it. */
export function exportable<A>(entry: {
  query: string;
  gate: Gate;
  args: z.ZodType<A>;
  title: string | ((args: A) => string);
  run: (db: Db, args: A) => Promise<Series>;
}): ExportableSeries {
  return {
    query: entry.query,
    gate: entry.gate,
    prepare(raw) {
      const parsed = entry.args.safeParse(raw);
      if (!parsed.success) {
        // In the list kit's words, so a bad analytics export reads like a bad list export.
        const issue = parsed.error.issues[0]!;
        if (issue.code === 'unrecognized_keys')
          return { ok: false, error: LIST_MESSAGES.unknownFilter(issue.keys) };
        const key = issue.path.map(String).join('.');
        return { ok: false, error: key ? LIST_MESSAGES.badFilter(key, issue.message) : issue.message };
      }
      const args = parsed.data;
      return {
        ok: true,
        value: {
          title: typeof entry.title === 'function' ? entry.title(args) : entry.title,
          run: (db) => entry.run(db, args),
        },
      };
    },
  };
}
