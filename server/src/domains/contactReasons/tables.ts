import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Migration 0019: the categories riders' contact reasons are grouped in, in staff's order. */
export const contactReasonCategories = pgTable('contact_reason_categories', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  arName: text('ar_name'),
  position: integer('position').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
export type ContactReasonCategoryRow = typeof contactReasonCategories.$inferSelect;

/** Migration 0019: one reason a rider may give, in its category, in staff's order. */
export const contactReasons = pgTable('contact_reasons', {
  id: text('id').primaryKey(),
  categoryId: text('category_id').notNull(),
  name: text('name').notNull(),
  arName: text('ar_name'),
  position: integer('position').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
export type ContactReasonRow = typeof contactReasons.$inferSelect;
