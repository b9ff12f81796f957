import { boolean, doublePrecision, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** [lat, lng], the order the spec and the map use (GeoJSON's [lng, lat] is converted on the way in). */
export type LatLng = [number, number];
/** A closed or open ring of points; the last point need not repeat the first. */
export type Ring = LatLng[];

export interface ReservationPlan {
  minutes: number;
  costPiasters: number;
}

export const areas = pgTable('areas', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  viewInOpsApp: boolean('view_in_ops_app').notNull().default(true),
  payBalanceOnly: boolean('pay_balance_only').notNull().default(false),
  forceIdVerification: boolean('force_id_verification').notNull().default(false),
  isMultiLevel: boolean('is_multi_level').notNull().default(false),
  isGeofencingEnabled: boolean('is_geofencing_enabled').notNull().default(true),
  isOpsFencingEnabled: boolean('is_ops_fencing_enabled').notNull().default(true),
  isEndingRideRestrictedInOuterFence: boolean('is_ending_ride_restricted_in_outer_fence')
    .notNull()
    .default(false),
  isExpressArea: boolean('is_express_area').notNull().default(false),
  outerFence: jsonb('outer_fence').$type<Ring>().notNull().default([]),
  geofenceCoordinates: jsonb('geofence_coordinates').$type<Ring>().notNull().default([]),
  restrictedFences: jsonb('restricted_fences').$type<Ring[]>().notNull().default([]),
  opsFences: jsonb('ops_fences').$type<Ring[]>().notNull().default([]),
  attendanceLat: doublePrecision('attendance_lat'),
  attendanceLong: doublePrecision('attendance_long'),
  reservationPlans: jsonb('reservation_plans').$type<ReservationPlan[]>().notNull().default([]),
  /** Bumped by every save; a save made on an older version is refused. */
  version: integer('version').notNull().default(1),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export type AreaRow = typeof areas.$inferSelect;
