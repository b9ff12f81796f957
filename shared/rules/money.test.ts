import { describe, expect, it } from 'vitest';
import { addEgp, formatEgp, isWholePiasters, toEgp, toPiasters } from './money';

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
    ['thousands', 1234.5, '1234.50 L.E'],
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
