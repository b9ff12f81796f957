import { describe, expect, it } from 'vitest';
import { rideTabColumns } from './rideTabColumns';

// 02 §2 "Ride tables", word for word and in order (issue 23: the workspace tabs lacked Image, Promocode and Comment).
describe('the workspace ride tabs carry the columns of 02 §2', () => {
  it('user rides', () => {
    expect(rideTabColumns('user').map((c) => c.title)).toEqual([
      'Scooter', 'Area', 'Status', 'Duration', 'Price', 'Date', 'Image', 'Promocode', 'Start/End Battery', 'Ended by', 'Actions',
    ]);
  });
  it('vehicle rides', () => {
    expect(rideTabColumns('scooter').map((c) => c.title)).toEqual([
      'Name', 'Phone', 'Area', 'Status', 'Duration', 'Price', 'Date', 'Image', 'Start/End Battery', 'Ended by', 'Rating', 'Comment', 'Actions',
    ]);
  });
});
