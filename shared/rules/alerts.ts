import { MAX_NOTICES } from './constants';
import { caseForUrgentReason, taskCaseLabel } from './labels';

export { MAX_NOTICES };

/** 03 §2.8: these urgency types are red; the others amber. */
export const RED_URGENCY_TYPES = ['NOT_UPDATING', 'LOCK_NONE', 'MOVE_BEEP'] as const;

export const outOfFenceNotice = (code: string): string => `${code} is Out Of Fence`;
export const urgentNotice = (code: string): string => `${code} is Urgent`;

export function urgencyColour(urgencyType: string): 'red' | 'amber' {
  return (RED_URGENCY_TYPES as readonly string[]).includes(urgencyType) ? 'red' : 'amber';
}

/** A vehicle whose lockStatus is none and that is not in storage is urgent of type LOCK_NONE. */
export function isLockNoneUrgent(vehicle: {
  lockStatus?: string | null;
  isInStorage?: boolean | number | null;
}): boolean {
  return vehicle.lockStatus === 'none' && !vehicle.isInStorage;
}

/** Live counters move with events but never go below 0 (02 §7, 03 §4). */
export function applyCounterDelta(count: number, delta: number): number {
  return Math.max(0, count + delta);
}

/** Keeps the newest notices, at most `max`, newest first. */
export function pushNotice<T>(notices: readonly T[], notice: T, max: number = MAX_NOTICES): T[] {
  return [notice, ...notices].slice(0, max);
}

/**
 * The urgency type a vehicle shows on /app/urgent: its stored type, else LOCK_NONE when
 * the lock reports none outside storage (03 §2.8), else null (not urgent).
 */
export function urgencyTypeOf(vehicle: {
  isUrgent?: boolean | null;
  urgencyType?: string | null;
  lockStatus?: string | null;
  isInStorage?: boolean | number | null;
}): string | null {
  if (vehicle.isUrgent && vehicle.urgencyType) return vehicle.urgencyType;
  if (isLockNoneUrgent(vehicle)) return 'LOCK_NONE';
  return vehicle.isUrgent ? 'URGENT' : null;
}

/**
 * IoT battery alerts (/app/vehicles-iot-battery-alert; the spec names the page only): the
 * IoT box's own battery (phoneBattery) at or below this percent, or the IoT reporting off.
 */
export const IOT_BATTERY_ALERT_PERCENT = 20;

export type IotBatteryAlert = 'LOW_IOT_BATTERY' | 'IOT_OFF';
export const IOT_BATTERY_ALERT_LABELS: Record<IotBatteryAlert, string> = {
  LOW_IOT_BATTERY: 'Low IoT Battery',
  IOT_OFF: 'Iot Off',
};

export function iotBatteryAlertOf(vehicle: { phoneBattery?: number | null; iotStatus?: string | null }): IotBatteryAlert | null {
  if (vehicle.phoneBattery !== null && vehicle.phoneBattery !== undefined && vehicle.phoneBattery <= IOT_BATTERY_ALERT_PERCENT) return 'LOW_IOT_BATTERY';
  if (vehicle.iotStatus === 'off') return 'IOT_OFF';
  return null;
}

/** The three urgency types that are not task cases: worded here (03 §2.8 names them only). */
const NON_CASE_URGENCY_LABELS: Record<string, string> = { LOCK_NONE: 'Lock None', MOVE_BEEP: 'Move Beep', URGENT: 'Urgent' };

/** An urgency type in words: the label of the task case it maps to (01 §3), else our words, else the code. */
export function urgencyLabel(urgencyType: string): string {
  if (Object.hasOwn(NON_CASE_URGENCY_LABELS, urgencyType)) return NON_CASE_URGENCY_LABELS[urgencyType]!;
  const taskCase = caseForUrgentReason(urgencyType);
  return taskCase === 'OTHER' ? urgencyType : taskCaseLabel(taskCase);
}
