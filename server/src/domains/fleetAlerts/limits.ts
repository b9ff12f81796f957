import { sql, type SQL } from 'drizzle-orm';
import { UserError } from '../../platform/errors';

/** An alert page shows at most this many rows (and says how many there are in all). */
export const ALERT_PAGE_MAX = 2000;
export const ALERT_PAGE_DEFAULT = 500;
export const ALERT_LIMIT_MESSAGE = `Please ask for between 1 and ${ALERT_PAGE_MAX} rows.`;

export function alertLimitOf(limit: number | null | undefined): number {
  if (limit === null || limit === undefined) return ALERT_PAGE_DEFAULT;
  if (!Number.isInteger(limit) || limit < 1 || limit > ALERT_PAGE_MAX)
    throw new UserError(ALERT_LIMIT_MESSAGE);
  return limit;
}

/** Area ids as a SQL-ready list, or null for every area. */
export const areasOf = (area: readonly string[] | null | undefined): string[] | null =>
  area && area.length > 0 ? [...area] : null;

/** `AND <column> IN (…)` for the chosen areas; nothing for every area. */
export function andInAreas(column: SQL, area: readonly string[] | null | undefined): SQL {
  const ids = areasOf(area);
  return ids
    ? sql`AND ${column} IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
}
