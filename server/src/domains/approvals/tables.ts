import { bigint, boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { MoneyApprovalKind, StoredApprovalStatus } from '@ops/shared/rules/moneyApprovals';
import type { WalletLogType } from '../wallet';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => bigint(name, { mode: 'number' });

/** Migration 0009: a money change held for a second signature. */
export const moneyApprovals = pgTable('money_approvals', {
  id: text('id').primaryKey(),
  kind: text('kind').$type<MoneyApprovalKind>().notNull(),
  status: text('status').$type<StoredApprovalStatus>().notNull().default('PENDING'),
  /** Null for a request that governs a setting (migration 0041): then payload says what it sets. */
  targetUserId: text('target_user_id'),
  amountPiasters: money('amount_piasters').notNull(),
  walletLogType: text('wallet_log_type').$type<WalletLogType>(),
  payload: jsonb('payload').$type<Record<string, unknown>>(),
  /** Why it was held, as the requester reads it (migration 0041). */
  heldReason: text('held_reason'),
  additionalReason: text('additional_reason'),
  customComment: text('custom_comment'),
  rideId: text('ride_id'),
  taskId: text('task_id'),
  requestedBy: text('requested_by').notNull(),
  requestedAt: ts('requested_at').notNull(),
  expiresAt: ts('expires_at').notNull(),
  decidedBy: text('decided_by'),
  decidedAt: ts('decided_at'),
  rejectionReason: text('rejection_reason'),
  walletLogId: text('wallet_log_id'),
});
export type MoneyApprovalRow = typeof moneyApprovals.$inferSelect;

/** Migration 0009: the threshold per role; a role without a row uses the default. */
export const moneyApprovalThresholds = pgTable('money_approval_thresholds', {
  roleId: text('role_id').primaryKey(),
  thresholdPiasters: money('threshold_piasters').notNull(),
  updatedBy: text('updated_by'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Migration 0018: the trail of threshold changes (who, when, from what to what). */
export const moneyApprovalThresholdChanges = pgTable('money_approval_threshold_changes', {
  id: text('id').primaryKey(),
  roleId: text('role_id').notNull(),
  /** Null: the role used the default before. */
  beforePiasters: money('before_piasters'),
  afterPiasters: money('after_piasters').notNull(),
  changedBy: text('changed_by').notNull(),
  changedAt: ts('changed_at').notNull(),
});

/** Migration 0041: a staff money movement that went through on one signature (the running totals). */
export const moneySingleSignatureMoves = pgTable('money_single_signature_moves', {
  id: text('id').primaryKey(),
  requestedBy: text('requested_by').notNull(),
  targetUserId: text('target_user_id').notNull(),
  kind: text('kind').$type<MoneyApprovalKind>().notNull(),
  /** Absolute: a debit counts as much as a credit. */
  amountPiasters: money('amount_piasters').notNull(),
  movedAt: ts('moved_at').notNull(),
});

/** Migration 0041: the money limits, one row. */
export const moneyLimits = pgTable('money_limits', {
  id: boolean('id').primaryKey().default(true),
  windowHours: integer('window_hours').notNull(),
  overallMultiple: integer('overall_multiple').notNull(),
  maxPlanRatioPct: integer('max_plan_ratio_pct').notNull(),
  updatedBy: text('updated_by'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
