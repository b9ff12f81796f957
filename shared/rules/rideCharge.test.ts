import { describe, expect, it } from 'vitest';
import { chargeWithinCap, isRunawayRide, rideChargeReviewComment } from './rideCharge';

describe('the ride charge cap (issue 22 §8)', () => {
  it.each([
    [1_700, 50_000, 1_700, 0],
    [50_000, 50_000, 50_000, 0],
    [3_982_000, 50_000, 50_000, 3_932_000],
    [100, 0, 0, 100],
  ])('price %i, cap %i: charged %i, held %i', (price, cap, charged, held) => {
    expect(chargeWithinCap(price, cap)).toEqual({ chargedPiasters: charged, heldPiasters: held });
  });

  it('a ride is runaway only past the limit', () => {
    const start = new Date('2026-11-28T00:00:00Z');
    expect(isRunawayRide(start, new Date('2026-11-28T12:00:00Z'), 12)).toBe(false);
    expect(isRunawayRide(start, new Date('2026-11-28T12:00:01Z'), 12)).toBe(true);
  });

  it('the review note names the ride, what was charged and what is left', () => {
    const note = rideChargeReviewComment({
      rideId: 'r1',
      pricePiasters: 3_982_000,
      chargedPiasters: 50_000,
      endedBySystem: true,
    });
    expect(note).toContain('Ride r1 was still running and was ended by the system');
    expect(note).toMatch(/500/);
    expect(note).toMatch(/39,320|39320/);
  });
});
