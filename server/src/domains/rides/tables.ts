import {
  bigint,
  boolean,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { RIDE_ENDED_BY, RIDE_STATUSES } from '@ops/shared/rules/labels';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => bigint(name, { mode: 'number' });

export type RideStatus = (typeof RIDE_STATUSES)[number];
export type RideEndedBy = (typeof RIDE_ENDED_BY)[number];
/** Ride-image review: Pending, Accepted (Y), Declined (N). */
export type RideCheckStatus = 'P' | 'Y' | 'N';

export const rides = pgTable('rides', {
  id: text('id').primaryKey(),
  status: text('status').$type<RideStatus>().notNull().default('ongoing'),
  userId: text('user_id').notNull(),
  vehicleId: text('vehicle_id').notNull(),
  areaId: text('area_id'),
  billId: text('bill_id'),
  promocodeId: text('promocode_id'),
  reservationId: text('reservation_id'),
  startTime: ts('start_time').notNull(),
  endTime: ts('end_time'),
  timeMs: bigint('time_ms', { mode: 'number' }),
  basePricePiasters: money('base_price_piasters').notNull().default(600),
  minutePricePiasters: money('minute_price_piasters').notNull().default(100),
  compensationPiasters: money('compensation_piasters').notNull().default(0),
  endedBy: text('ended_by').$type<RideEndedBy>(),
  endedByReason: text('ended_by_reason'),
  endedByUserId: text('ended_by_user_id'),
  imageUrl: text('image_url'),
  additionalImageUrl: text('additional_image_url'),
  checkStatus: text('check_status').$type<RideCheckStatus>().notNull().default('P'),
  startLat: doublePrecision('start_lat'),
  startLong: doublePrecision('start_long'),
  stopLat: doublePrecision('stop_lat'),
  stopLong: doublePrecision('stop_long'),
  userStopLat: doublePrecision('user_stop_lat'),
  userStopLong: doublePrecision('user_stop_long'),
  startVehicleBattery: integer('start_vehicle_battery'),
  endVehicleBattery: integer('end_vehicle_battery'),
  rating: smallint('rating'),
  feedbackComment: text('feedback_comment'),
  freeRide: boolean('free_ride').notNull().default(false),
  isExpressRide: boolean('is_express_ride').notNull().default(false),
  maxNumberOfMinutesForRide: integer('max_number_of_minutes_for_ride'),
  distanceM: integer('distance_m'),
  isAutoEndSoundSent: boolean('is_auto_end_sound_sent').notNull().default(false),
  logs: jsonb('logs').$type<Array<Record<string, unknown>>>().notNull().default([]),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
