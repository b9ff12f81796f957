import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Migration 0020: a vehicle held for a rider by one of the area's reservation plans. Status is read (shared/rules/reservations.ts). */
export const reservations = pgTable('reservations', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull(),
  vehicleId: text('vehicle_id').notNull(),
  areaId: text('area_id'),
  minutes: integer('minutes').notNull(),
  costPiasters: bigint('cost_piasters', { mode: 'number' }).notNull(),
  billId: text('bill_id'),
  rideId: text('ride_id'),
  reservedAt: ts('reserved_at').notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
});
export type ReservationRow = typeof reservations.$inferSelect;
