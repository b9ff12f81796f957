import { bigint, date, doublePrecision, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { RentalStatus } from '@ops/shared/rules/rentals';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Migration 0020: a day rental (status pending, ready, delivered, collected). */
export const dayRentals = pgTable('day_rentals', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull(),
  areaId: text('area_id'),
  vehicleId: text('vehicle_id'),
  status: text('status').$type<RentalStatus>().notNull().default('pending'),
  /** The day rented, as a Cairo calendar date (YYYY-MM-DD). */
  rentalDate: date('rental_date', { mode: 'string' }).notNull(),
  pricePiasters: bigint('price_piasters', { mode: 'number' }).notNull(),
  billId: text('bill_id'),
  deliveryAddress: text('delivery_address'),
  deliveryLat: doublePrecision('delivery_lat'),
  deliveryLong: doublePrecision('delivery_long'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
export type DayRentalRow = typeof dayRentals.$inferSelect;

/** Migration 0020: every status change of a rental (the booking has from_status null). */
export const dayRentalEvents = pgTable('day_rental_events', {
  id: text('id').primaryKey(),
  rentalId: text('rental_id').notNull(),
  fromStatus: text('from_status').$type<RentalStatus>(),
  toStatus: text('to_status').$type<RentalStatus>().notNull(),
  vehicleId: text('vehicle_id'),
  byUserId: text('by_user_id'),
  note: text('note'),
  at: ts('at').notNull(),
});
