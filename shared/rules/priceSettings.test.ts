import { describe, expect, it } from 'vitest';
import { PRICE_MESSAGES as M, priceInForce, priceInputError } from './priceSettings';

describe('priceInputError', () => {
  it.each<
    [
      string,
      { basePrice: number; minutePrice: number; reason: string },
      { basePrice: number; minutePrice: number } | null,
      string | null,
    ]
  >([
    [
      'a new price',
      { basePrice: 7, minutePrice: 1.5, reason: 'Season' },
      { basePrice: 6, minutePrice: 1 },
      null,
    ],
    ['free unlock', { basePrice: 0, minutePrice: 1, reason: 'Promo' }, null, null],
    ['negative base', { basePrice: -1, minutePrice: 1, reason: 'r' }, null, M.basePrice],
    ['base over the cap', { basePrice: 501, minutePrice: 1, reason: 'r' }, null, M.basePrice],
    ['a fraction of a piaster', { basePrice: 6, minutePrice: 1.001, reason: 'r' }, null, M.minutePrice],
    ['minute price over the cap', { basePrice: 6, minutePrice: 101, reason: 'r' }, null, M.minutePrice],
    ['not a number', { basePrice: Number.NaN, minutePrice: 1, reason: 'r' }, null, M.basePrice],
    ['no reason', { basePrice: 7, minutePrice: 1, reason: '' }, null, M.reasonRequired],
    [
      'unchanged',
      { basePrice: 6, minutePrice: 1, reason: 'r' },
      { basePrice: 6, minutePrice: 1 },
      M.unchanged,
    ],
  ])('%s', (_label, input, current, expected) => {
    expect(priceInputError(input, current)).toBe(expected);
  });
});

describe('priceInForce', () => {
  const history = [
    { basePrice: 7, minutePrice: 1, effectiveFrom: '2026-11-10T00:00:00Z' },
    { basePrice: 9, minutePrice: 2, effectiveFrom: '2026-11-20T00:00:00Z' },
    { basePrice: 8, minutePrice: 1.5, effectiveFrom: '2026-11-15T00:00:00Z' },
  ];
  it.each([
    [
      'before any change: the defaults',
      '2026-11-01T00:00:00Z',
      { basePrice: 6, minutePrice: 1, isDefault: true },
    ],
    ['at the first change', '2026-11-10T00:00:00Z', { basePrice: 7, minutePrice: 1, isDefault: false }],
    [
      'between changes (history out of order)',
      '2026-11-17T00:00:00Z',
      { basePrice: 8, minutePrice: 1.5, isDefault: false },
    ],
    ['after the last', '2026-12-01T00:00:00Z', { basePrice: 9, minutePrice: 2, isDefault: false }],
  ])('%s', (_label, at, expected) => {
    expect(priceInForce(history, new Date(at))).toEqual(expected);
  });
});
