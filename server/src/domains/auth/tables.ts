import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

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
