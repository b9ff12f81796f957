import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { PromocodeKind } from '@ops/shared/rules/promocode';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type PromocodeType = PromocodeKind;

/** A discount code riders apply; staff create and edit them on /app/promocodes (migration 0015 adds the last three columns). */
export const promocodes = pgTable('promocodes', {
  id: text('id').primaryKey(),
  code: text('code').notNull(),
  type: text('type').$type<PromocodeType>().notNull(),
  /** percentage: 0..100; specificValue: piasters; freeTrips: number of trips. */
  value: integer('value').notNull(),
  maxUses: integer('max_uses'),
  usedCount: integer('used_count').notNull().default(0),
  startDate: ts('start_date'),
  expirationDate: ts('expiration_date'),
  active: boolean('active').notNull().default(true),
  createdAt: ts('created_at').notNull().defaultNow(),
  description: text('description'),
  createdBy: text('created_by'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
