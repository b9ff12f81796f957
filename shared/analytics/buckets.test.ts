import { describe, expect, it } from 'vitest';
import { bucketLabels, bucketOf, cairoDay } from './buckets';

describe('analytics buckets', () => {
  it.each([
    ['2026-11-23', 'DAYS', '2026-11-23'],
    ['2026-11-23', 'WEEKS', '2026-11-23'], // a Monday
    ['2026-11-29', 'WEEKS', '2026-11-23'], // the Sunday after
    ['2026-11-22', 'WEEKS', '2026-11-16'],
    ['2026-11-30', 'MONTH', '2026-11'],
  ] as const)('%s in %s is %s', (day, unit, label) => {
    expect(bucketOf(day, unit)).toBe(label);
  });

  it('labels every bucket of a range once, in order', () => {
    expect(bucketLabels('2026-10-30', '2026-11-02', 'DAYS')).toEqual([
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
      '2026-11-02',
    ]);
    expect(bucketLabels('2026-10-30', '2026-12-01', 'MONTH')).toEqual(['2026-10', '2026-11', '2026-12']);
    expect(bucketLabels('2026-11-18', '2026-11-30', 'WEEKS')).toEqual([
      '2026-11-16',
      '2026-11-23',
      '2026-11-30',
    ]);
    expect(bucketLabels('2026-11-02', '2026-11-01', 'DAYS')).toEqual([]);
  });

  it('names the Cairo day of an instant (UTC+2 in November)', () => {
    expect(cairoDay(new Date('2026-11-22T22:30:00Z'))).toBe('2026-11-23');
    expect(cairoDay(new Date('2026-11-22T21:30:00Z'))).toBe('2026-11-22');
  });
});
