import { describe, expect, it } from 'vitest';
import type { RoleLike } from '../rules/permissions/can';
import {
  codeRoomParts,
  mayFollowVehicle,
  mayJoinTopic,
  roomOfCode,
  roomOfTopic,
  topicOfRoom,
} from './topics';

const role = (level: number, permissions: RoleLike['permissions'] = {}): RoleLike => ({ level, permissions });
const marketing = role(6, { rides: { VIEW_PAGE: true }, home: { VIEW_PAGE: true } });
const vehiclesViewer = role(5, { vehicles: { VIEW_PAGE: true } });
const agent = role(7, { task: { RESOLVE_TASKS: true } });
const superAdmin = role(0);

describe('mayJoinTopic', () => {
  it.each([
    ['NEW_ON_GOING_RIDE', marketing, true],
    ['NEW_STOLEN_ALERT', marketing, false],
    ['NEW_STOLEN_ALERT', vehiclesViewer, true],
    ['TASKS', agent, true],
    ['TASKS', marketing, false],
    ['VEHICLE_LOCK_STATUS', role(9), true],
    ['NOT_A_TOPIC', superAdmin, false],
    ['toString', superAdmin, false],
    ['SCOOTER_COORDINATES', superAdmin, false],
    ['NEW_USER', superAdmin, true],
    ['NEW_USER', null, false],
  ] as const)('%s for %o: %s', (topic, who, expected) => {
    expect(mayJoinTopic(who, topic)).toBe(expected);
  });
});

describe('mayFollowVehicle', () => {
  it.each([
    // topic, role, code, held vehicle code, allowed
    ['VEHICLE_LOGS', vehiclesViewer, 'S-1', null, true],
    ['SCOOTER_COORDINATES', vehiclesViewer, 'S-1', 'S-2', true],
    ['VEHICLE_LOGS', marketing, 'S-1', null, false],
    ['SCOOTER_COORDINATES', marketing, 'S-1', 'S-1', false],
    ['SCOOTER_COORDINATES', agent, 'S-1', 'S-1', true],
    ['VEHICLE_LOGS', agent, 'S-1', 'S-1', true],
    ['SCOOTER_COORDINATES', agent, 'S-1', 'S-2', false],
    ['SCOOTER_COORDINATES', agent, 'S-1', null, false],
    ['SCOOTER_COORDINATES', superAdmin, 'S-1', null, true],
    ['SECRET', superAdmin, 'S-1', null, false],
    ['VEHICLE_LOGS', superAdmin, '', null, false],
    ['VEHICLE_LOGS', null, 'S-1', 'S-1', false],
  ] as const)('%s %o code %s holding %s: %s', (topic, who, code, held, expected) => {
    expect(mayFollowVehicle(who, topic, code, held)).toBe(expected);
  });
});

describe('room names', () => {
  it('reads back the topic and code a room was made from', () => {
    expect(topicOfRoom(roomOfTopic('NEW_USER'))).toBe('NEW_USER');
    expect(topicOfRoom(roomOfCode('VEHICLE_LOGS', 'S-1'))).toBeNull();
    expect(codeRoomParts(roomOfCode('VEHICLE_LOGS', 'S:1'))).toEqual({ topic: 'VEHICLE_LOGS', code: 'S:1' });
    expect(codeRoomParts(roomOfTopic('NEW_USER'))).toBeNull();
    expect(codeRoomParts('user:abc')).toBeNull();
  });
});
