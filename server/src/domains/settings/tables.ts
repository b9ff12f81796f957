import { date, integer, pgTable, primaryKey, text, timestamp, boolean } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Migration 0029: payment methods riders may use, in order, with an icon file. */
export const paymentMethods = pgTable('payment_methods', {
  id: text('id').primaryKey(),
  key: text('key').notNull(),
  name: text('name').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  sortOrder: integer('sort_order').notNull(),
  iconKey: text('icon_key'),
  updatedBy: text('updated_by'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Migration 0029: the reasons riders pick per star count. */
export const ratingRecommendations = pgTable('rating_recommendations', {
  id: text('id').primaryKey(),
  stars: integer('stars').notNull(),
  text: text('text').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  createdBy: text('created_by'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** Migration 0029: calls to third-party services per day. */
export const integrationUsage = pgTable(
  'integration_usage',
  {
    integration: text('integration').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    calls: integer('calls').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.integration, table.day] })],
);
