import { describe, expect, it } from 'vitest';
import { metresBetween } from './geo';
import {
  OPS_TASK_MESSAGES,
  opsTaskLocationCheck,
  opsTaskRefusal,
  readPosition,
  type OpsTaskAction,
  type OpsTaskState,
} from './opsTasks';

const role = (flags: string[]) => ({
  level: 8,
  permissions: { opsTask: Object.fromEntries(flags.map((f) => [f, true])) },
});
const TECH = { userId: 'tech', role: role(['VIEW_PAGE', 'RESOLVE']) };
const LEAD = { userId: 'lead', role: role(['RESOLVE', 'START_FOR_OTHERS']) };
const MANAGER = { userId: 'boss', role: role(['MANAGE']) };
const VIEWER = { userId: 'viewer', role: role(['VIEW_PAGE']) };
const open: OpsTaskState = { status: 'open', holderId: null };
const held: OpsTaskState = { status: 'inProgress', holderId: 'tech' };

describe('opsTaskRefusal', () => {
  it.each<[string, OpsTaskAction, OpsTaskState, typeof TECH, string | null, string | null]>([
    ['a technician starts an open task', 'start', open, TECH, null, null],
    [
      'a technician cannot start for someone else',
      'start',
      open,
      TECH,
      'other',
      OPS_TASK_MESSAGES.noStartForOthers,
    ],
    ['a lead starts for someone else', 'start', open, LEAD, 'tech', null],
    ['nobody starts a task in progress', 'start', held, LEAD, null, 'This ops task is already in progress'],
    ['a viewer cannot work tasks', 'start', open, VIEWER, null, OPS_TASK_MESSAGES.noResolvePermission],
    ['the holder resolves', 'resolve', held, TECH, null, null],
    [
      'another technician may not resolve',
      'resolve',
      held,
      { ...TECH, userId: 'tech2' },
      null,
      OPS_TASK_MESSAGES.notHolder,
    ],
    ['one who starts for others may resolve for the holder', 'resolve', held, LEAD, null, null],
    ['an open task cannot be resolved', 'resolve', open, TECH, null, OPS_TASK_MESSAGES.notInProgress],
    [
      'another technician may not fail it',
      'fail',
      held,
      { ...TECH, userId: 'tech2' },
      null,
      OPS_TASK_MESSAGES.notHolder,
    ],
    ['a manager closes an open task', 'close', open, MANAGER, null, null],
    ['a manager closes a task in progress', 'close', held, MANAGER, null, null],
    ['a technician cannot close', 'close', held, TECH, null, OPS_TASK_MESSAGES.noManagePermission],
    [
      'a resolved task cannot be closed',
      'close',
      { status: 'resolved', holderId: 'tech' },
      MANAGER,
      null,
      'This ops task is already resolved',
    ],
  ])('%s', (_name, action, task, actor, forUserId, expected) => {
    expect(opsTaskRefusal(action, task, actor, forUserId)).toBe(expected);
  });

  it('level 0 may do everything the state allows', () => {
    const admin = { userId: 'admin', role: { level: 0, permissions: {} } };
    expect(opsTaskRefusal('resolve', held, admin)).toBeNull();
    expect(opsTaskRefusal('close', { status: 'failed', holderId: 'x' }, admin)).toBe(
      'This ops task is already failed',
    );
  });
});

describe('opsTaskLocationCheck', () => {
  const vehicle = { lat: 30.05, lng: 31.23 };
  const now = new Date('2026-11-23T10:00:00Z');
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000);

  it('metres by haversine: 0.001° of latitude is about 111 m', () => {
    expect(Math.round(metresBetween(vehicle, { lat: 30.051, lng: 31.23 }))).toBe(111);
  });

  it.each([
    ['near and fresh', { lat: 30.0505, lng: 31.23, at: at(1) }, false, null],
    ['exactly 10 minutes old is still fresh', { lat: 30.0505, lng: 31.23, at: at(10) }, false, null],
    [
      'older than 10 minutes is unknown',
      { lat: 30.0505, lng: 31.23, at: at(10.5) },
      false,
      OPS_TASK_MESSAGES.locationUnknown,
    ],
    ['no position is unknown', null, false, OPS_TASK_MESSAGES.locationUnknown],
    ['111 m is too far', { lat: 30.051, lng: 31.23, at: at(0) }, false, OPS_TASK_MESSAGES.tooFar(111)],
    ['bypass lets anything through', { lat: 31, lng: 31.23, at: at(120) }, true, null],
    ['bypass with no position', null, true, null],
  ] as const)('%s', (_name, position, bypass, refusal) => {
    expect(opsTaskLocationCheck(vehicle, position, now, bypass).refusal).toBe(refusal);
  });
});

describe('readPosition', () => {
  it.each([
    [null, null, true],
    [30, 31, true],
    [30, null, false],
    [91, 31, false],
    [30, -181, false],
    [Number.NaN, 31, false],
  ])('lat %s lng %s -> ok %s', (lat, lng, ok) => {
    expect(readPosition(lat, lng).ok).toBe(ok);
  });
});
