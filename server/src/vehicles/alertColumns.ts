import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Migration 0004: who acknowledged a vehicle's lost/stolen alert (vehicles/tables.ts is the data model's). */
export const vehicleAlertAcks = pgTable('vehicles', {
  id: text('id').primaryKey(),
  stolenAlertAcknowledgedAt: ts('stolen_alert_acknowledged_at'),
  stolenAlertAcknowledgedById: text('stolen_alert_acknowledged_by_id'),
});
