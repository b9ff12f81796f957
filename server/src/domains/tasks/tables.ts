import { bigint, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { TaskStatus, TaskType, TRANSFER_REQUEST_STATUSES } from '@ops/shared/rules/labels';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** { CASE: true } while the case is open, false once resolved (01 §3 "map of case to boolean"). */
export type TaskCases = Record<string, boolean>;
export type TransferRequestStatus = (typeof TRANSFER_REQUEST_STATUSES)[number];

export const tasks = pgTable('tasks', {
  id: text('id').primaryKey(),
  type: text('type').$type<TaskType>().notNull(),
  vehicleId: text('vehicle_id'),
  vehicleCode: text('vehicle_code'),
  areaId: text('area_id'),
  areaName: text('area_name'),
  rideId: text('ride_id'),
  verificationId: text('verification_id'),
  custodyTransferId: text('custody_transfer_id'),
  mainCase: text('main_case'),
  cases: jsonb('cases').$type<TaskCases>().notNull().default({}),
  status: text('status').$type<TaskStatus>().notNull().default('unassigned'),
  assignedTo: text('assigned_to'),
  assignedToName: text('assigned_to_name'),
  assignedAt: ts('assigned_at'),
  assignedCount: integer('assigned_count').notNull().default(0),
  pendingAt: ts('pending_at'),
  pendingUntil: ts('pending_until'),
  flaggedBy: text('flagged_by'),
  flaggedAt: ts('flagged_at'),
  mainCaseResolvedAt: ts('main_case_resolved_at'),
  resolvedAt: ts('resolved_at'),
  resolvedBy: text('resolved_by'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  // The SLA (issue 11 item 6, migration 0037): pending time spent, thresholds told, the holder's last act.
  slaPausedMs: bigint('sla_paused_ms', { mode: 'number' }).notNull().default(0),
  slaWarnedAt: ts('sla_warned_at'),
  slaBreachedAt: ts('sla_breached_at'),
  lastActionAt: ts('last_action_at'),
  /** The holder was warned a minute before the idle return (migration 0049); an act after it re-arms it. */
  idleWarnedAt: ts('idle_warned_at'),
});
export type TaskRow = typeof tasks.$inferSelect;

export const taskHistory = pgTable('task_history', {
  id: text('id').primaryKey(),
  seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  taskId: text('task_id').notNull(),
  action: text('action').notNull(),
  value: text('value'),
  userId: text('user_id'),
  userName: text('user_name'),
  phoneNumber: text('phone_number'),
  date: ts('date').notNull().defaultNow(),
});
export type TaskHistoryRow = typeof taskHistory.$inferSelect;

export const taskComments = pgTable('task_comments', {
  id: text('id').primaryKey(),
  seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  taskId: text('task_id').notNull(),
  userId: text('user_id').notNull(),
  userName: text('user_name').notNull(),
  comment: text('comment').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});
export type TaskCommentRow = typeof taskComments.$inferSelect;

export const transferRequests = pgTable('transfer_requests', {
  id: text('id').primaryKey(),
  taskId: text('task_id').notNull(),
  requestedBy: text('requested_by').notNull(),
  requestedTo: text('requested_to').notNull(),
  status: text('status').$type<TransferRequestStatus>().notNull().default('pending'),
  kind: text('kind').$type<'requested' | 'forced'>().notNull().default('requested'),
  transferredBy: text('transferred_by'),
  transferReason: text('transfer_reason'),
  rejectionReason: text('rejection_reason'),
  createdAt: ts('created_at').notNull().defaultNow(),
  respondedAt: ts('responded_at'),
});
export type TransferRequestRow = typeof transferRequests.$inferSelect;
