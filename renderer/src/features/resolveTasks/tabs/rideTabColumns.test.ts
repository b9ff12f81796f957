import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { rideTabColumns } from './rideTabColumns';

const t = i18n.getFixedT('en');

// 02 §2 "Ride tables", word for word and in order (issue 23: the workspace tabs lacked Image, Promocode and Comment).
describe('the workspace ride tabs carry the columns of 02 §2', () => {
  it('user rides', () => {
    expect(rideTabColumns('user', t).map((c) => c.title)).toEqual([
      'Scooter',
      'Area',
      'Status',
      'Duration',
      'Price',
      'Date',
      'Image',
      'Promocode',
      'Start/End Battery',
      'Ended by',
      'Actions',
    ]);
  });
  it('vehicle rides', () => {
    expect(rideTabColumns('scooter', t).map((c) => c.title)).toEqual([
      'Name',
      'Phone',
      'Area',
      'Status',
      'Duration',
      'Price',
      'Date',
      'Image',
      'Start/End Battery',
      'Ended by',
      'Rating',
      'Comment',
      'Actions',
    ]);
  });
});
