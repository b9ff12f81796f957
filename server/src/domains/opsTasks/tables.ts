import { boolean, doublePrecision, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { OpsTaskStatus, OpsTaskType } from '@ops/shared/rules/opsTasks';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Field work on one vehicle (migration 0022). The id is a uuid other domains may point at. */
export const opsTasks = pgTable('ops_tasks', {
  id: uuid('id').primaryKey().defaultRandom(),
  type: text('type').$type<OpsTaskType>().notNull(),
  status: text('status').$type<OpsTaskStatus>().notNull().default('open'),
  vehicleId: text('vehicle_id').notNull(),
  vehicleCode: text('vehicle_code').notNull(),
  areaId: text('area_id'),
  note: text('note'),
  createdBy: text('created_by'),
  holderId: text('holder_id'),
  startedBy: text('started_by'),
  startedAt: ts('started_at'),
  endedAt: ts('ended_at'),
  endedBy: text('ended_by'),
  endReason: text('end_reason'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
export type OpsTaskRow = typeof opsTasks.$inferSelect;

export type OpsTaskHistoryAction = 'created' | 'started' | 'resolved' | 'failed' | 'closed';

export const opsTaskHistory = pgTable('ops_task_history', {
  id: text('id').primaryKey(),
  taskId: uuid('task_id').notNull(),
  action: text('action').$type<OpsTaskHistoryAction>().notNull(),
  byUserId: text('by_user_id'),
  forUserId: text('for_user_id'),
  lat: doublePrecision('lat'),
  lng: doublePrecision('lng'),
  distanceMetres: integer('distance_metres'),
  locationBypassed: boolean('location_bypassed').notNull().default(false),
  note: text('note'),
  createdAt: ts('created_at').notNull().defaultNow(),
});
export type OpsTaskHistoryRow = typeof opsTaskHistory.$inferSelect;
