import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { RolePermissions } from '@ops/shared/rules/permissions/can';

export const roles = pgTable('roles', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  level: integer('level').notNull(),
  department: text('department').notNull(),
  permissions: jsonb('permissions').$type<RolePermissions>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
