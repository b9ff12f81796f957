import { sql } from 'drizzle-orm';
import type { AggregateDefinition } from '../../../platform/aggregates/definition';
import { queryRows, type Db } from '../../../platform/db/client';

const DAY = sql`(u.created_at AT TIME ZONE 'Africa/Cairo')::date`;

/**
 * user_registrations_daily (migration 0033): new riders per Cairo sign-up day, by area ('' none)
 * and language. It answers getUsersByDuration and languageUsersCount, which only ever sum it.
 */
export const userRegistrationsDaily: AggregateDefinition = {
  name: 'user registrations',
  table: 'user_registrations_daily',
  async refreshDays(db: Db, fromDay: string, toDay: string): Promise<void> {
    await db.transaction(async (tx) => {
      await tx.execute(
        sql`DELETE FROM user_registrations_daily WHERE day BETWEEN ${fromDay}::date AND ${toDay}::date`,
      );
      await tx.execute(sql`
        INSERT INTO user_registrations_daily (day, area_id, lang, users)
        SELECT ${DAY}, coalesce(u.area_id, ''), u.lang, count(*)::int
          FROM users u
         WHERE u.type = 'user'
           AND u.created_at >= ((${fromDay}::date)::timestamp AT TIME ZONE 'Africa/Cairo')
           AND u.created_at < ((${toDay}::date + 1)::timestamp AT TIME ZONE 'Africa/Cairo')
         GROUP BY 1, 2, 3`);
    });
  },
  async changedDays(db: Db, since: Date): Promise<string[]> {
    // New riders, and the sign-up day of a rider moved to another area since (assignArea in
    // user_audit). Not users.updated_at: every wallet change bumps it, and would make each tick
    // re-read the sign-up days of every rider who rode. A language or type edited outside the
    // audited actions waits for a rebuild (README.md).
    const rows = await queryRows<{ day: string }>(
      db,
      sql`
      SELECT to_char(${DAY}, 'YYYY-MM-DD') AS day FROM users u WHERE u.created_at >= ${since}
      UNION
      SELECT to_char(${DAY}, 'YYYY-MM-DD') FROM user_audit a JOIN users u ON u.id = a.target_user_id
       WHERE a.action = 'assignArea' AND a.created_at >= ${since}
      ORDER BY 1`,
    );
    return rows.map((row) => row.day);
  },
  async firstDay(db: Db): Promise<string | null> {
    const [row] = await queryRows<{ day: string | null }>(
      db,
      sql`
      SELECT to_char(min(${DAY}), 'YYYY-MM-DD') AS day FROM users u WHERE u.type = 'user'`,
    );
    return row?.day ?? null;
  },
};
