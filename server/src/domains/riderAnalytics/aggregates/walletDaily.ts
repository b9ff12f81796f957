import { sql } from 'drizzle-orm';
import type { AggregateDefinition } from '../../../platform/aggregates/definition';
import { queryRows, type Db } from '../../../platform/db/client';

const DAY = sql`(w.created_at AT TIME ZONE 'Africa/Cairo')::date`;

/**
 * wallet_daily (migration 0033): wallet entries per Cairo day, by the owner's area ('' none) and
 * entry type, money in and money out apart (piasters; out kept positive). Wallet analytics sums it.
 * The area is the owner's home area (wallet entries carry none of their own); a move re-files the
 * owner's days at the next refresh.
 */
export const walletDaily: AggregateDefinition = {
  name: 'wallet',
  table: 'wallet_daily',
  async refreshDays(db: Db, fromDay: string, toDay: string): Promise<void> {
    await db.transaction(async (tx) => {
      await tx.execute(sql`DELETE FROM wallet_daily WHERE day BETWEEN ${fromDay}::date AND ${toDay}::date`);
      await tx.execute(sql`
        INSERT INTO wallet_daily (day, area_id, type, added_piasters, added_count, used_piasters, used_count)
        SELECT ${DAY}, coalesce(u.area_id, ''), w.type,
               coalesce(sum(w.difference_piasters) FILTER (WHERE w.difference_piasters > 0), 0),
               count(*) FILTER (WHERE w.difference_piasters > 0)::int,
               coalesce(-sum(w.difference_piasters) FILTER (WHERE w.difference_piasters < 0), 0),
               count(*) FILTER (WHERE w.difference_piasters < 0)::int
          FROM wallet_logs w
          LEFT JOIN users u ON u.id = w.user_id
         WHERE w.created_at >= ((${fromDay}::date)::timestamp AT TIME ZONE 'Africa/Cairo')
           AND w.created_at < ((${toDay}::date + 1)::timestamp AT TIME ZONE 'Africa/Cairo')
         GROUP BY 1, 2, 3`);
    });
  },
  async changedDays(db: Db, since: Date): Promise<string[]> {
    // New entries (entries are never edited: a waiver is a new entry), and every entry day of an
    // owner moved to another home area since (assignArea in user_audit, as the bills aggregate).
    const rows = await queryRows<{ day: string }>(
      db,
      sql`
      SELECT to_char(${DAY}, 'YYYY-MM-DD') AS day FROM wallet_logs w WHERE w.created_at >= ${since}
      UNION
      SELECT to_char(${DAY}, 'YYYY-MM-DD') FROM user_audit a JOIN wallet_logs w ON w.user_id = a.target_user_id
       WHERE a.action = 'assignArea' AND a.created_at >= ${since}
      ORDER BY 1`,
    );
    return rows.map((row) => row.day);
  },
  async firstDay(db: Db): Promise<string | null> {
    const [row] = await queryRows<{ day: string | null }>(
      db,
      sql`
      SELECT to_char(min(${DAY}), 'YYYY-MM-DD') AS day FROM wallet_logs w`,
    );
    return row?.day ?? null;
  },
};
