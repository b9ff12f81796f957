import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { AlertKind } from '@ops/shared/rules/alerts';
import type { AlertDelivery } from '@ops/shared/rules/alertPolicy';

/** A user's saved delivery per alert kind (migration 0047); no row means the role's default. */
export const userAlertPreferences = pgTable(
  'user_alert_preferences',
  {
    userId: text('user_id').notNull(),
    kind: text('kind').$type<AlertKind>().notNull(),
    delivery: text('delivery').$type<AlertDelivery>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
);
