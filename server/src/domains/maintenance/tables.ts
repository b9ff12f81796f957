import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { MaintenanceRecordStatus, MaintenanceTicketStatus } from '@ops/shared/rules/maintenance';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A reported vehicle problem (migration 0022): open, then accepted or rejected. */
export const maintenanceTickets = pgTable('maintenance_tickets', {
  id: uuid('id').primaryKey().defaultRandom(),
  status: text('status').$type<MaintenanceTicketStatus>().notNull().default('open'),
  vehicleId: text('vehicle_id').notNull(),
  vehicleCode: text('vehicle_code').notNull(),
  areaId: text('area_id'),
  description: text('description').notNull(),
  openedBy: text('opened_by'),
  reviewedBy: text('reviewed_by'),
  reviewedAt: ts('reviewed_at'),
  rejectionReason: text('rejection_reason'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
export type MaintenanceTicketRow = typeof maintenanceTickets.$inferSelect;

/** The work an accepted ticket opened: pending, submitted, resolved. */
export const maintenanceRecords = pgTable('maintenance_records', {
  id: uuid('id').primaryKey().defaultRandom(),
  status: text('status').$type<MaintenanceRecordStatus>().notNull().default('pending'),
  vehicleId: text('vehicle_id').notNull(),
  vehicleCode: text('vehicle_code').notNull(),
  areaId: text('area_id'),
  ticketId: uuid('ticket_id'),
  problem: text('problem').notNull(),
  workDone: text('work_done'),
  createdBy: text('created_by'),
  submittedBy: text('submitted_by'),
  submittedAt: ts('submitted_at'),
  resolvedBy: text('resolved_by'),
  resolvedAt: ts('resolved_at'),
  rejections: integer('rejections').notNull().default(0),
  lastRejectionReason: text('last_rejection_reason'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
export type MaintenanceRecordRow = typeof maintenanceRecords.$inferSelect;

export const maintenanceHistory = pgTable('maintenance_history', {
  id: text('id').primaryKey(),
  subjectType: text('subject_type').$type<'ticket' | 'record'>().notNull(),
  subjectId: uuid('subject_id').notNull(),
  action: text('action').notNull(),
  byUserId: text('by_user_id'),
  note: text('note'),
  createdAt: ts('created_at').notNull().defaultNow(),
});
