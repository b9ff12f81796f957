import { describe, expect, it } from 'vitest';
import { nextRentalStatuses, RENTAL_MESSAGES, rentalTransitionProblem, type RentalStatus } from './rentals';

describe('rental transitions', () => {
  it.each<[RentalStatus, string, string | null, string | null]>([
    ['pending', 'ready', 'S-1', null],
    ['pending', 'ready', null, RENTAL_MESSAGES.vehicleRequired],
    ['pending', 'ready', '  ', RENTAL_MESSAGES.vehicleRequired],
    ['pending', 'delivered', 'S-1', 'A Pending rental cannot become Delivered'],
    ['ready', 'pending', 'S-1', null],
    ['ready', 'delivered', 'S-1', null],
    ['ready', 'collected', 'S-1', 'A Ready rental cannot become Collected'],
    ['delivered', 'collected', 'S-1', null],
    ['delivered', 'ready', 'S-1', 'A Delivered rental cannot become Ready'],
    ['collected', 'pending', null, 'A Collected rental cannot become Pending'],
    ['pending', 'lost', null, RENTAL_MESSAGES.badStatus],
  ])('%s -> %s (vehicle %s): %s', (from, to, vehicle, expected) => {
    expect(rentalTransitionProblem(from, to, vehicle)).toBe(expected);
  });

  it('offers exactly the allowed next statuses', () => {
    expect(nextRentalStatuses('pending')).toEqual(['ready']);
    expect(nextRentalStatuses('ready')).toEqual(['pending', 'delivered']);
    expect(nextRentalStatuses('delivered')).toEqual(['collected']);
    expect(nextRentalStatuses('collected')).toEqual([]);
  });
});
