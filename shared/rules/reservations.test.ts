import { describe, expect, it } from 'vitest';
import { reservationCost, reservationStatusOf } from './reservations';

const NOW = new Date('2026-11-23T10:00:00Z');

describe('reservation status', () => {
  it.each([
    ['a ride started from it', { rideId: 'r1', expiresAt: new Date('2026-11-23T09:00:00Z') }, 'used'],
    ['used before its hold ran out', { rideId: 'r1', expiresAt: new Date('2026-11-23T10:10:00Z') }, 'used'],
    ['hold ran out without a ride', { rideId: null, expiresAt: new Date('2026-11-23T09:59:59Z') }, 'expired'],
    ['runs out this very moment', { rideId: null, expiresAt: NOW }, 'expired'],
    ['hold still running', { rideId: null, expiresAt: new Date('2026-11-23T10:00:01Z') }, 'unused'],
  ] as const)('%s: %s', (_label, reservation, expected) => {
    expect(reservationStatusOf(reservation, NOW)).toBe(expected);
  });
});

describe('reservation cost from the area plans', () => {
  const plans = [
    { minutes: 10, costPiasters: 300 },
    { minutes: 20, costPiasters: 500 },
  ];
  it('is the plan of that length', () => {
    expect(reservationCost(plans, 10)).toEqual({ ok: true, costPiasters: 300 });
    expect(reservationCost(plans, 20)).toEqual({ ok: true, costPiasters: 500 });
  });
  it('is refused in words when the area has no such plan', () => {
    expect(reservationCost(plans, 15)).toEqual({
      ok: false,
      error: 'This area has no reservation plan of 15 minutes',
    });
    expect(reservationCost([], 10)).toEqual({
      ok: false,
      error: 'This area has no reservation plan of 10 minutes',
    });
  });
});
