import { bigint, boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { riderColumns } from './riderColumns';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Staff and riders: one table (a staff member is a user with a role and a password). */
export const users = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  phoneNumber: text('phone_number').notNull(),
  email: text('email'),
  passwordHash: text('password_hash'),
  roleId: text('role_id'),
  type: text('type').$type<'user' | 'operations'>().notNull().default('user'),
  active: boolean('active').notNull().default(true),
  balancePiasters: bigint('balance_piasters', { mode: 'number' }).notNull().default(0),
  passwordChangedAt: ts('password_changed_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  ...riderColumns(),
});
