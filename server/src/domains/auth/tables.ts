import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const sessions = pgTable('sessions', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull(),
  tokenHash: text('token_hash').notNull(),
  wsId: text('ws_id').notNull(),
  deviceId: text('device_id'),
  ip: text('ip'),
  userAgent: text('user_agent'),
  createdAt: ts('created_at').notNull().defaultNow(),
  lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
  revokedAt: ts('revoked_at'),
  revokedReason: text('revoked_reason'),
});

export const otpCodes = pgTable('otp_codes', {
  phoneNumber: text('phone_number').primaryKey(),
  userId: text('user_id').notNull(),
  codeHash: text('code_hash'),
  sentAt: ts('sent_at'),
  expiresAt: ts('expires_at'),
  wrongAttempts: integer('wrong_attempts').notNull().default(0),
  consumedAt: ts('consumed_at'),
  loginOkUntil: ts('login_ok_until'),
});

export const authAttempts = pgTable(
  'auth_attempts',
  {
    bucket: text('bucket').notNull(),
    windowStart: ts('window_start').notNull(),
    attempts: integer('attempts').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.bucket, table.windowStart] })],
);
