import { describe, expect, it } from 'vitest';
import {
  ACTION_FAILED,
  canEndRide,
  canOfferSpeedChange,
  canPickTask,
  canSaveComment,
  isValidSpeedLimit,
  lastCustomerCardTitle,
  minutesSinceFlagged,
  resolvedNotice,
  validateMotorLock,
  validateRideImageUpload,
} from './taskActions';

describe('task workspace rules (01 §2, §4, §5, §6)', () => {
  it.each([
    ['"Save disabled when the text is empty"', '', false, false],
    ['"or a save is in progress"', 'note', true, false],
    ['text and idle', 'note', false, true],
  ])('comment: %s', (_rule, text, saving, expected) => {
    expect(canSaveComment(text, saving)).toBe(expected);
  });

  it.each([
    ['"enabled only when attendance is ACTIVE"', 'ACTIVE', null, true],
    ['on a break', 'IN_BREAK', null, false],
    ['not checked in', null, null, false],
    ['"A flagged task can only be picked by the user who flagged it": the flagger', 'ACTIVE', 'me', true],
    ['"others see the pick button disabled"', 'ACTIVE', 'someone', false],
  ])('pick: %s', (_rule, attendanceStatus, flaggedBy, expected) => {
    expect(canPickTask({ attendanceStatus, flaggedBy, userId: 'me' })).toBe(expected);
  });

  it.each([
    ['ready', null],
    ['on', "Vehicle is not ready, can't perform motor lock/unlock action"],
    ['off', "Vehicle is not ready, can't perform motor lock/unlock action"],
    [null, "Vehicle is not ready, can't perform motor lock/unlock action"],
  ])('"Motor lock/unlock requires vehicle iotStatus to be ready": %s', (iotStatus, expected) => {
    expect(validateMotorLock(iotStatus)).toBe(expected);
  });

  it('"else \'Action failed\'"', () => expect(ACTION_FAILED).toBe('Action failed'));

  it.each([
    ['outside a fence', { isOutOfFence: true, inOpsFence: false }, true],
    ['in an ops fence', { isOutOfFence: false, inOpsFence: true }, true],
    ['inside the normal fence', { isOutOfFence: false, inOpsFence: false }, false],
    ['unknown', {}, false],
  ])(
    '"speed change (only when vehicle is outside a fence or in an ops fence)": %s',
    (_case, vehicle, expected) => {
      expect(canOfferSpeedChange(vehicle)).toBe(expected);
    },
  );

  it.each([
    [5, true],
    [15, true],
    [25, true],
    [10, false],
    ['5', false],
    [undefined, false],
  ])('"a value is required, chosen from 5, 15, 25": %j', (value, expected) => {
    expect(isValidSpeedLimit(value)).toBe(expected);
  });

  it.each([
    ['ongoing', true],
    ['done', false],
    [undefined, false],
  ])('"Both are offered only while ongoing": %s', (status, expected) => {
    expect(canEndRide(status)).toBe(expected);
  });

  it.each([
    ['VEHICLE_SCANNED_LOST_AND_STOLEN', 'Last Scanner'],
    ['VEHICLE_UPDATING_LOST_AND_STOLEN', 'Last Scanner'],
    ['VEHICLE_LPM', 'Last Customer Details'],
  ])('"titled \'Last Scanner\' for lost/stolen cases": %s', (mainCase, title) => {
    expect(lastCustomerCardTitle(mainCase)).toBe(title);
  });

  it('"minutes since flagging"', () => {
    const flaggedAt = new Date('2026-11-22T10:00:00Z');
    expect(minutesSinceFlagged(flaggedAt, new Date('2026-11-22T10:02:59Z'))).toBe(2);
    expect(minutesSinceFlagged(flaggedAt, new Date('2026-11-22T09:59:00Z'))).toBe(0);
  });

  it('"an image must be chosen, else \'Please Upload Image First\'"', () => {
    expect(validateRideImageUpload(null)).toBe('Please Upload Image First');
    expect(validateRideImageUpload({ name: 'a.jpg' })).toBe(null);
  });

  it('"Resolved-task notice (\'<vehicle> has been resolved!\')"', () => {
    expect(resolvedNotice('S123')).toBe('S123 has been resolved!');
  });
});
