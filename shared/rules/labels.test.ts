import { describe, expect, it } from 'vitest';
import {
  BILL_FILTER_TYPES,
  BILL_TYPES,
  BREAK_REASONS,
  SUPPORT_TEAM_ATTENDANCE_STATUS_LABELS,
  SUPPORT_TEAM_ATTENDANCE_STATUSES,
  DEPARTMENTS,
  INVENTORY_CATEGORIES,
  MANUFACTURERS,
  PAYMENT_SOURCE_LABELS,
  PAYMENT_STATUSES,
  PAYMENT_TYPES,
  SHIFTS,
  SPEED_LIMITS,
  TASK_ACTION_TYPES,
  TASK_CASES,
  TASK_HISTORY_ACTIONS,
  TASK_STATUS_FILTERS,
  TASK_TYPES,
  VEHICLE_LIFE_CYCLE_CASES,
  VEHICLE_TYPES,
  WALLET_LOG_TYPES,
  caseForUrgentReason,
  idVerificationStatusLabel,
  taskCaseHistoryLabel,
  taskCaseLabel,
  taskHistoryActionLabel,
  vehicleLifeCycleLabel,
  walletLogTypeLabel,
  TASK_TYPE_LABELS,
} from './labels';

describe('task cases and labels (01 §3 table)', () => {
  it.each([
    ['VEHICLE_NO_RIDES', 'No Rides Today'],
    ['VEHICLE_NOT_UPDATING', 'Not Updating'],
    ['VEHICLE_IOT_OFF', 'Iot Off'],
    ['VEHICLE_NO_PHOTO', 'No Photo'],
    ['VEHICLE_OUT_OF_FENCE', 'Out Of Fence'],
    ['VEHICLE_WARNING_OUT_OF_FENCE', 'Out Of Fence'],
    ['VEHICLE_LOCK_UNLOCKED', 'Lock Unlocked'],
    ['VEHICLE_LPM', 'Low Battery'],
    ['VEHICLE_MALFUNCTION', 'Vehicle Malfunction'],
    ['VEHICLE_BATTERY_UNLOCKED', 'Vehicle Battery Unlocked'],
    ['VEHICLE_SCANNED_LOST_AND_STOLEN', 'Scanned Lost/Stolen'],
    ['VEHICLE_UPDATING_LOST_AND_STOLEN', 'Updating Lost/Stolen'],
    ['OTHER', 'Other'],
  ])('%s -> %s', (taskCase, label) => {
    expect(taskCaseLabel(taskCase)).toBe(label);
  });

  it('lists exactly the 13 cases', () => expect(TASK_CASES).toHaveLength(13));

  it.each([
    ['VEHICLE_WARNING_OUT_OF_FENCE', 'Warning Vehicle Out Of Fence'],
    ['VEHICLE_OUT_OF_FENCE', 'Out Of Fence'],
    ['VEHICLE_LPM', 'Low Battery'],
  ])('"history label for the warning": %s -> %s', (taskCase, label) => {
    expect(taskCaseHistoryLabel(taskCase)).toBe(label);
  });

  it.each([
    ['NO_RIDES_TODAY', 'VEHICLE_NO_RIDES'],
    ['NOT_UPDATING', 'VEHICLE_NOT_UPDATING'],
    ['IOT_OFF', 'VEHICLE_IOT_OFF'],
    ['NO_RIDE_PHOTO', 'VEHICLE_NO_PHOTO'],
    ['OUT_OF_FENCE', 'VEHICLE_OUT_OF_FENCE'],
    ['WARNING_OUT_OF_FENCE', 'VEHICLE_WARNING_OUT_OF_FENCE'],
    ['UNLOCKED_WITHOUT_RIDE', 'VEHICLE_LOCK_UNLOCKED'],
    ['LPM', 'VEHICLE_LPM'],
    ['VEHICLE_MALFUNCTION', 'VEHICLE_MALFUNCTION'],
    ['BATTERY_UNLOCKED', 'VEHICLE_BATTERY_UNLOCKED'],
    ['SCANNED_LOST_AND_STOLEN', 'VEHICLE_SCANNED_LOST_AND_STOLEN'],
    ['UPDATING_LOST_AND_STOLEN', 'VEHICLE_UPDATING_LOST_AND_STOLEN'],
    ['SOMETHING_NEW', 'OTHER'],
  ])('"Urgent-reason codes map to cases": %s -> %s', (reason, taskCase) => {
    expect(caseForUrgentReason(reason)).toBe(taskCase);
  });

  it('WARNING_OUT_OF_FENCE "maps to out of fence" in label', () => {
    expect(taskCaseLabel(caseForUrgentReason('WARNING_OUT_OF_FENCE'))).toBe('Out Of Fence');
  });
});

describe('task types, statuses and actions', () => {
  it('"Task types are Vehicle, RideImage and IdVerification" shown as Ride Image, Vehicle, ID Verification; and ours for custody mismatches (issue 12 §2)', () => {
    expect(TASK_TYPES).toEqual(['Vehicle', 'RideImage', 'IdVerification', 'CustodyTransfer']);
    expect(TASK_TYPE_LABELS).toEqual({
      Vehicle: 'Vehicle',
      RideImage: 'Ride Image',
      IdVerification: 'ID Verification',
      CustodyTransfer: 'Custody Transfer',
    });
  });

  it('"task status pending/assigned/unassigned/resolved/NotResolved"', () => {
    expect([...TASK_STATUS_FILTERS].sort()).toEqual([
      'NotResolved',
      'assigned',
      'pending',
      'resolved',
      'unassigned',
    ]);
  });

  it('01 §3 action types and 02 §3 history actions', () => {
    expect(TASK_ACTION_TYPES).toEqual([
      'CONTACTED_USER',
      'CONTACTED_FILED_TECH',
      'ATTACH_PHOTO',
      'ATTACH_LOCATION',
      'VEHICLE_COMMAND',
      'VEHICLE_DISABLE',
      'USER_EDIT_BALANCE',
      'USER_EDIT_ACTIVATION',
      'RIDE_END',
      'ACK_LOST_AND_STOLEN',
      'CHANGE_SPEED_LIMIT',
    ]);
    expect(TASK_HISTORY_ACTIONS).toHaveLength(23); // with idleReturned (issue 11 item 6)
    for (const action of TASK_ACTION_TYPES) expect(TASK_HISTORY_ACTIONS).toContain(action);
    for (const action of [
      'unassigned',
      'assigned',
      'pending',
      'resolved',
      'created',
      'caseResolved',
      'caseAdded',
      'FLAGGED',
      'UN_FLAGGED',
      'FORCED_TRANSFER',
      'REQUESTED_TRANSFER',
    ]) {
      expect(TASK_HISTORY_ACTIONS).toContain(action);
    }
    expect(taskHistoryActionLabel('caseAdded')).toBe('Case Added');
    expect(taskHistoryActionLabel('UNKNOWN_ACTION')).toBe('UNKNOWN_ACTION');
  });
});

describe('wallet log types (01 §3 "Types and labels")', () => {
  it.each([
    ['UNLOCK_GO', 'Unlock && GO'],
    ['DAY_RENTAL', 'DAY_RENTAL'],
    ['MANUAL_INPUT', 'Dashboard Input'],
    ['SETTLE', 'Settling'],
    ['REFFERAL', 'REFFERAL'],
    ['FINE', 'FINE'],
    ['FINE_WAIVE', 'FINE_WAIVE'],
    ['RESERVATION', 'RESERVATION'],
    ['CHARGE', 'CHARGE'],
    ['SYS_REFUND', 'System Refund'],
  ])('%s -> %s', (type, label) => {
    expect(walletLogTypeLabel(type)).toBe(label);
  });

  it('ten types', () => expect(WALLET_LOG_TYPES).toHaveLength(10));
});

describe('vehicle life cycle (02 §3 "displayed as ...")', () => {
  it.each([
    ['ACTIVATED', 'Activated'],
    ['DEACTIVATED', 'Deactivated'],
    ['BATTERY_UNLOCK', 'Battery Unlocked'],
    ['BATTERY_LOCK', 'Battery Locked'],
    ['ENTERED_URGENT', 'Entered Urgent'],
    ['EXITED_URGENT', 'Exited Urgent'],
    ['CHARGED90', 'Charged 90%'],
    ['BLE_START', 'BLE Start'],
    ['DISABLED', 'Disabled'],
    ['BATTERY_SWAP', 'Battery Swap'],
  ])('%s -> %s', (c, label) => {
    expect(vehicleLifeCycleLabel(c)).toBe(label);
  });

  it('ten named cases', () => expect(VEHICLE_LIFE_CYCLE_CASES).toHaveLength(10));
});

describe('ID verification status labels (02 §4)', () => {
  it.each([
    ['pending', 'Pending Verification'],
    ['accepted', 'Accepted Verification'],
    ['declined', 'Declined Verification'],
    ['removed', 'Removed Verification'],
    ['weird', 'Pending Verification'],
    [null, 'Pending Verification'],
  ])('%s -> %s', (status, label) => {
    expect(idVerificationStatusLabel(status)).toBe(label);
  });
});

describe('enumerations quoted in §3 and §9', () => {
  it.each([
    [
      'Bill types',
      BILL_TYPES,
      ['REFUND', 'COMPENSATION', 'TRANSFER', 'INTERNAL', 'FINE', 'REMOVE_COMPENSATION', 'OTHER'],
    ],
    ['Payment statuses', PAYMENT_STATUSES, ['pending', 'failed', 'refunded', 'success', 'expired']],
    ['Payment types', PAYMENT_TYPES, ['AUTH', 'PAY_CARD', 'PAY_WALLET']],
    [
      'Payment sources',
      Object.keys(PAYMENT_SOURCE_LABELS),
      ['dayRental', 'ride', 'settleNegativeBalance', 'reserveVehicle', 'subscription', 'walletCharge'],
    ],
    [
      'Bill filter types',
      BILL_FILTER_TYPES.map((s) => PAYMENT_SOURCE_LABELS[s]),
      [
        'Ride',
        'Day Rental',
        'Settle Negative Balance',
        'Vehicle Reservation',
        'Prime Subscription',
        'Wallet Charge',
      ],
    ],
    ['Break reasons (break, meeting, tech issue)', BREAK_REASONS, ['break', 'meeting', 'tech issue']],
    ['Shifts morning, night, overnight', SHIFTS, ['morning', 'night', 'overnight']],
    ['Manufacturers: Xiaomi, Kuickwheel', MANUFACTURERS, ['Xiaomi', 'Kuickwheel']],
    ['Vehicle types: Super C, Super S', VEHICLE_TYPES, ['Super C', 'Super S']],
    [
      'Inventory categories',
      INVENTORY_CATEGORIES,
      ['Recycled', 'Bike', 'IOT', 'Scooters', 'Consumables', 'Tools', 'Nails'],
    ],
    ['Speed limit choices 5, 15, 25', SPEED_LIMITS, [5, 15, 25]],
    ['Departments', DEPARTMENTS, ['Operations', 'Engineering', 'Administration', 'Marketing', 'Accounting']],
  ])('%s', (_name, actual, expected) => {
    expect([...actual]).toEqual(expected);
  });
});

describe('support-team attendance statuses in words (issue 23: no raw enums on screen)', () => {
  it('words every status, none of them the code', () => {
    for (const status of SUPPORT_TEAM_ATTENDANCE_STATUSES) {
      expect(SUPPORT_TEAM_ATTENDANCE_STATUS_LABELS[status]).toMatch(/^[A-Z][a-z]+( [a-z]+)*$/);
    }
    expect(SUPPORT_TEAM_ATTENDANCE_STATUS_LABELS).toEqual({ ACTIVE: 'Checked in', IN_BREAK: 'On break' });
  });
});
