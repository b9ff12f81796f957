import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A JSON object of the fields an action changed (or the facts it acted on). */
export type AuditFields = Record<string, unknown>;

/** Migration 0008: one row per action on a user, shown in the user page's History tab. */
export const userAudit = pgTable('user_audit', {
  id: text('id').primaryKey(),
  targetUserId: text('target_user_id').notNull(),
  actorId: text('actor_id'),
  action: text('action').notNull(),
  before: jsonb('before').$type<AuditFields>().notNull().default({}),
  after: jsonb('after').$type<AuditFields>().notNull().default({}),
  reason: text('reason'),
  requestId: text('request_id'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
