import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { MoneyApprovalKind, StoredApprovalStatus } from '@ops/shared/rules/moneyApprovals';
import type { WalletLogType } from '../wallet/tables';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => bigint(name, { mode: 'number' });

/** Migration 0009: a money change held for a second signature. */
export const moneyApprovals = pgTable('money_approvals', {
  id: text('id').primaryKey(),
  kind: text('kind').$type<MoneyApprovalKind>().notNull(),
  status: text('status').$type<StoredApprovalStatus>().notNull().default('PENDING'),
  targetUserId: text('target_user_id').notNull(),
  amountPiasters: money('amount_piasters').notNull(),
  walletLogType: text('wallet_log_type').$type<WalletLogType>().notNull(),
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
