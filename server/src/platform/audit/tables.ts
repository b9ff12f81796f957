import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A JSON object of the fields an action changed (or the facts it acted on). */
export type AuditFields = Record<string, unknown>;

/** What else an entry may be about (migration 0015). */
export type AuditSubjectType =
  | 'primePlan'
  | 'promocode'
  | 'vehicle'
  | 'attendance'
  | 'ridePrice'
  | 'target'
  | 'chargePlan'
  | 'moneyThreshold'
  | 'moneyLimits';

/** Migration 0008: one row per action on a user, shown in the user page's History tab. */
export const userAudit = pgTable('user_audit', {
  id: text('id').primaryKey(),
  /** Null for an entry about something else (a prime plan, a promocode): see subject. Migration 0015. */
  targetUserId: text('target_user_id'),
  subjectType: text('subject_type').$type<AuditSubjectType>(),
  subjectId: text('subject_id'),
  actorId: text('actor_id'),
  action: text('action').notNull(),
  before: jsonb('before').$type<AuditFields>().notNull().default({}),
  after: jsonb('after').$type<AuditFields>().notNull().default({}),
  reason: text('reason'),
  requestId: text('request_id'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
