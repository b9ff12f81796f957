import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Migration 0029: the record of blocked client addresses. */
export const blockedIps = pgTable('blocked_ips', {
  ip: text('ip').primaryKey(),
  reason: text('reason'),
  blockedBy: text('blocked_by'),
  blockedAt: timestamp('blocked_at', { withTimezone: true, mode: 'date' }).notNull(),
});
