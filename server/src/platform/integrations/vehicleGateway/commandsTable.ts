import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const VEHICLE_COMMANDS = ['lock', 'unlock', 'restart', 'ring', 'extunlock', 'setSpeedLimit'] as const;
export type VehicleCommand = (typeof VEHICLE_COMMANDS)[number];
export const COMMAND_STATUSES = ['sent', 'acknowledged', 'failed', 'timed_out'] as const;
export type CommandStatus = (typeof COMMAND_STATUSES)[number];

/** Migration 0004: one row per command sent to a vehicle, with its outcome (0006: its deadline). */
export const vehicleCommands = pgTable('vehicle_commands', {
  id: text('id').primaryKey(),
  vehicleId: text('vehicle_id').notNull(),
  code: text('code').notNull(),
  command: text('command').$type<VehicleCommand>().notNull(),
  params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
  gateway: text('gateway').notNull(),
  sentById: text('sent_by_id'),
  taskId: text('task_id'),
  status: text('status').$type<CommandStatus>().notNull().default('sent'),
  error: text('error'),
  createdAt: ts('created_at').notNull().defaultNow(),
  settledAt: ts('settled_at'),
  /** Still 'sent' after this, the command is timed out by the scheduler (any process, after any restart). */
  ackDeadline: ts('ack_deadline').notNull(),
});
