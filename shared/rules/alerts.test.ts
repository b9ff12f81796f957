import { describe, expect, it } from 'vitest';
import {
  EMPTY_WATCH,
  MAX_NOTICES,
  THEFT_REASON,
  URGENCY_RULES,
  URGENCY_TYPES,
  coalesceAlerts,
  distanceMetres,
  urgencyChange,
  urgencyOf,
  watchForTheft,
  type CoalescedNotification,
  type RaisedAlert,
  type TheftKind,
  type TheftObservation,
  type UrgencyInput,
  type UrgencyType,
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

describe('urgency of a vehicle (first rule that applies wins)', () => {
  const now = new Date('2026-11-23T10:00:00Z');
  const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);
  const calm: UrgencyInput = {
    lockStatus: 'locked',
    isInStorage: false,
    disabled: false,
    inRide: false,
    iotStatus: 'ready',
    isOutOfFence: false,
    lastUpdate: minutesAgo(1),
    lastMoveBeep: null,
    batteryPercent: 80,
  };
  it.each<[string, Partial<UrgencyInput>, UrgencyType | null]>([
    ['a calm vehicle', {}, null],
    ['lock none', { lockStatus: 'none' }, 'LOCK_NONE'],
    [
      'lock none wins over everything',
      { lockStatus: 'none', iotStatus: 'off', isOutOfFence: true, batteryPercent: 5 },
      'LOCK_NONE',
    ],
    ['silent 61 minutes', { lastUpdate: minutesAgo(61) }, 'NOT_UPDATING'],
    ['silent exactly 60 minutes is not yet', { lastUpdate: minutesAgo(60) }, null],
    ['move beep 10 minutes ago', { lastMoveBeep: minutesAgo(10) }, 'MOVE_BEEP'],
    ['move beep 11 minutes ago is over', { lastMoveBeep: minutesAgo(11) }, null],
    ['iot off', { iotStatus: 'off' }, 'IOT_OFF'],
    ['out of fence', { isOutOfFence: true }, 'OUT_OF_FENCE'],
    ['out of fence in a ride is the rider', { isOutOfFence: true, inRide: true }, null],
    ['unlocked without a ride', { lockStatus: 'unlocked' }, 'UNLOCKED_WITHOUT_RIDE'],
    ['unlocked in a ride', { lockStatus: 'unlocked', inRide: true }, null],
    ['battery 19', { batteryPercent: 19 }, 'LPM'],
    ['battery 20', { batteryPercent: 20 }, null],
    ['battery unknown', { batteryPercent: null }, null],
    ['in storage is never urgent', { isInStorage: true, lockStatus: 'none' }, null],
    ['disabled is never urgent', { disabled: true, iotStatus: 'off' }, null],
    ['iot off before out of fence', { iotStatus: 'off', isOutOfFence: true }, 'IOT_OFF'],
  ])('%s', (_case, change, expected) => {
    expect(urgencyOf({ ...calm, ...change }, now)).toBe(expected);
  });

  it('names every type exactly once in the table', () => {
    expect(URGENCY_RULES.map((rule) => rule.type)).toEqual([...URGENCY_TYPES]);
  });

  it.each([
    [null, 'LPM', 'URGENT_VEHICLE'],
    ['LPM', 'IOT_OFF', 'URGENT_VEHICLE'],
    ['LPM', null, 'DEL_URGENT_VEHICLE'],
    ['LPM', 'LPM', null],
    [null, null, null],
  ] as const)('urgency %s -> %s sends %s', (previous, next, event) => {
    expect(urgencyChange(previous, next)).toBe(event);
  });
});

describe('theft detection: one incident, one alert', () => {
  const start = new Date('2026-11-23T10:00:00Z');
  const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
  const home = { lat: 30.0444, long: 31.2357 };
  /** About `metres` north of home (one degree of latitude is about 111,195 m). */
  const north = (metres: number) => ({ lat: home.lat + metres / 111_195, long: home.long });
  const parked: TheftObservation = {
    ...home,
    lockStatus: 'locked',
    inRide: false,
    isOutOfFence: false,
    isInStorage: false,
    lastRideStartedAt: null,
  };

  type Step = [minute: number, seen: Partial<TheftObservation>, raised: TheftKind[]];
  const walk = (steps: Step[]) => {
    let watch = EMPTY_WATCH;
    return steps.map(([minute, seen]) => {
      const result = watchForTheft(watch, { ...parked, ...seen }, at(minute));
      watch = result.watch;
      return result.raise;
    });
  };

  it.each<[string, Step[]]>([
    [
      'standing still raises nothing',
      [
        [0, {}, []],
        [1, {}, []],
        [2, north(10), []],
      ],
    ],
    [
      '49 m is a GPS wobble',
      [
        [0, {}, []],
        [1, north(49), []],
      ],
    ],
    [
      '51 m while locked, still there at the next look, raises once; further moves do not',
      [
        [0, {}, []],
        [1, north(51), []],
        [2, north(52), ['MOVED_WHILE_LOCKED']],
        [3, north(200), []],
        [4, north(900), []],
      ],
    ],
    [
      'a GPS jump of 120 m that comes back at the next look is not a move',
      [
        [0, {}, []],
        [1, north(120), []],
        [2, north(5), []],
        [3, north(3), []],
      ],
    ],
    [
      'jumps that come back, again and again, never raise',
      [
        [0, {}, []],
        [1, north(90), []],
        [2, north(-4), []],
        [3, north(-80), []],
        [4, north(6), []],
        [5, north(70), []],
        [6, {}, []],
      ],
    ],
    [
      'drifting under the speed floor (60 m in an hour) is not a move',
      [
        [0, {}, []],
        [60, north(60), []],
        [61, north(62), []],
        [62, north(61), []],
      ],
    ],
    [
      'carried slowly far away (a device reporting twice an hour) is a move all the same',
      [
        [0, {}, []],
        [30, north(400), []],
        [60, north(800), ['MOVED_WHILE_LOCKED']],
      ],
    ],
    [
      'noise within the floor moves the anchor: 45 m fixes for a while, then 80 m, is a 35 m wobble',
      [
        [0, {}, []],
        [1, north(45), []],
        [2, north(45), []],
        [3, north(45), []],
        [4, north(45), []],
        [5, north(45), []],
        [6, north(45), []],
        [7, north(80), []],
        [8, north(80), []],
      ],
    ],
    [
      'carried by the field team (an ops task, a technician beside it) is not theft',
      [
        [0, {}, []],
        [1, { ...north(400), fieldWork: true }, []],
        [2, { ...north(800), fieldWork: true }, []],
        [3, north(805), []],
        [4, north(810), []],
      ],
    ],
    [
      'a lift by the field team re-anchors: a later carry from there raises',
      [
        [0, {}, []],
        [1, { ...north(400), fieldWork: true }, []],
        [20, north(400), []],
        [21, north(600), []],
        [22, north(700), ['MOVED_WHILE_LOCKED']],
      ],
    ],
    [
      'a ride moves it freely',
      [
        [0, {}, []],
        [1, { ...north(300), inRide: true, lockStatus: 'unlocked' }, []],
        [2, north(300), []],
        [3, north(320), []],
      ],
    ],
    [
      'after the incident ends (unlocked by staff), a new one raises again',
      [
        [0, {}, []],
        [1, north(60), []],
        [2, north(60), ['MOVED_WHILE_LOCKED']],
        [3, { ...north(60), lockStatus: 'unlocked' }, []],
        [4, north(60), []],
        [5, north(200), []],
        [6, north(210), ['MOVED_WHILE_LOCKED']],
      ],
    ],
    [
      'a whole ride between two looks is a ride, not a carry',
      [
        [0, {}, []],
        [5, { ...north(800), lastRideStartedAt: at(2) }, []],
        [6, { ...north(810), lastRideStartedAt: at(2) }, []],
        [7, { ...north(900), lastRideStartedAt: at(2) }, []],
        [8, { ...north(905), lastRideStartedAt: at(2) }, ['MOVED_WHILE_LOCKED']],
      ],
    ],
    [
      'unlocked and moving is not this rule',
      [
        [0, { lockStatus: 'unlocked' }, []],
        [1, { ...north(500), lockStatus: 'unlocked' }, []],
      ],
    ],
    [
      'outside the fence 10 minutes is not yet',
      [
        [0, { isOutOfFence: true }, []],
        [10, { isOutOfFence: true }, []],
      ],
    ],
    [
      'outside the fence over 10 minutes raises once',
      [
        [0, { isOutOfFence: true }, []],
        [10.5, { isOutOfFence: true }, ['OUTSIDE_FENCE']],
        [30, { isOutOfFence: true }, []],
      ],
    ],
    [
      'back inside resets the clock',
      [
        [0, { isOutOfFence: true }, []],
        [8, {}, []],
        [12, { isOutOfFence: true }, []],
        [21, { isOutOfFence: true }, []],
        [23, { isOutOfFence: true }, ['OUTSIDE_FENCE']],
      ],
    ],
    [
      'riding outside does not count',
      [
        [0, { isOutOfFence: true, inRide: true, lockStatus: 'unlocked' }, []],
        [15, { isOutOfFence: true, inRide: true, lockStatus: 'unlocked' }, []],
      ],
    ],
    [
      'both at once: each kind once',
      [
        [0, {}, []],
        [1, { ...north(5000), isOutOfFence: true }, []],
        [2, { ...north(5050), isOutOfFence: true }, ['MOVED_WHILE_LOCKED']],
        [12, { ...north(5100), isOutOfFence: true }, ['OUTSIDE_FENCE']],
        [20, { ...north(5200), isOutOfFence: true }, []],
      ],
    ],
    [
      'a vehicle put in storage is not watched',
      [
        [0, {}, []],
        [1, { ...north(500), isInStorage: true }, []],
        [2, { ...north(900), isInStorage: true }, []],
      ],
    ],
  ])('%s', (_case, steps) => {
    expect(walk(steps)).toEqual(steps.map(([, , raised]) => raised));
  });

  it('measures distance in metres', () => {
    expect(Math.round(distanceMetres(home, north(51)))).toBe(51);
    expect(THEFT_REASON).toEqual({
      MOVED_WHILE_LOCKED: 'UPDATING_LOST_AND_STOLEN',
      OUTSIDE_FENCE: 'OUT_OF_FENCE',
    });
  });
});

describe('OS notifications: a burst becomes one notification per kind', () => {
  it.each<[string, RaisedAlert[], Array<Pick<CoalescedNotification, 'body' | 'route' | 'urgency'>>]>([
    ['nothing', [], []],
    [
      'one vehicle out of fence',
      [{ kind: 'outOfFence', code: 'S1' }],
      [{ body: 'S1 is Out Of Fence', route: '/app/vehicle/S1', urgency: 'normal' }],
    ],
    [
      'twelve out of fence',
      Array.from({ length: 12 }, (_, i) => ({ kind: 'outOfFence' as const, code: `S${i}` })),
      [{ body: '12 vehicles out of fence', route: '/app/urgent', urgency: 'normal' }],
    ],
    [
      'twelve out of fence in Maadi',
      Array.from({ length: 12 }, (_, i) => ({ kind: 'outOfFence' as const, code: `S${i}`, area: 'Maadi' })),
      [{ body: '12 vehicles out of fence in Maadi', route: '/app/urgent', urgency: 'normal' }],
    ],
    [
      'a burst over two areas, then over three',
      [
        { kind: 'urgent' as const, code: 'A', area: 'Maadi' },
        { kind: 'urgent' as const, code: 'B', area: 'Zamalek' },
        { kind: 'stolen' as const, code: 'C', area: 'Maadi' },
        { kind: 'stolen' as const, code: 'D', area: 'Dokki' },
        { kind: 'stolen' as const, code: 'E', area: 'Zamalek' },
      ],
      [
        { body: '3 vehicles reported Lost/Stolen in 3 areas', route: '/app/vehicles', urgency: 'critical' },
        { body: '2 vehicles urgent in Maadi and Zamalek', route: '/app/urgent', urgency: 'normal' },
      ],
    ],
    [
      'the same vehicle twice counts once',
      [
        { kind: 'urgent', code: 'S1' },
        { kind: 'urgent', code: 'S1' },
      ],
      [{ body: 'S1 is Urgent', route: '/app/vehicle/S1', urgency: 'normal' }],
    ],
    [
      'mixed kinds, stolen first and critical',
      [
        { kind: 'urgent', code: 'A' },
        { kind: 'urgent', code: 'B' },
        { kind: 'stolen', code: 'C' },
      ],
      [
        { body: 'C is reported Lost/Stolen', route: '/app/vehicle/C', urgency: 'critical' },
        { body: '2 vehicles urgent', route: '/app/urgent', urgency: 'normal' },
      ],
    ],
    [
      'three stolen',
      ['A', 'B', 'C'].map((code) => ({ kind: 'stolen' as const, code })),
      [{ body: '3 vehicles reported Lost/Stolen', route: '/app/vehicles', urgency: 'critical' }],
    ],
  ])('%s', (_case, alerts, expected) => {
    expect(coalesceAlerts(alerts).map(({ body, route, urgency }) => ({ body, route, urgency }))).toEqual(
      expected,
    );
  });
});
