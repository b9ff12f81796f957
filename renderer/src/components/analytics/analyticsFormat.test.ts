import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ar } from '../../i18n/ar';
import { i18n } from '../../i18n/i18n';
import { setFormatSettings } from '../../lib/format';
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

describe('analytics formats in Arabic (issue 28 item 2)', () => {
  beforeAll(() => {
    i18n.addResourceBundle('ar', 'translation', ar);
  });
  afterEach(() => setFormatSettings({ language: 'en', digits: 'latn', hourCycle: 'h23' }));

  it.each([
    ['2026-11-02', 'DAYS', '٠٢/١١/٢٠٢٦', '٢ نوفمبر'],
    ['2026-11-02', 'WEEKS', 'أسبوع ٠٢/١١/٢٠٢٦', '٢ نوفمبر'],
    ['2026-11', 'MONTH', 'نوفمبر ٢٠٢٦', 'نوفمبر ٢٦'],
  ] as const)('%s by %s reads %s in the table and %s on the axis', (label, unit, table, axis) => {
    setFormatSettings({ language: 'ar', digits: 'arab', hourCycle: 'h23' });
    expect(bucketText(label, unit)).toBe(table);
    expect(axisText(label, unit)).toBe(axis);
  });

  it("writes figures in the user's digits, the percent sign after the number", () => {
    setFormatSettings({ language: 'ar', digits: 'arab', hourCycle: 'h23' });
    expect(formatValue(1234567.891, 'count')).toBe('١٬٢٣٤٬٥٦٧٫٨٩');
    expect(formatValue(12.5, 'percent')).toMatch(/^١٢٫٥٪/); // Intl adds a direction mark after it
    expect(formatAxisValue(1500, 'money')).toBe('١٬٥٠٠ ج.م');
    setFormatSettings({ language: 'ar', digits: 'latn', hourCycle: 'h23' });
    expect(bucketText('2026-11-02', 'DAYS')).toBe('02/11/2026');
  });
});
