import { and, eq, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Deps } from '../../../platform/deps';
import { queryRows } from '../../../platform/db/client';
import { UserError } from '../../../platform/errors';
import { sendPendingCardRefunds } from '../../bills';
import { timedRun } from '../../../platform/observability/jobRuns';
import { expireStalePayments } from '../webhooks';
import { startAttempt } from './attempts';
import { intervalPayments } from './tables';

/**
 * The schedule (issue 8 §8): which charges are due, and their tries. One pass:
 * 1. a prime period that ended (the rider's current plan, not stopped, removed, renewed or
 *    failed, the plan still offered) gets its renewal, once (unique per period);
 * 2. an active auto-charge whose rider's balance fell below its threshold gets a top-up, one
 *    in flight at a time (unique index);
 * 3. due charges and due retries are tried through the gateway;
 * 4. pending transactions past their time expire (their tries fail).
 */
export async function runIntervalPayments(
  deps: Deps,
  batch = 25,
): Promise<{ scheduled: number; tried: number; expired: number; cardRefunds: number }> {
  const now = deps.clock.now();
  const renewals = await queryRows<{ id: string }>(
    deps.db,
    sql`INSERT INTO interval_payments (id, source, user_id, prime_subscription_id, amount_piasters, status, scheduled_at, created_at, updated_at)
        SELECT 'ip' || substr(md5(s.id || ${now.toISOString()}), 1, 22), 'primeRenewal', s.user_id, s.id, p.price_piasters, 'scheduled', s.valid_until, ${now}, ${now}
          FROM prime_subscriptions s
          JOIN users u ON u.subscription_plan_id = s.id
          JOIN prime_plans p ON p.id = s.plan_id AND p.available AND p.price_piasters > 0
         WHERE s.valid_until <= ${now} AND s.stopped_at IS NULL AND s.removed_at IS NULL
           AND s.renewed_at IS NULL AND s.failed_renew_at IS NULL
           AND NOT EXISTS (SELECT 1 FROM interval_payments i WHERE i.prime_subscription_id = s.id)
         LIMIT ${batch}
        ON CONFLICT DO NOTHING
        RETURNING id`,
  );
  const topUps = await queryRows<{ id: string }>(
    deps.db,
    sql`INSERT INTO interval_payments (id, source, user_id, wallet_auto_charge_id, amount_piasters, credit_piasters, wallet_charge_plan_id, wallet_charge_plan_version, masked_pan, status, scheduled_at, created_at, updated_at)
        SELECT 'ip' || substr(md5(w.id || ${now.toISOString()}), 1, 22), 'walletAutoCharge', w.user_id, w.id, p.price_piasters, p.amount_piasters, p.id, p.version, w.masked_pan, 'scheduled', ${now}, ${now}, ${now}
          FROM wallet_auto_charges w
          JOIN users u ON u.id = w.user_id
          JOIN wallet_charge_plans p ON p.id = w.wallet_charge_plan_id AND p.active
         WHERE w.active AND w.removed_at IS NULL AND u.balance_piasters < w.threshold_piasters
           AND NOT EXISTS (SELECT 1 FROM interval_payments i WHERE i.wallet_auto_charge_id = w.id
                            AND (i.status IN ('scheduled', 'pending') OR (i.status = 'failed' AND i.next_retry_at IS NOT NULL)))
         LIMIT ${batch}
        ON CONFLICT DO NOTHING
        RETURNING id`,
  );
  const due = await deps.db
    .select({ id: intervalPayments.id })
    .from(intervalPayments)
    .where(
      or(
        and(eq(intervalPayments.status, 'scheduled'), lte(intervalPayments.scheduledAt, now)),
        and(
          eq(intervalPayments.status, 'failed'),
          isNotNull(intervalPayments.nextRetryAt),
          lte(intervalPayments.nextRetryAt, now),
        ),
      ),
    )
    .limit(batch);
  let tried = 0;
  for (const { id } of due) {
    try {
      await startAttempt(deps, { intervalPaymentId: id, byUserId: null });
      tried++;
    } catch (error) {
      // Stopped or removed since it was scheduled: it stays as it is and drops out of the schedule.
      if (!(error instanceof UserError)) throw error;
      await deps.db
        .update(intervalPayments)
        .set({ nextRetryAt: null, lastMessage: error.message, updatedAt: now })
        .where(eq(intervalPayments.id, id));
    }
  }
  const expired = await expireStalePayments(deps);
  const cardRefunds = await sendPendingCardRefunds(deps);
  return { scheduled: renewals.length + topUps.length, tried, expired, cardRefunds };
}

/**
 * Runs the schedule every `everyMs` (the demo turns it on with the simulator). A pass still
 * running when the next is due is skipped; stop waits for it.
 */
export function startIntervalPaymentRunner(deps: Deps, everyMs = 15_000): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = timedRun(deps.jobRuns, 'interval_payments', () => runIntervalPayments(deps))
      .then((report) => deps.log.debug({ report }, 'interval payments pass'))
      .catch((error: unknown) => deps.log.error({ err: error }, 'interval payments pass failed'))
      .finally(() => {
        running = null;
      });
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
    await deps.paymentGateway.idle();
  };
}
