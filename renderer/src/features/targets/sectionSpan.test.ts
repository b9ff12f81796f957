import { describe, expect, it } from 'vitest';
import { sectionSpan } from './sectionSpan';

describe('sectionSpan', () => {
  const sections = ['Fleet', 'Fleet', 'Rides', 'Revenue', 'Revenue', 'Revenue'];
  it.each([
    [0, 2],
    [1, 0],
    [2, 1],
    [3, 3],
    [4, 0],
    [5, 0],
  ])('row %i spans %i', (index, span) => {
    expect(sectionSpan(sections, index)).toBe(span);
  });
});
