import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const money = (name: string) => bigint(name, { mode: 'number' });

/** Migration 0029: ride prices per area and vehicle type as a history (effective from). */
export const ridePrices = pgTable('ride_prices', {
  id: text('id').primaryKey(),
  areaId: text('area_id').notNull(),
  vehicleType: text('vehicle_type').notNull(),
  basePricePiasters: money('base_price_piasters').notNull(),
  minutePricePiasters: money('minute_price_piasters').notNull(),
  effectiveFrom: timestamp('effective_from', { withTimezone: true, mode: 'date' }).notNull(),
  setBy: text('set_by'),
  reason: text('reason'),
});
