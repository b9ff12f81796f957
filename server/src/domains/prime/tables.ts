import { bigint, boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { PlanTimeUnit } from '@ops/shared/rules/primePlan';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => bigint(name, { mode: 'number' });

export type TimeUnit = PlanTimeUnit;
/** Allowance value meaning "unlimited" for unlocks and reservations. */
export const UNLIMITED = -1;

export const primePlans = pgTable('prime_plans', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
  pricePiasters: money('price_piasters').notNull(),
  priceBeforePiasters: money('price_before_piasters'),
  periodValue: integer('period_value').notNull(),
  periodUnit: text('period_unit').$type<TimeUnit>().notNull(),
  unlocks: integer('unlocks').notNull().default(UNLIMITED),
  reservations: integer('reservations').notNull().default(UNLIMITED),
  available: boolean('available').notNull().default(true),
  freeTrialUnit: text('free_trial_unit').$type<TimeUnit>(),
  freeTrialValue: integer('free_trial_value'),
  /** Migration 0015: who created the plan (null for seeded plans). */
  createdBy: text('created_by'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** A rider's subscription to a plan for one period (a renewal is a new row). */
export const primeSubscriptions = pgTable('prime_subscriptions', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull(),
  planId: text('plan_id').notNull(),
  name: text('name').notNull(),
  pricePiasters: money('price_piasters').notNull(),
  periodValue: integer('period_value').notNull(),
  periodUnit: text('period_unit').$type<TimeUnit>().notNull(),
  unlocks: integer('unlocks').notNull(),
  reservations: integer('reservations').notNull(),
  usedUnlocks: integer('used_unlocks').notNull().default(0),
  usedReservations: integer('used_reservations').notNull().default(0),
  savedCostPiasters: money('saved_cost_piasters').notNull().default(0),
  validUntil: ts('valid_until').notNull(),
  renewedAt: ts('renewed_at'),
  failedRenewAt: ts('failed_renew_at'),
  stoppedAt: ts('stopped_at'),
  removedAt: ts('removed_at'),
  isFreeTrial: boolean('is_free_trial').notNull().default(false),
  willRemindAt: ts('will_remind_at'),
  renewalReminded: boolean('renewal_reminded').notNull().default(false),
  paymentRemindedAt: ts('payment_reminded_at'),
  nextRetryAt: ts('next_retry_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});
