import { integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Target time to resolve per task type, or per case of it (issue 11 item 6, migration 0037). */
export const taskSlaTargets = pgTable('task_sla_targets', {
  id: text('id').primaryKey(),
  taskType: text('task_type').notNull(),
  taskCase: text('task_case'),
  targetMinutes: integer('target_minutes').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
export type TaskSlaTargetRow = typeof taskSlaTargets.$inferSelect;

/** The one row of SLA settings: how long a held task may sit untouched. */
export const taskSlaSettings = pgTable('task_sla_settings', {
  id: smallint('id').primaryKey(),
  idleReturnMinutes: integer('idle_return_minutes').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
