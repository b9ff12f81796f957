import { describe, expect, it } from 'vitest';
import { REALTIME_EVENTS } from '@ops/shared/realtime/events';
import type { LiveRide } from '@ops/shared/realtime/rideEvents';
import { heardFromWire } from '../shell/realtimeTesting';
import { concerns } from './useVehicleLive';

const ids = { vehicleId: 'v1', code: 'S1', rideId: 'r1' };
const ride = (over: Partial<LiveRide> = {}): LiveRide => ({
  _id: 'r9',
  status: 'ongoing',
  createdAt: '2026-11-29T08:00:00Z',
  start_time: '2026-11-29T08:00:00Z',
  time: 0,
  price: 0,
  basePrice: 500,
  minutePrice: 150,
  endedBy: null,
  rating: null,
  checkStatus: 'P',
  isExpressRide: false,
  startVehicleBattery: 80,
  endVehicleBattery: null,
  user: null,
  scooter: null,
  area: null,
  promocodeApplied: null,
  ...over,
});

describe('the vehicle card reads again on the events that concern it (01 §7)', () => {
  it('a vehicle event by the vehicle’s id or code; another vehicle’s is not its', () => {
    expect(concerns({ _id: 'v1', code: 'X', lockStatus: 'locked' }, ids)).toBe(true);
    expect(concerns({ _id: 'v7', code: 'S1', batLock: true }, ids)).toBe(true);
    expect(concerns({ _id: 'v7', code: 'S7', lockStatus: 'locked' }, ids)).toBe(false);
    expect(concerns({ _id: 'v7', code: 'S1', lockStatus: 'locked' }, { ...ids, code: null })).toBe(false);
  });

  it('a ride event by the ride’s id or its scooter; a ride id never matches a vehicle', () => {
    expect(concerns(ride({ _id: 'r1' }), ids)).toBe(true);
    expect(concerns(ride({ scooter: { _id: 'v1', code: 'S1' } }), ids)).toBe(true);
    expect(concerns(ride({ scooter: { _id: 'v7', code: 'S1' } }), ids)).toBe(true);
    expect(concerns(ride({ _id: 'v1' }), ids)).toBe(false);
    expect(concerns(ride(), { ...ids, rideId: null })).toBe(false);
  });

  it('a well-formed payload off the wire is read; a malformed one is dropped before the card', () => {
    const position = { _id: 'v1', code: 'S1', lat: 30, long: 31, lastUpdate: '2026-11-29T08:00:00Z' };
    const heard = heardFromWire(REALTIME_EVENTS.SCOOTER_COORDINATES, [
      { ...position, lat: '30' },
      { code: 'S1' },
      null,
      position,
    ]);
    expect(heard.map((payload) => concerns(payload, ids))).toEqual([true]);
    const rides = heardFromWire(REALTIME_EVENTS.NEW_SUCCESS_RIDE, [
      { _id: 'r1' },
      ride({ _id: 'r1', time: 12 }),
    ]);
    expect(rides.map((payload) => concerns(payload, ids))).toEqual([true]);
  });
});
