import { describe, expect, it } from 'vitest';
import { BoundedCache } from './boundedCache';

describe('BoundedCache', () => {
  it('never holds more than its limit, however many keys pass through (a day of cluster counts)', () => {
    const evicted: number[] = [];
    const cache = new BoundedCache<number, string>(16, (_value, key) => evicted.push(key));
    for (let count = 2; count < 10_002; count++) cache.get(count, String);
    expect(cache.size).toBe(16);
    expect(evicted).toHaveLength(10_000 - 16);
    expect(evicted.slice(0, 3)).toEqual([2, 3, 4]);
  });

  it('makes a value once while it is in use, and drops the least recently used first', () => {
    const made: string[] = [];
    const cache = new BoundedCache<string, string>(2);
    const make = (key: string) => (made.push(key), key.toUpperCase());
    expect(cache.get('a', make)).toBe('A');
    cache.get('b', make);
    expect(cache.get('a', make)).toBe('A');
    cache.get('c', make); // evicts b: a was used after it
    cache.get('a', make);
    cache.get('b', make);
    expect(made).toEqual(['a', 'b', 'c', 'b']);
  });

  it('clear hands every entry to onEvict (sprites release their bitmaps)', () => {
    const released: string[] = [];
    const cache = new BoundedCache<string, string>(4, (value) => released.push(value));
    cache.get('x', () => 'X');
    cache.get('y', () => 'Y');
    cache.clear();
    expect(released).toEqual(['X', 'Y']);
    expect(cache.size).toBe(0);
  });

  it('refuses a limit below one', () => {
    expect(() => new BoundedCache(0)).toThrow(RangeError);
  });
});
