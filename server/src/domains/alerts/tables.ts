import { boolean, doublePrecision, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** What the alert watcher remembers of one vehicle between two looks (migration 0025). */
export const vehicleAlertWatch = pgTable('vehicle_alert_watch', {
  vehicleId: text('vehicle_id').primaryKey(),
  anchorLat: doublePrecision('anchor_lat'),
  anchorLong: doublePrecision('anchor_long'),
  anchoredAt: ts('anchored_at'),
  /** The previous fix and whether it awaits confirmation (migration 0046). */
  lastLat: doublePrecision('last_lat'),
  lastLong: doublePrecision('last_long'),
  lastAt: ts('last_at'),
  suspect: boolean('suspect').notNull().default(false),
  outsideSince: ts('outside_since'),
  openIncidents: text('open_incidents').array().notNull().default([]),
  wasOutOfFence: boolean('was_out_of_fence').notNull().default(false),
});

/** Every theft incident raised, with the task it went to. */
export const theftIncidents = pgTable('theft_incidents', {
  id: text('id').primaryKey(),
  vehicleId: text('vehicle_id').notNull(),
  code: text('code').notNull(),
  kind: text('kind').notNull(),
  lat: doublePrecision('lat').notNull(),
  long: doublePrecision('long').notNull(),
  taskId: text('task_id'),
  raisedAt: ts('raised_at').notNull(),
});
