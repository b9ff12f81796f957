import { describe, expect, it } from 'vitest';
import {
  MAX_NOTICES,
  applyCounterDelta,
  iotBatteryAlertOf,
  isLockNoneUrgent,
  outOfFenceNotice,
  pushNotice,
  urgencyColour,
  urgencyLabel,
  urgencyTypeOf,
  urgentNotice,
} from './alerts';

describe('live alerts (03 §2.8)', () => {
  it("\"'{code} is Out Of Fence' and '{code} is Urgent'\"", () => {
    expect(outOfFenceNotice('S42')).toBe('S42 is Out Of Fence');
    expect(urgentNotice('S42')).toBe('S42 is Urgent');
  });

  it.each([
    ['NOT_UPDATING', 'red'],
    ['LOCK_NONE', 'red'],
    ['MOVE_BEEP', 'red'],
    ['LPM', 'amber'],
    ['IOT_OFF', 'amber'],
  ])('"NOT_UPDATING, LOCK_NONE and MOVE_BEEP are red, others amber": %s', (type, colour) => {
    expect(urgencyColour(type)).toBe(colour);
  });

  it.each([
    ['lock none, not in storage', { lockStatus: 'none', isInStorage: false }, true],
    ['lock none, in storage', { lockStatus: 'none', isInStorage: true }, false],
    ['isInStorage as 0', { lockStatus: 'none', isInStorage: 0 }, true],
    ['locked', { lockStatus: 'locked', isInStorage: false }, false],
  ])('"lockStatus is none and that is not in storage is ... LOCK_NONE": %s', (_case, vehicle, expected) => {
    expect(isLockNoneUrgent(vehicle)).toBe(expected);
  });

  it('"Maximum 8 simultaneous notices"', () => {
    let notices: number[] = [];
    for (let i = 1; i <= 10; i++) notices = pushNotice(notices, i);
    expect(MAX_NOTICES).toBe(8);
    expect(notices).toEqual([10, 9, 8, 7, 6, 5, 4, 3]);
  });

  it.each([
    [3, 1, 4],
    [3, -1, 2],
    [0, -1, 0],
    [1, -5, 0],
  ])('"Counters ... never below 0": %i %+i = %i', (count, delta, expected) => {
    expect(applyCounterDelta(count, delta)).toBe(expected);
  });
});

describe('fleet alert pages (issue 9 §8)', () => {
  it.each([
    [{ isUrgent: true, urgencyType: 'LPM', lockStatus: 'locked', isInStorage: false }, 'LPM'],
    [{ isUrgent: false, urgencyType: null, lockStatus: 'none', isInStorage: false }, 'LOCK_NONE'],
    [{ isUrgent: false, urgencyType: null, lockStatus: 'none', isInStorage: true }, null],
    [{ isUrgent: true, urgencyType: null, lockStatus: 'locked', isInStorage: false }, 'URGENT'],
    [{ isUrgent: false, urgencyType: 'LPM', lockStatus: 'locked', isInStorage: false }, null],
  ])('urgency type of %o is %s', (vehicle, expected) => {
    expect(urgencyTypeOf(vehicle)).toBe(expected);
  });

  it.each([
    [{ phoneBattery: 20, iotStatus: 'ready' }, 'LOW_IOT_BATTERY'],
    [{ phoneBattery: 21, iotStatus: 'ready' }, null],
    [{ phoneBattery: 0, iotStatus: 'off' }, 'LOW_IOT_BATTERY'],
    [{ phoneBattery: null, iotStatus: 'off' }, 'IOT_OFF'],
    [{ phoneBattery: null, iotStatus: 'on' }, null],
  ])('IoT battery alert of %o is %s', (vehicle, expected) => {
    expect(iotBatteryAlertOf(vehicle)).toBe(expected);
  });
});

describe('urgency types in words', () => {
  it.each([
    ['LPM', 'Low Battery'],
    ['WARNING_OUT_OF_FENCE', 'Out Of Fence'],
    ['NOT_UPDATING', 'Not Updating'],
    ['LOCK_NONE', 'Lock None'],
    ['MOVE_BEEP', 'Move Beep'],
    ['SOMETHING_NEW', 'SOMETHING_NEW'],
  ])('%s -> %s', (type, label) => {
    expect(urgencyLabel(type)).toBe(label);
  });
});
