import { describe, expect, it } from 'vitest';
import { countText, matchesText } from './plural';

describe('counts in words (issue 23: "1 task match")', () => {
  it.each([
    [0, '0 tasks'],
    [1, '1 task'],
    [2, '2 tasks'],
    [12345, '12,345 tasks'],
  ])('%d reads %s', (n, text) => {
    expect(countText(n, 'task')).toBe(text);
  });

  it('agrees the verb with the count', () => {
    expect(matchesText(1, 'task')).toBe('1 task matches the filters');
    expect(matchesText(3, 'task')).toBe('3 tasks match the filters');
  });
});
