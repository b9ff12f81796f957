import { bigint, boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => bigint(name, { mode: 'number' });

export const WALLET_LOG_TYPES = [
  'UNLOCK_GO',
  'DAY_RENTAL',
  'MANUAL_INPUT',
  'SETTLE',
  'REFFERAL',
  'FINE',
  'FINE_WAIVE',
  'RESERVATION',
  'CHARGE',
  'SYS_REFUND',
] as const;
export type WalletLogType = (typeof WALLET_LOG_TYPES)[number];

/** One balance change; curr = prev + difference is also a CHECK in SQL. */
export const walletLogs = pgTable('wallet_logs', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull(),
  dashboardUserId: text('dashboard_user_id'),
  type: text('type').$type<WalletLogType>().notNull(),
  differencePiasters: money('difference_piasters').notNull(),
  prevBalancePiasters: money('prev_balance_piasters').notNull(),
  currBalancePiasters: money('curr_balance_piasters').notNull(),
  additionalReason: text('additional_reason'),
  customComment: text('custom_comment'),
  rideId: text('ride_id'),
  billId: text('bill_id'),
  walletAutoChargeId: text('wallet_auto_charge_id'),
  isWaived: boolean('is_waived').notNull().default(false),
  waivedByLogId: text('waived_by_log_id'),
  /** A FINE_WAIVE entry names the fine it waives; unique, so a fine is waived once (migration 0004). */
  waivesLogId: text('waives_log_id'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const walletChargePlans = pgTable('wallet_charge_plans', {
  id: text('id').primaryKey(),
  /** What the rider pays. */
  pricePiasters: money('price_piasters').notNull(),
  /** What lands in the wallet. */
  amountPiasters: money('amount_piasters').notNull(),
  active: boolean('active').notNull().default(true),
  /** Raised by every edit (migration 0042); a scheduled charge records the version it copied. */
  version: integer('version').notNull().default(1),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const walletAutoCharges = pgTable('wallet_auto_charges', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull(),
  walletChargePlanId: text('wallet_charge_plan_id').notNull(),
  maskedPan: text('masked_pan'),
  thresholdPiasters: money('threshold_piasters').notNull().default(0),
  active: boolean('active').notNull().default(true),
  lastChargedAt: ts('last_charged_at'),
  removedAt: ts('removed_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});
