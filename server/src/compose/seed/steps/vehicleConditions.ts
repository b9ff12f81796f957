import { LOW_BATTERY_PERCENT } from '@ops/shared/rules/alerts';
import type { UrgentReason } from '@ops/shared/rules/labels';
import type { LockStatus, OnReadyOff } from '../../../domains/vehicles/tables';

/** What a seeded vehicle's row says about it, as far as urgent conditions go. */
export interface VehicleState {
  isOutOfFence: boolean;
  batteryPercent: number;
  iotStatus: OnReadyOff;
  /** Its last update is hours old. */
  stale: boolean;
  lockStatus: LockStatus;
  /** Kuickwheel only; null for Xiaomi. */
  batLock: boolean | null;
  stolenAlert: boolean;
}

/** The low-battery line of the urgency rule (the simulator raises LPM below its own threshold). */
export { LOW_BATTERY_PERCENT };

/**
 * Urgent conditions a vehicle's state shows (01 §3 urgent-reason codes). A demo task may
 * open only these cases on it: an Out Of Fence task on a vehicle whose card says 'In
 * fence' is one the fleet feed can never clear.
 */
export function conditionsOf(state: VehicleState): UrgentReason[] {
  const reasons: UrgentReason[] = [];
  if (state.isOutOfFence) reasons.push('OUT_OF_FENCE', 'WARNING_OUT_OF_FENCE');
  if (state.batteryPercent < LOW_BATTERY_PERCENT) reasons.push('LPM');
  if (state.iotStatus === 'off') reasons.push('IOT_OFF');
  if (state.stale) reasons.push('NOT_UPDATING');
  if (state.lockStatus === 'unlocked') reasons.push('UNLOCKED_WITHOUT_RIDE');
  if (state.batLock === false) reasons.push('BATTERY_UNLOCKED');
  if (state.stolenAlert) reasons.push('SCANNED_LOST_AND_STOLEN', 'UPDATING_LOST_AND_STOLEN');
  return reasons;
}

/** Conditions no column of the vehicle shows (a report, a missing photo): any vehicle in service may carry them. */
export const STATELESS_REASONS: readonly UrgentReason[] = [
  'NO_RIDES_TODAY',
  'NO_RIDE_PHOTO',
  'VEHICLE_MALFUNCTION',
];
