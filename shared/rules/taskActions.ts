import { SPEED_LIMITS, LOST_AND_STOLEN_CASES, type SpeedLimit } from './labels';

export const MOTOR_NOT_READY = "Vehicle is not ready, can't perform motor lock/unlock action";
export const ACTION_FAILED = 'Action failed';
export const UPLOAD_IMAGE_FIRST = 'Please Upload Image First';
export const UPLOAD_IMAGE_FAILED = "Couldn't Upload Image";

/** 01 §5: Save is disabled when the text is empty or a save is in progress. */
export function canSaveComment(text: string, saving: boolean): boolean {
  return text.length > 0 && !saving;
}

/**
 * 01 §4: pick buttons work only while attendance is ACTIVE, and a flagged task only
 * for the user who flagged it.
 */
export function canPickTask({
  attendanceStatus,
  flaggedBy,
  userId,
}: {
  attendanceStatus: string | null | undefined;
  flaggedBy?: string | null;
  userId: string;
}): boolean {
  return attendanceStatus === 'ACTIVE' && (!flaggedBy || flaggedBy === userId);
}

/** Whole minutes since flagging, for the flagged-task cards. */
export function minutesSinceFlagged(flaggedAt: Date | string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - new Date(flaggedAt).getTime()) / 60_000));
}

/** 01 §5: motor lock/unlock needs iotStatus ready. */
export function validateMotorLock(iotStatus: string | null | undefined): string | null {
  return iotStatus === 'ready' ? null : MOTOR_NOT_READY;
}

/** 01 §6: the speed change is offered only when the vehicle is outside a fence or in an ops fence. */
export function canOfferSpeedChange(vehicle: {
  isOutOfFence?: boolean | null;
  inOpsFence?: boolean | null;
}): boolean {
  return !!vehicle.isOutOfFence || !!vehicle.inOpsFence;
}

/** 02 §5 Speed limit dialog: a value is required, one of 5, 15, 25. */
export function isValidSpeedLimit(value: unknown): value is SpeedLimit {
  return (SPEED_LIMITS as readonly unknown[]).includes(value);
}

/** 01 §4: 'End and pay' and 'End for Free' only while the ride is ongoing. */
export function canEndRide(rideStatus: string | null | undefined): boolean {
  return rideStatus === 'ongoing';
}

/** 01 §2: Ack only on lost/stolen tasks. */
export function isLostAndStolenCase(mainCase: string | null | undefined): boolean {
  return (LOST_AND_STOLEN_CASES as readonly (string | null | undefined)[]).includes(mainCase);
}

/** 01 §2: the third card is titled 'Last Scanner' for lost/stolen cases. */
export function lastCustomerCardTitle(mainCase: string | null | undefined): string {
  return isLostAndStolenCase(mainCase) ? 'Last Scanner' : 'Last Customer Details';
}

/** 02 §5 additional ride image: an image must be chosen. */
export function validateRideImageUpload(file: unknown): string | null {
  return file ? null : UPLOAD_IMAGE_FIRST;
}

export function resolvedNotice(vehicleCode: string): string {
  return `${vehicleCode} has been resolved!`;
}
