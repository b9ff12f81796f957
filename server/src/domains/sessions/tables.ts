import { doublePrecision, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type AppSessionKind = 'app' | 'ops';

/**
 * A session of a mobile app (migration 0017): a rider opening the rider app, or a staff
 * member opening the ops app, with where it was opened. Not the dashboard's sign-in
 * sessions (auth/tables.ts `sessions`).
 */
export const appSessions = pgTable('app_sessions', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull(),
  kind: text('kind').$type<AppSessionKind>().notNull(),
  startedAt: ts('started_at').notNull(),
  endedAt: ts('ended_at'),
  lat: doublePrecision('lat'),
  lng: doublePrecision('lng'),
  areaId: text('area_id'),
  deviceId: text('device_id'),
  operatingSystem: text('operating_system'),
  appVersion: text('app_version'),
  rideId: text('ride_id'),
});
