import { describe, expect, it } from 'vitest';
import { randomBelow, randomItem, shuffled, type RandomSource } from './random';

const scripted = (values: number[]): RandomSource => ({
  getRandomValues(array) {
    const next = values.shift();
    if (next === undefined) throw new Error('script exhausted');
    array[0] = next;
    return array;
  },
});

describe('randomBelow: uniform, no modulo bias', () => {
  it.each([
    // 2^32 mod 3 = 1, so the single top value 2^32 - 1 would favour 0 and is drawn again.
    ['rejects draws at or above the largest multiple of n', 3, [0xffffffff, 5], 2],
    ['keeps the largest accepted draw', 3, [0xfffffffe], 0xfffffffe % 3],
    ['n = 1 always gives 0', 1, [123456], 0],
  ])('%s', (_why, n, script, expected) => {
    expect(randomBelow(n, scripted([...script]))).toBe(expected);
  });

  it.each([0, -1, 1.5, 2 ** 32 + 1])('refuses n = %s', (n) => {
    expect(() => randomBelow(n, scripted([0]))).toThrow(RangeError);
  });

  it('spreads 6,000 real draws evenly over 6 values', () => {
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 6000; i++) counts[randomBelow(6)]! += 1;
    for (const count of counts) expect(count).toBeGreaterThan(800);
    for (const count of counts) expect(count).toBeLessThan(1200);
  });

  it('randomItem and shuffled use the same source', () => {
    expect(randomItem(['a', 'b', 'c'], scripted([4]))).toBe('b');
    const items = [1, 2, 3, 4, 5];
    const out = shuffled(items);
    expect([...out].sort()).toEqual(items);
    expect(items).toEqual([1, 2, 3, 4, 5]);
  });
});
