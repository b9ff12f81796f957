import { describe, expect, it } from 'vitest';
import { sumLine } from './sumLine';

describe('sumLine', () => {
  it.each([
    [
      { count: 1, totalBalance: 12.5, negativeCount: 0, totalNegativeBalance: 0 },
      '1 user, balance 12.50 L.E',
    ],
    [
      { count: 1200, totalBalance: 30.5, negativeCount: 2, totalNegativeBalance: -19.5 },
      '1,200 users, balance 30.50 L.E; 2 negative, -19.50 L.E',
    ],
    [{ count: 0, totalBalance: 0, negativeCount: 0, totalNegativeBalance: 0 }, '0 users, balance 0.00 L.E'],
  ])('%j -> %s', (sum, text) => {
    expect(sumLine(sum)).toBe(text);
  });
});
