import { describe, expect, it } from 'vitest';
import { durationText } from './durationText';

describe('time out of service in words', () => {
  it.each([
    [null, '-'],
    [0, '0 min'],
    [45, '45 min'],
    [60, '1 h 0 min'],
    [193, '3 h 13 min'],
    [1440, '1 d 0 h'],
    [2640, '1 d 20 h'],
  ])('%s minutes -> %s', (minutes, text) => {
    expect(durationText(minutes)).toBe(text);
  });
});
