import { describe, expect, it } from 'vitest';
import { durationText } from './durationText';

describe('time out of service in words', () => {
  it.each([
    [null, '-'],
    [0, '0 min'],
    [45, '45 min'],
    [60, '1 h'],
    [193, '3 h 13 min'],
    [1440, '1 day'],
    [2640, '1 day 20 h'],
    [727 * 60 + 46, '30 days 7 h'],
    [-5, '0 min'],
    [45.4, '46 min'],
  ])('%s minutes -> %s', (minutes, text) => {
    expect(durationText(minutes)).toBe(text);
  });
});
