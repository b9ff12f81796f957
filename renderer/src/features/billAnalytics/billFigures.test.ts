import { describe, expect, it } from 'vitest';
import { breakdownRows, type Breakdown } from './billFigures';

const zero: Breakdown = { net: 0, prime: 0, balance: 0, promo: 0, total: 0, count: 0 };

describe('the billing breakdown (02 §5 derived figures)', () => {
  it('gives each source its actual revenue (net + balance + prime) and uncollected (total - actual - promo)', () => {
    const rows = breakdownRows({
      rides: { net: 100.5, prime: 20, balance: 30.25, promo: 10, total: 200, count: 12 },
      rental: zero,
      reservations: zero,
      prime: { net: 50, prime: 0, balance: 0, promo: 0, total: 50, count: 1 },
      settling: zero,
      walletCharge: zero,
      fine: zero,
    });
    expect(rows.map((row) => row.key)).toEqual([
      'rides',
      'rental',
      'reservations',
      'prime',
      'settling',
      'walletCharge',
      'fine',
    ]);
    expect(rows[0]).toMatchObject({ label: 'Rides', actual: 150.75, uncollected: 39.25, count: 12 });
    expect(rows[3]).toMatchObject({ actual: 50, uncollected: 0 });
    expect(rows[1]).toMatchObject({ actual: 0, uncollected: 0 });
  });
});
