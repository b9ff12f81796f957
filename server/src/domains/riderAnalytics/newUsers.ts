import { sql } from 'drizzle-orm';
import type { TimeUnit } from '@ops/shared/analytics/buckets';
import { seriesFromDays, type AnalyticsSeries, analyticsRange } from '../analytics';
import type { Deps } from '../../platform/deps';
import { queryRows } from '../../platform/db/client';
import { dayAreaValues } from './areaRows';

export interface RangeArgs {
  startDate?: string | null;
  endDate?: string | null;
  type?: TimeUnit | null;
}

/** getUsersByDuration: new riders per bucket by area, summed from user_registrations_daily. */
export async function usersByDuration(deps: Pick<Deps, 'db'>, args: RangeArgs): Promise<AnalyticsSeries> {
  const range = analyticsRange(args.startDate ?? '', args.endDate ?? '', args.type);
  const rows = await dayAreaValues(
    deps.db,
    sql`
    SELECT to_char(day, 'YYYY-MM-DD') AS day, area_id, sum(users) AS value
      FROM user_registrations_daily
     WHERE day BETWEEN ${range.startDay}::date AND ${range.endDay}::date
     GROUP BY day, area_id`,
  );
  return seriesFromDays(rows, range.startDay, range.endDay, range.unit);
}

export interface LanguageCount {
  ar: number;
  en: number;
}

/**
 * languageUsersCount (ar, en). With a range: the riders who signed up in it, from the aggregate.
 * Without one: every rider as the users table holds them now (one count over an index), so a
 * language changed today counts at once.
 */
export async function languageUsersCount(
  deps: Pick<Deps, 'db'>,
  args: { startDate?: string | null; endDate?: string | null },
): Promise<LanguageCount> {
  let query = sql`SELECT lang, count(*) AS users FROM users WHERE type = 'user' GROUP BY lang`;
  if (args.startDate || args.endDate) {
    const range = analyticsRange(args.startDate ?? '', args.endDate ?? '');
    query = sql`SELECT lang, sum(users) AS users FROM user_registrations_daily
                 WHERE day BETWEEN ${range.startDay}::date AND ${range.endDay}::date GROUP BY lang`;
  }
  const rows = await queryRows<{ lang: string; users: number | string }>(deps.db, query);
  const of = (lang: string): number => Number(rows.find((row) => row.lang === lang)?.users ?? 0);
  return { ar: of('ar'), en: of('en') };
}
