import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Digits, HourCycle, Language } from '@ops/shared/rules/locale';

/** A user's language, digits and hour cycle (migration 0051); no row means nothing chosen yet. */
export const userLocalePreferences = pgTable('user_locale_preferences', {
  userId: text('user_id').primaryKey(),
  language: text('language').$type<Language>(),
  digits: text('digits').$type<Digits>().notNull(),
  hourCycle: text('hour_cycle').$type<HourCycle>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
