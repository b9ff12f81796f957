import { bigint, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const SETTLEMENT_STATUSES = ['running', 'done'] as const;
export type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number];

/** One bulk settlement and its progress (migration 0010). */
export const settlementJobs = pgTable('settlement_jobs', {
  id: text('id').primaryKey(),
  requestedById: text('requested_by_id').notNull(),
  filters: jsonb('filters').$type<Record<string, unknown>>().notNull(),
  status: text('status').$type<SettlementStatus>().notNull().default('running'),
  total: integer('total').notNull(),
  settled: integer('settled').notNull().default(0),
  skipped: integer('skipped').notNull().default(0),
  failed: integer('failed').notNull().default(0),
  held: integer('held').notNull().default(0),
  settledPiasters: bigint('settled_piasters', { mode: 'number' }).notNull().default(0),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  finishedAt: ts('finished_at'),
});
