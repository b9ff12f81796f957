import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Migration 0029: the record of blocked client addresses. */
export const blockedIps = pgTable('blocked_ips', {
  ip: text('ip').primaryKey(),
  reason: text('reason'),
  blockedBy: text('blocked_by'),
  blockedAt: timestamp('blocked_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** The sign-in attempt counters (attempts.ts): one row per bucket and window, shared by every API process. */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    bucket: text('bucket').notNull(),
    windowStart: ts('window_start').notNull(),
    attempts: integer('attempts').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.bucket, table.windowStart] })],
);
