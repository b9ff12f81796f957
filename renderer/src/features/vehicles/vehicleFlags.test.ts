import { describe, expect, it } from 'vitest';
import { vehicleFlags } from './vehicleColumns';
import type { VehicleRow } from './vehiclesApi';

const row = (over: Partial<VehicleRow>): VehicleRow =>
  ({
    inRide: false,
    disabled: false,
    stolenAlert: false,
    isUrgent: false,
    urgencyType: null,
    isOutOfFence: false,
    isMuted: false,
    isInStorage: false,
    ...over,
  }) as VehicleRow;

// Issue 23: raw enums on screen ('Urgent: OUT_OF_FENCE', 'MOVE_BEEP'); the labels of shared/rules instead.
describe('a vehicle row names its urgency in words', () => {
  it.each([
    ['OUT_OF_FENCE', 'Urgent: Out Of Fence'],
    ['MOVE_BEEP', 'Urgent: Move Beep'],
    ['LPM', 'Urgent: Low Battery'],
    ['NOT_UPDATING', 'Urgent: Not Updating'],
  ])('%s -> %s', (urgencyType, label) => {
    expect(vehicleFlags(row({ isUrgent: true, urgencyType })).map((f) => f.label)).toEqual([label]);
  });
});
