import { doublePrecision, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per seed that has run (migration 0002); its key makes "seed once" safe across processes. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  scale: doublePrecision('scale').notNull(),
  baseDate: timestamp('base_date', { withTimezone: true, mode: 'date' }).notNull(),
  details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
