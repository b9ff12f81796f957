import { describe, expect, it } from 'vitest';
import { addEgp, formatAmount, formatEgp, isWholePiasters, toEgp, toPiasters } from './money';

describe('money: integer piasters (CONVENTIONS "Money is stored as integer piasters")', () => {
  it.each([
    [12.5, 1250],
    [1.005, 101],
    [0.1 + 0.2, 30],
    [-12.345, -1235],
    [-0.001, 0],
    [0, 0],
    [1000, 100000],
  ])('toPiasters(%s) = %s', (egp, piasters) => {
    expect(toPiasters(egp)).toBe(piasters);
  });

  it.each([
    [1250, 12.5],
    [-5, -0.05],
    [1, 0.01],
    [0, 0],
    [1234.6, 12.35],
  ])('toEgp(%s) = %s', (piasters, egp) => {
    expect(toEgp(piasters)).toBe(egp);
  });

  it.each([
    ['02 §1 "Currency is EGP (L.E)"', 12.5, '12.50 L.E'],
    ['zero', 0, '0.00 L.E'],
    ['negative', -3, '-3.00 L.E'],
    ['no negative zero', -0.001, '0.00 L.E'],
    ['half a piaster rounds away from zero', 1.005, '1.01 L.E'],
    ['thousands, separated as counts are (issue 23)', 1234.5, '1,234.50 L.E'],
    ['millions', -1234567.891, '-1,234,567.89 L.E'],
  ])('formatEgp: %s', (_case, egp, text) => {
    expect(formatEgp(egp)).toBe(text);
  });

  it('sums without float drift', () => {
    expect(addEgp(0.1, 0.2)).toBe(0.3);
    expect(addEgp(10.1, -0.2, 0.05)).toBe(9.95);
  });

  it.each([
    [12.5, true],
    [12.34, true],
    [12.345, false],
    [Number.NaN, false],
  ])('isWholePiasters(%s) = %s', (egp, expected) => {
    expect(isWholePiasters(egp)).toBe(expected);
  });

  it('refuses non-numbers', () => {
    expect(() => toPiasters(Number.NaN)).toThrow(RangeError);
    expect(() => toEgp(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('formatAmount: money in an (EGP) column, with thousands separators', () => {
  it.each([
    [0, '0.00'],
    [1706.8, '1,706.80'],
    [-1234567.891, '-1,234,567.89'],
    [-0.001, '0.00'],
  ])('%s -> %s', (egp, text) => {
    expect(formatAmount(egp)).toBe(text);
  });
});
