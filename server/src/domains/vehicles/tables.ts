import { boolean, doublePrecision, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { VehicleKind } from '@ops/shared/rules/vehicleKind';
import { MANUFACTURERS, VEHICLE_STATUSES, VEHICLE_TYPES, type Manufacturer } from '@ops/shared/rules/labels';
import type { LOCK_STATUSES } from '@ops/shared/lists/vehicles';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

// The enumerations are the shared lists' (one source: the filters and the columns read the same).
export { MANUFACTURERS, VEHICLE_TYPES, type Manufacturer };
export type VehicleType = (typeof VEHICLE_TYPES)[number];
export type OnReadyOff = (typeof VEHICLE_STATUSES)[number];
export type LockStatus = (typeof LOCK_STATUSES)[number];

export const vehicles = pgTable('vehicles', {
  id: text('id').primaryKey(),
  code: text('code').notNull(),
  status: text('status').$type<OnReadyOff>().notNull().default('ready'),
  iotStatus: text('iot_status').$type<OnReadyOff>().notNull().default('ready'),
  /** Raw reading; displayed battery is realBatteryValue, else battery / 0.2 + 12. */
  battery: doublePrecision('battery').notNull().default(0),
  realBatteryValue: integer('real_battery_value'),
  phoneBattery: integer('phone_battery'),
  lockStatus: text('lock_status').$type<LockStatus>().notNull().default('locked'),
  lat: doublePrecision('lat').notNull().default(0),
  long: doublePrecision('long').notNull().default(0),
  lastUpdate: ts('last_update'),
  areaId: text('area_id'),
  manufacturer: text('manufacturer').$type<Manufacturer>().notNull(),
  vehicleType: text('vehicle_type').$type<VehicleType>().notNull(),
  /** Scooter or bike (migration 0040): which of the Scooters and Bikes pages lists it. */
  kind: text('kind').$type<VehicleKind>().notNull().default('scooter'),
  disabled: boolean('disabled').notNull().default(false),
  isInStorage: boolean('is_in_storage').notNull().default(false),
  inRide: boolean('in_ride').notNull().default(false),
  isMuted: boolean('is_muted').notNull().default(false),
  stolenAlert: boolean('stolen_alert').notNull().default(false),
  stolenAlertAt: ts('stolen_alert_at'),
  /** Who acknowledged the lost/stolen alert, and when (migration 0004). */
  stolenAlertAcknowledgedAt: ts('stolen_alert_acknowledged_at'),
  stolenAlertAcknowledgedById: text('stolen_alert_acknowledged_by_id'),
  isOutOfFence: boolean('is_out_of_fence').notNull().default(false),
  inOpsFence: boolean('in_ops_fence').notNull().default(false),
  isUrgent: boolean('is_urgent').notNull().default(false),
  urgencyType: text('urgency_type'),
  lastMoveBeep: ts('last_move_beep'),
  /** Kuickwheel only (null for Xiaomi): true while the battery compartment is locked. */
  batLock: boolean('bat_lock'),
  lastInitiatorId: text('last_initiator_id'),
  lastInitDate: ts('last_init_date'),
  lastInitiatorLat: doublePrecision('last_initiator_lat'),
  lastInitiatorLng: doublePrecision('last_initiator_lng'),
  speedLimit: integer('speed_limit'),
  speedLimitUntil: ts('speed_limit_until'),
  batterySerial: text('battery_serial'),
  batteryTravelRange: integer('battery_travel_range'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const LIFE_CYCLE_CASES = [
  'ACTIVATED',
  'DEACTIVATED',
  'ENTERED_URGENT',
  'EXITED_URGENT',
  'BATTERY_UNLOCK',
  'BATTERY_LOCK',
  'CHARGED90',
  'BATTERY_SWAP',
  'BLE_START',
  'DISABLED',
] as const;

export const vehicleLifeCycle = pgTable('vehicle_life_cycle', {
  id: text('id').primaryKey(),
  vehicleId: text('vehicle_id').notNull(),
  code: text('code').notNull(),
  /** One of LIFE_CYCLE_CASES or another history case of 01 §3 (ops ride, maintenance, ...). */
  case: text('case').notNull(),
  service: text('service'),
  userId: text('user_id'),
  batterySerial: text('battery_serial'),
  battery: doublePrecision('battery'),
  batteryPerAtBatUnlock: integer('battery_per_at_bat_unlock'),
  isOperating: boolean('is_operating').notNull().default(false),
  createdAt: ts('created_at').notNull().defaultNow(),
  /** The photo taken when the vehicle went back into service (a storage key; migration 0021). */
  imageKey: text('image_key'),
});
