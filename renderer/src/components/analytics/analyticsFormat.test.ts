import { describe, expect, it } from 'vitest';
import { axisText, bucketText, formatAxisValue, formatValue } from './analyticsFormat';

describe('analytics formats', () => {
  it.each([
    ['2026-11-02', 'DAYS', '11/02/2026', 'Nov 2'],
    ['2026-11-02', 'WEEKS', 'Week of 11/02/2026', 'Nov 2'],
    ['2026-11', 'MONTH', 'Nov 2026', "Nov '26"],
    ['2027-01', 'MONTH', 'Jan 2027', "Jan '27"],
  ] as const)('%s by %s reads %s in the table and %s on the axis', (label, unit, table, axis) => {
    expect(bucketText(label, unit)).toBe(table);
    expect(axisText(label, unit)).toBe(axis);
  });

  it('writes money as the app writes EGP, counts with separators, percentages with their sign', () => {
    expect(formatValue(1234.5, 'money')).toBe('1,234.50 L.E');
    expect(formatValue(0.1 + 0.2, 'money')).toBe('0.30 L.E');
    expect(formatValue(1234567.891, 'count')).toBe('1,234,567.89');
    expect(formatValue(12.5, 'percent')).toBe('12.5 %');
    expect(formatValue(Number.NaN, 'count')).toBe('-');
  });

  it('shortens large axis ticks', () => {
    expect(formatAxisValue(25_000, 'money')).toBe('25K L.E');
    expect(formatAxisValue(1500, 'count')).toBe('1,500');
  });
});
