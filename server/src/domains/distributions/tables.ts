import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export interface DistributionPoint {
  lat: number;
  lng: number;
  pointName: string;
  neighborhood: string;
  vehiclesToDistribute: number;
}

export const distributions = pgTable('distributions', {
  id: text('id').primaryKey(),
  areaId: text('area_id').notNull(),
  dateCreated: ts('date_created').notNull().defaultNow(),
  points: jsonb('points').$type<DistributionPoint[]>().notNull().default([]),
  createdAt: ts('created_at').notNull().defaultNow(),
});
