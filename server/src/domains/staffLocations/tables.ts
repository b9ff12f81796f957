import { doublePrecision, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Where a staff member's ops app last reported itself (03 §3), with the app's error if any. */
export const staffLocations = pgTable('staff_locations', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  errorCode: text('error_code'),
  errorMessage: text('error_message'),
  createdAt: ts('created_at').notNull().defaultNow(),
});
