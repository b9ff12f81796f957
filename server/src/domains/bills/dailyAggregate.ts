import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../platform/db/client';
import type { AggregateDefinition } from '../../platform/aggregates/definition';
import { cairoDayEnd, cairoDayOf, cairoDayStart } from '../../platform/aggregates/days';

/**
 * agg_bills_daily (migration 0032): bills per Cairo day (of the bill's date) per area per
 * source (the bill's type: ride, dayRental, reserveVehicle, settleNegativeBalance,
 * subscription, walletCharge, and the manual types, FINE among them) per gateway ('' = none),
 * with the breakdown every bills analytics query reads:
 * - net: collected by card, actual − balance-paid when the payment succeeded (a failed card
 *   payment is moved to the balance, so it is not collected twice);
 * - balance, promo, prime: paid from the wallet, by promocode, by the subscription;
 * - total, actual, vat: as the bill says.
 *
 * A bill's area is its ride's, rental's or reservation's; a bill with none of them
 * (settlement, plan, wallet charge, manual bills) counts in the rider's home area. A bill is
 * written once (a refund is a new bill), so bills created since the watermark name the days
 * that changed, plus every day of a rider whose home area was changed since (the assignArea
 * entry of user_audit).
 */
export const billsDaily: AggregateDefinition = {
  name: 'bills',
  table: 'agg_bills_daily',

  async refreshDays(db: Db, fromDay: string, toDay: string): Promise<void> {
    await db.transaction(async (tx) => {
      await tx.execute(
        sql`DELETE FROM agg_bills_daily WHERE day BETWEEN ${fromDay}::date AND ${toDay}::date`,
      );
      await tx.execute(sql`
        INSERT INTO agg_bills_daily (day, area_id, source, gateway, bills, total_piasters, actual_piasters,
                                     net_piasters, balance_piasters, promo_piasters, prime_piasters, vat_piasters)
        SELECT (b.date AT TIME ZONE 'Africa/Cairo')::date,
               -- One index-only look per bill (0032's covering indexes) rather than hash joins
               -- over every ride: a month is 8 % of the bills and a twelfth of the rides.
               coalesce(CASE b.type
                          WHEN 'ride' THEN (SELECT r.area_id FROM rides r WHERE r.bill_id = b.id LIMIT 1)
                          WHEN 'dayRental' THEN (SELECT dr.area_id FROM day_rentals dr WHERE dr.bill_id = b.id LIMIT 1)
                          WHEN 'reserveVehicle' THEN (SELECT rs.area_id FROM reservations rs WHERE rs.bill_id = b.id LIMIT 1)
                        END,
                        (SELECT u.area_id FROM users u WHERE u.id = b.user_id), ''),
               b.type, coalesce(b.payment_gateway, ''), count(*),
               sum(b.total_cost_piasters), sum(b.actual_cost_piasters),
               sum(CASE WHEN b.is_payment_successful THEN b.actual_cost_piasters - b.paid_with_balance_piasters ELSE 0 END),
               sum(b.paid_with_balance_piasters), sum(b.paid_with_promocode_piasters),
               sum(b.paid_with_subscription_piasters), sum(b.vat_piasters)
          FROM bills b
         WHERE b.date >= ${cairoDayStart(fromDay)} AND b.date < ${cairoDayEnd(toDay)}
         GROUP BY 1, 2, 3, 4`);
    });
  },

  async changedDays(db: Db, since: Date): Promise<string[]> {
    const at = since.toISOString();
    const rows = await queryRows<{ day: string }>(
      db,
      sql`SELECT DISTINCT ${cairoDayOf(sql`date`)} AS day FROM (
            SELECT b.date FROM bills b WHERE b.created_at >= ${at}
            UNION ALL
            SELECT b.date FROM user_audit a JOIN bills b ON b.user_id = a.target_user_id
             WHERE a.action = 'assignArea' AND a.created_at >= ${at}
          ) changed`,
    );
    return rows.map((row) => row.day);
  },

  async firstDay(db: Db): Promise<string | null> {
    const [row] = await queryRows<{ day: string | null }>(
      db,
      sql`SELECT ${cairoDayOf(sql`min(date)`)} AS day FROM bills`,
    );
    return row?.day ?? null;
  },
};
