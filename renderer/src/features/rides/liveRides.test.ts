import { describe, expect, it } from 'vitest';
import type { RidesListRowFragment } from '../../generated/graphql';
import type { NewOnGoingRideEvent } from '@ops/shared/realtime/rideEvents';
import {
  matchesFilters,
  ongoingRideRow,
  successRideRow,
  takesNewRides,
  withOngoingRide,
  withSuccessRide,
} from './liveRides';

const row = (id: string, patch: Partial<RidesListRowFragment> = {}): RidesListRowFragment => ({
  _id: id,
  status: 'done',
  createdAt: '2026-05-10T08:00:00.000Z',
  start_time: '2026-05-10T08:00:00.000Z',
  time: 120_000,
  price: 8,
  basePrice: 6,
  minutePrice: 1,
  endedBy: 'user',
  rating: null,
  checkStatus: 'P',
  isExpressRide: false,
  startVehicleBattery: 80,
  endVehicleBattery: 70,
  user: { _id: 'u1', name: 'Mona', phoneNumber: '+201001234567' },
  scooter: { _id: 'v1', code: 'S100' },
  area: { _id: 'a1', name: 'Zamalek' },
  promocodeApplied: null,
  ...patch,
});

const event: NewOnGoingRideEvent = {
  _id: 'r9',
  status: 'ongoing',
  createdAt: '2026-05-10T09:00:00.000Z',
  start_time: '2026-05-10T09:00:00.000Z',
  time: 0,
  price: 0,
  basePrice: 6,
  minutePrice: 1,
  endedBy: null,
  rating: null,
  checkStatus: 'P',
  isExpressRide: false,
  startVehicleBattery: 90,
  endVehicleBattery: 55,
  user: { _id: 'u2', name: 'Omar', phoneNumber: '+201009876543' },
  scooter: { _id: 'v2', code: 'S200' },
  area: { _id: 'a1', name: 'Zamalek' },
  promocodeApplied: null,
  promocode: { _id: 'p1', code: 'NILE20' },
};

const page = (rides: RidesListRowFragment[], totalRides = rides.length) => ({
  rides,
  totalRides,
  totalPages: Math.ceil(totalRides / 2),
});

describe('NEW_ON_GOING_RIDE (02 §7)', () => {
  it('clears the end battery and copies the promocode to promocodeApplied', () => {
    const live = ongoingRideRow(event);
    expect(live.endVehicleBattery).toBeNull();
    expect(live.promocodeApplied).toEqual({ _id: 'p1', code: 'NILE20' });
    expect(live.user?._id).toBe('u2');
  });

  it('takes only a ride of the realtime contract (checked by tsc)', () => {
    const { promocode, ...withoutCode } = event;
    expect(promocode).not.toBeNull();
    // @ts-expect-error NEW_ON_GOING_RIDE carries the ride's promocode.
    expect(ongoingRideRow(withoutCode)._id).toBe('r9');
    // @ts-expect-error nor is a bare id a ride.
    expect(() => successRideRow({ _id: 'r1' })).not.toThrow();
  });

  it('puts the ride on top of the first page once, keeps the page size and moves the counters', () => {
    const before = page([row('r1'), row('r2')], 3);
    const live = ongoingRideRow(event);
    const after = withOngoingRide(before, live, { checkStatus: 'P' }, 2);
    expect(after.rides.map((r) => r._id)).toEqual(['r9', 'r1']);
    expect(after).toMatchObject({ totalRides: 4, totalPages: 2 });
    expect(withOngoingRide(after, live, { checkStatus: 'P' }, 2)).toBe(after);
  });

  it('leaves a page whose filters the ride does not pass, or cannot be judged here', () => {
    const before = page([row('r1')]);
    const live = ongoingRideRow(event);
    expect(withOngoingRide(before, live, { status: 'done' }, 25)).toBe(before);
    expect(withOngoingRide(before, live, { checkStatus: 'Y' }, 25)).toBe(before);
    expect(withOngoingRide(before, live, { area: ['a2'] }, 25)).toBe(before);
    expect(withOngoingRide(before, live, { promocode: 'NILE20' }, 25)).toBe(before);
    expect(
      withOngoingRide(before, live, { checkStatus: 'All', area: ['a1'], rideType: 'clientRide' }, 25)
        .rides[0]!._id,
    ).toBe('r9');
  });

  it('only the first page, newest first, takes new rides', () => {
    expect(takesNewRides({})).toBe(true);
    expect(takesNewRides({ pageNumber: 1, fieldName: 'createdAt', sortType: 'desc' })).toBe(true);
    expect(takesNewRides({ pageNumber: 2 })).toBe(false);
    expect(takesNewRides({ fieldName: 'time' })).toBe(false);
    expect(takesNewRides({ sortType: 'asc' })).toBe(false);
  });
});

describe('NEW_SUCCESS_RIDE (02 §7)', () => {
  const ended = {
    ...event,
    _id: 'r1',
    status: 'done',
    time: 25,
    price: 9,
    endVehicleBattery: 50,
    endedBy: 'dashboard',
  };

  it('multiplies the time by 6000', () => {
    expect(successRideRow(ended).time).toBe(150_000);
  });

  it('updates the ride where the page shows it', () => {
    const before = page([row('r0'), row('r1', { status: 'ongoing', endedBy: null })]);
    const after = withSuccessRide(before, successRideRow(ended), { checkStatus: 'P' }, 25);
    expect(after.rides[1]).toMatchObject({
      _id: 'r1',
      status: 'done',
      time: 150_000,
      price: 9,
      endedBy: 'dashboard',
      endVehicleBattery: 50,
    });
    expect(after.totalRides).toBe(2);
  });

  it('drops it from a page of ongoing rides, counters never below 0', () => {
    const before = page([row('r1', { status: 'ongoing' })], 0);
    const after = withSuccessRide(before, successRideRow(ended), { status: 'ongoing' }, 25);
    expect(after.rides).toEqual([]);
    expect(after.totalRides).toBe(0);
  });

  it('leaves a page that does not show the ride', () => {
    const before = page([row('r0')]);
    expect(withSuccessRide(before, successRideRow(ended), {}, 25)).toBe(before);
  });
});

describe('matchesFilters', () => {
  it.each([
    [{ rating: 'withAny' as const }, false],
    [{ rating: 'withoutAny' as const }, true],
    [{ rating: 4 }, false],
    [{ rating: 0 }, true],
    [{ endedBy: 'user' as const }, true],
    [{ rideType: 'expressRide' as const }, false],
    [{ date: { startDate: '2026-05-10T00:00:00.000Z', endDate: '2026-05-11T00:00:00.000Z' } }, null],
  ])('%j -> %s', (filters, expected) => {
    expect(matchesFilters(row('r1'), filters)).toBe(expected);
  });
});
