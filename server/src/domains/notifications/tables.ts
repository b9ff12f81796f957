import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { PushSegment } from '@ops/shared/rules/pushNotification';

/** Migration 0029: push notifications sent to a rider segment, with delivery counts. */
export const pushNotifications = pgTable('push_notifications', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  segment: jsonb('segment').$type<PushSegment>().notNull(),
  provider: text('provider').notNull(),
  targeted: integer('targeted').notNull().default(0),
  delivered: integer('delivered').notNull().default(0),
  failed: integer('failed').notNull().default(0),
  createdBy: text('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});
