import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { IntervalPaymentSource, IntervalPaymentStatus } from '@ops/shared/lists/intervalPayments';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => bigint(name, { mode: 'number' });

export type AttemptOutcome = 'pending' | 'success' | 'failed' | 'expired';

/** One scheduled charge (migration 0014 says what each status means). */
export const intervalPayments = pgTable('interval_payments', {
  id: text('id').primaryKey(),
  source: text('source').$type<IntervalPaymentSource>().notNull(),
  userId: text('user_id').notNull(),
  primeSubscriptionId: text('prime_subscription_id'),
  walletAutoChargeId: text('wallet_auto_charge_id'),
  amountPiasters: money('amount_piasters').notNull(),
  creditPiasters: money('credit_piasters'),
  /** The charge plan and its version whose price and credit this charge copied (migration 0042). */
  walletChargePlanId: text('wallet_charge_plan_id'),
  walletChargePlanVersion: integer('wallet_charge_plan_version'),
  maskedPan: text('masked_pan'),
  status: text('status').$type<IntervalPaymentStatus>().notNull().default('scheduled'),
  scheduledAt: ts('scheduled_at').notNull(),
  attempts: integer('attempts').notNull().default(0),
  maxAttempts: integer('max_attempts').notNull().default(3),
  nextRetryAt: ts('next_retry_at'),
  failedAt: ts('failed_at'),
  succeededAt: ts('succeeded_at'),
  lastMessage: text('last_message'),
  paymentTransactionId: text('payment_transaction_id'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** One try of a scheduled charge; byUserId is null when the schedule made it. */
export const intervalPaymentAttempts = pgTable('interval_payment_attempts', {
  id: text('id').primaryKey(),
  intervalPaymentId: text('interval_payment_id').notNull(),
  attemptNumber: integer('attempt_number').notNull(),
  byUserId: text('by_user_id'),
  paymentTransactionId: text('payment_transaction_id').notNull(),
  outcome: text('outcome').$type<AttemptOutcome>().notNull().default('pending'),
  message: text('message'),
  startedAt: ts('started_at').notNull(),
  finishedAt: ts('finished_at'),
});

export type IntervalPaymentRow = typeof intervalPayments.$inferSelect;
export type IntervalPaymentAttemptRow = typeof intervalPaymentAttempts.$inferSelect;
