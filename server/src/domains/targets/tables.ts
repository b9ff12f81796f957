import { bigint, date, doublePrecision, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Monthly target per area: the inputs staff set (assigned, operatingCap, ratio, totalRpv)
 * and the figures derived from them (operating, ratioTargetComms, rides, totalRev).
 * Actuals are computed from the raw tables when read (actuals.ts).
 */
export const targets = pgTable('targets', {
  id: text('id').primaryKey(),
  areaId: text('area_id').notNull(),
  year: integer('year').notNull(),
  month: integer('month').notNull(),
  /** First day of the month, 'YYYY-MM-DD'. */
  monthDate: date('month_date', { mode: 'string' }).notNull(),
  assigned: integer('assigned').notNull().default(0),
  operatingCap: doublePrecision('operating_cap').notNull().default(0),
  operating: doublePrecision('operating').notNull().default(0),
  ratio: doublePrecision('ratio').notNull().default(0),
  ratioTargetComms: doublePrecision('ratio_target_comms').notNull().default(0),
  rides: doublePrecision('rides').notNull().default(0),
  totalRpvPiasters: bigint('total_rpv_piasters', { mode: 'number' }).notNull().default(0),
  totalRevPiasters: bigint('total_rev_piasters', { mode: 'number' }).notNull().default(0),
  activeRatio: doublePrecision('active_ratio').notNull().default(0),
  urgentRatio: doublePrecision('urgent_ratio').notNull().default(0),
  riders: integer('riders').notNull().default(0),
  newUsers: integer('new_users').notNull().default(0),
  /** Migration 0035: the three set values the actual page also compares with, and who changed the row last. */
  awaitingInspectionMinutes: doublePrecision('awaiting_inspection_minutes').notNull().default(0),
  ratingsFourPlusPercentage: doublePrecision('ratings_four_plus_percentage').notNull().default(0),
  lostRevPercentage: doublePrecision('lost_rev_percentage').notNull().default(0),
  updatedById: text('updated_by_id'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export type TargetRow = typeof targets.$inferSelect;
