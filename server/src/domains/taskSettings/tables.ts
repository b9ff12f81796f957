import { boolean, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Which areas an agent receives tasks from (03 §2.4); fallback lets them take others when none match. */
export const taskAreaSettings = pgTable('task_area_settings', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull(),
  areaIds: jsonb('area_ids').$type<string[]>().notNull().default([]),
  allowFallbackToOtherAreas: boolean('allow_fallback_to_other_areas').notNull().default(false),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
export type TaskAreaSettingRow = typeof taskAreaSettings.$inferSelect;

/** The parallel per-user setting of task types (03 §2.4, 03 §3). */
export const taskTypeSettings = pgTable('task_type_settings', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull(),
  types: jsonb('types').$type<string[]>().notNull().default([]),
  allowFallbackToOtherTypes: boolean('allow_fallback_to_other_types').notNull().default(false),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
export type TaskTypeSettingRow = typeof taskTypeSettings.$inferSelect;
