/**
 * Payloads of the vehicle events (03 §4, §7): the motor and battery locks on their topics,
 * and the two per-code topics a screen follows for one vehicle (SUBSCRIBE_TO_LOGS).
 */

/** VEHICLE_LOCK_STATUS: the motor lock changed (a command's ack, the device's own report). */
export interface VehicleLockStatusEvent {
  _id: string;
  code: string;
  /** 'locked' | 'unlocked' | 'none', as the vehicle row stores it. */
  lockStatus: string;
}

/** VEHICLE_BAT_LOCK_STATUS: the battery compartment lock (Kuickwheel) opened or closed. */
export interface VehicleBatLockStatusEvent {
  _id: string;
  code: string;
  batLock: boolean;
}

/** SCOOTER_COORDINATES, per code: the vehicle's last position. */
export interface ScooterCoordinatesEvent {
  _id: string;
  code: string;
  lat: number;
  long: number;
  /** ISO time of the reading. */
  lastUpdate: string;
}

/** VEHICLE_LOGS, per code: an acknowledged command and the state it left the vehicle in. */
export interface VehicleLogsEvent {
  _id: string;
  code: string;
  command: string;
  lockStatus: string;
  lastMoveBeep: string | null;
  speedLimit: number | null;
  speedLimitUntil: string | null;
  /** ISO time of the acknowledgement. */
  at: string;
}
