import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ar } from '../../i18n/ar';
import { i18n } from '../../i18n/i18n';
import { setFormatSettings } from '../../lib/format';
import { sumLine } from './sumLine';

describe('sumLine', () => {
  it.each([
    [
      { count: 1, totalBalance: 12.5, negativeCount: 0, totalNegativeBalance: 0 },
      '1 user, balance 12.50 L.E',
    ],
    [
      { count: 1200, totalBalance: 30.5, negativeCount: 2, totalNegativeBalance: -19.5 },
      '1,200 users, balance 30.50 L.E; 2 negative, -19.50 L.E',
    ],
    [{ count: 0, totalBalance: 0, negativeCount: 0, totalNegativeBalance: 0 }, '0 users, balance 0.00 L.E'],
  ])('%j -> %s', (sum, text) => {
    expect(sumLine(sum)).toBe(text);
  });
});

describe('sumLine in Arabic (issue 28: plural forms, not concatenation)', () => {
  const english = { language: 'en', digits: 'latn', hourCycle: 'h23' } as const;
  beforeAll(() => i18n.addResourceBundle('ar', 'translation', ar));
  afterEach(() => setFormatSettings(english));
  it.each([
    [1, 'مستخدم واحد، الرصيد ١٢٫٥٠ ج.م'],
    [2, 'مستخدمان، الرصيد ١٢٫٥٠ ج.م'],
    [3, '٣ مستخدمين، الرصيد ١٢٫٥٠ ج.م'],
    [11, '١١ مستخدمًا، الرصيد ١٢٫٥٠ ج.م'],
    [100, '١٠٠ مستخدم، الرصيد ١٢٫٥٠ ج.م'],
  ])('%i users', (count, text) => {
    setFormatSettings({ language: 'ar', digits: 'arab', hourCycle: 'h23' });
    const t = i18n.getFixedT('ar');
    expect(sumLine({ count, totalBalance: 12.5, negativeCount: 0, totalNegativeBalance: 0 }, t)).toBe(text);
  });
});
