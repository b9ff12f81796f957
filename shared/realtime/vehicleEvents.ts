import { z } from 'zod';

/**
 * Payloads of the vehicle events (03 §4, §7): the motor and battery locks on their topics,
 * and the two per-code topics a screen follows for one vehicle (SUBSCRIBE_TO_LOGS).
 */

/** VEHICLE_LOCK_STATUS: the motor lock changed (a command's ack, the device's own report). */
export const vehicleLockStatusEvent = z.object({
  _id: z.string(),
  code: z.string(),
  /** 'locked' | 'unlocked' | 'none', as the vehicle row stores it. */
  lockStatus: z.string(),
});
export type VehicleLockStatusEvent = z.infer<typeof vehicleLockStatusEvent>;

/** VEHICLE_BAT_LOCK_STATUS: the battery compartment lock (Kuickwheel) opened or closed. */
export const vehicleBatLockStatusEvent = z.object({
  _id: z.string(),
  code: z.string(),
  batLock: z.boolean(),
});
export type VehicleBatLockStatusEvent = z.infer<typeof vehicleBatLockStatusEvent>;

/** SCOOTER_COORDINATES, per code: the vehicle's last position. */
export const scooterCoordinatesEvent = z.object({
  _id: z.string(),
  code: z.string(),
  lat: z.number(),
  long: z.number(),
  /** ISO time of the reading. */
  lastUpdate: z.string(),
});
export type ScooterCoordinatesEvent = z.infer<typeof scooterCoordinatesEvent>;

/** VEHICLE_LOGS, per code: an acknowledged command and the state it left the vehicle in. */
export const vehicleLogsEvent = z.object({
  _id: z.string(),
  code: z.string(),
  command: z.string(),
  lockStatus: z.string(),
  lastMoveBeep: z.string().nullable(),
  speedLimit: z.number().nullable(),
  speedLimitUntil: z.string().nullable(),
  /** ISO time of the acknowledgement. */
  at: z.string(),
});
export type VehicleLogsEvent = z.infer<typeof vehicleLogsEvent>;
