import { describe, expect, it } from 'vitest';
import type { DayRentalFieldsFragment } from '../../generated/graphql';
import { newRentalRow, takesNewRental, withNewRental } from './liveRentals';

const rental = (id: string, values: Partial<DayRentalFieldsFragment> = {}): DayRentalFieldsFragment => ({
  _id: id,
  status: 'pending',
  rentalDate: '2026-11-24',
  price: 150,
  billId: 'b',
  deliveryAddress: null,
  createdAt: '2026-11-23T08:00:00.000Z',
  updatedAt: '2026-11-23T08:00:00.000Z',
  nextStatuses: ['ready'],
  user: { _id: 'u1', name: 'Mona', phoneNumber: '+201000000001' },
  area: { _id: 'a1', name: 'Maadi' },
  vehicle: null,
  events: [],
  ...values,
});
const page = (ids: string[], total: number) => ({
  rentals: ids.map((id) => rental(id)),
  totalRentals: total,
  totalPages: Math.ceil(total / 2),
});
// Cairo days: 24 Nov 00:00 Cairo is 23 Nov 22:00 UTC.
const RANGE_24 = { startDate: '2026-11-23T22:00:00.000Z', endDate: '2026-11-24T21:59:59.999Z' };

describe('NEW_DAY_RENTAL on the Rentals page', () => {
  it('the event is the rental as the list shows it (the lines below fail tsc if they typecheck)', () => {
    expect(newRentalRow({ ...rental('r1'), deliveryLat: null, deliveryLong: null })._id).toBe('r1');
    // @ts-expect-error a bare id is not a rental.
    expect(newRentalRow({ _id: 'r1' })._id).toBe('r1');
  });

  it.each([
    ['first page, no filters', {}, true],
    ['second page', { pageNumber: 2 }, false],
    ['sorted by rental day', { fieldName: 'rentalDate' }, false],
    ['oldest first', { sortType: 'asc' }, false],
    ['pending filter', { filters: JSON.stringify({ status: 'pending' }) }, true],
    ['collected filter', { filters: JSON.stringify({ status: 'collected' }) }, false],
    ['its area', { filters: JSON.stringify({ area: ['a1'] }) }, true],
    ['another area', { filters: JSON.stringify({ area: ['a2'] }) }, false],
    ['its Cairo day', { filters: JSON.stringify({ date: RANGE_24 }) }, true],
    [
      'another day',
      {
        filters: JSON.stringify({
          date: { startDate: '2026-11-24T22:00:00.000Z', endDate: '2026-11-25T21:59:59.999Z' },
        }),
      },
      false,
    ],
  ])('%s: %s', (_label, args, expected) => {
    expect(takesNewRental(args, rental('new'))).toBe(expected);
  });

  it('puts the rental on top once, counts it and keeps the page size', () => {
    const next = withNewRental(page(['a', 'b'], 3), rental('new'), 2);
    expect(next.rentals.map((row) => row._id)).toEqual(['new', 'a']);
    expect(next.totalRentals).toBe(4);
    expect(next.totalPages).toBe(2);
    expect(withNewRental(next, rental('new'), 2)).toBe(next);
  });
});
