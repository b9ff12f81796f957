import { sql } from 'drizzle-orm';
import { queryRows } from '../../../platform/db/client';
import { addCount, type SeedStep } from '../context';

/**
 * Interval payments of the demo (issue 8 §8), read off what the finance step left: every
 * renewed prime period was a successful renewal, every failed renewal a failed one (with the
 * subscription's nextRetryAt), every auto-charge top-up a successful scheduled charge; each
 * with its first attempt and the payment transaction it made. Pure SQL over the seeded rows,
 * so it costs a few statements at any scale.
 */
export const intervalPaymentsStep: SeedStep = {
  name: 'interval payments',
  async run(ctx) {
    const renewals = await queryRows<{ id: string }>(
      ctx.tx,
      sql`INSERT INTO interval_payments (id, source, user_id, prime_subscription_id, amount_piasters, status, scheduled_at, attempts,
                                         succeeded_at, failed_at, next_retry_at, payment_transaction_id, last_message, created_at, updated_at)
          SELECT substr(md5('ip:' || s.id), 1, 24), 'primeRenewal', s.user_id, s.id, pt.amount_piasters,
                 CASE WHEN s.renewed_at IS NOT NULL THEN 'success' ELSE 'failed' END, s.valid_until, 1,
                 s.renewed_at, s.failed_renew_at, s.next_retry_at, pt.id, pt.response_message, s.valid_until, coalesce(s.renewed_at, s.failed_renew_at)
            FROM prime_subscriptions s
            JOIN LATERAL (SELECT p.id, p.amount_piasters, p.response_message FROM payment_transactions p
                           WHERE p.user_id = s.user_id AND p.order_type = 'subscription'
                             AND p.created_at = coalesce(s.renewed_at, s.failed_renew_at)
                           ORDER BY p.id LIMIT 1) pt ON true
           WHERE s.renewed_at IS NOT NULL OR s.failed_renew_at IS NOT NULL
          RETURNING id`,
    );
    const topUps = await queryRows<{ id: string }>(
      ctx.tx,
      sql`INSERT INTO interval_payments (id, source, user_id, wallet_auto_charge_id, amount_piasters, credit_piasters, masked_pan, status,
                                         scheduled_at, attempts, succeeded_at, payment_transaction_id, last_message, created_at, updated_at)
          SELECT substr(md5('ip:' || l.id), 1, 24), 'walletAutoCharge', l.user_id, l.wallet_auto_charge_id, p.amount_piasters, l.difference_piasters,
                 w.masked_pan, 'success', p.created_at, 1, l.created_at, p.id, p.response_message, p.created_at, l.created_at
            FROM wallet_logs l
            JOIN wallet_auto_charges w ON w.id = l.wallet_auto_charge_id
            JOIN LATERAL (SELECT p.id, p.amount_piasters, p.created_at, p.response_message FROM payment_transactions p
                           WHERE p.bill_id = l.bill_id AND p.status = 'success' ORDER BY p.id LIMIT 1) p ON true
           WHERE l.type = 'CHARGE' AND l.wallet_auto_charge_id IS NOT NULL AND l.bill_id IS NOT NULL
          RETURNING id`,
    );
    await ctx.tx.execute(
      sql`INSERT INTO interval_payment_attempts (id, interval_payment_id, attempt_number, payment_transaction_id, outcome, message, started_at, finished_at)
          SELECT substr(md5('ia:' || i.id), 1, 24), i.id, 1, i.payment_transaction_id, i.status, i.last_message, i.scheduled_at, coalesce(i.succeeded_at, i.failed_at)
            FROM interval_payments i
           WHERE i.payment_transaction_id IS NOT NULL`,
    );
    addCount(ctx, 'interval_payments', renewals.length + topUps.length);
  },
};
