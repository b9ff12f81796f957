import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Vehicle counts per area and status, one set an hour (migration 0021; snapshots.ts). '' is "no area". */
export const vehicleStatusSnapshots = pgTable(
  'vehicle_status_snapshots',
  {
    takenAt: timestamp('taken_at', { withTimezone: true, mode: 'date' }).notNull(),
    areaId: text('area_id').notNull(),
    status: text('status').notNull(),
    count: integer('count').notNull(),
    /** Migration 0035: of `count`, the active (not in storage), operating and urgent ones; null before it. */
    active: integer('active'),
    operating: integer('operating'),
    urgent: integer('urgent'),
  },
  (table) => [primaryKey({ columns: [table.takenAt, table.areaId, table.status] })],
);
