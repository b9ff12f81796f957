import { afterEach, describe, expect, it } from 'vitest';
import { ar } from '../../i18n/ar';
import { i18n } from '../../i18n/i18n';
import { setFormatSettings } from '../../lib/format';
import { summaryKpis, summarySeries } from './summaryFigures';

const english = i18n.getFixedT('en');

const one = (id: string, labels: number[]) => ({
  xAxisLabels: ['d1', 'd2'],
  areasData: [{ id, name: id, labels }],
  totalData: labels,
});

describe('analytics summary figures (02 §5)', () => {
  const chosen = {
    revenue: one('a', [100, 50.5]),
    rides: one('a', [4, 2]),
    minutes: one('a', [40, 20]),
    sessions: one('a', [10, 0]),
    riders: one('a', [2, 1]),
    newUsers: one('a', [1, 0]),
  };

  it('fulfilment is rides / sessions per label, zero with no sessions', () => {
    expect(summarySeries(chosen).fulfilment.totalData).toEqual([0.4, 0]);
  });

  it('cards: sums, per-ride figures, and fulfilment as the ratio of the range’s sums', () => {
    const kpis = summaryKpis(chosen, { total: 200, uncollected: 12.5, promo: 3 }, 'DAYS', english);
    expect(Object.fromEntries(kpis.map((k) => [k.key, k.value]))).toEqual({
      revenue: 150.5,
      rides: 6,
      sessions: 10,
      fulfilment: 0.6,
      riders: 1.5,
      newUsers: 1,
      billed: 200,
      uncollected: 12.5,
    });
    expect(kpis.find((k) => k.key === 'riders')!.hint).toBe('A day on average; 2 rides per rider');
    expect(kpis.find((k) => k.key === 'newUsers')!.hint).toBe('3 riders per new rider');
    expect(kpis[0]!.hint).toBe('25.08 L.E per ride');
    expect(kpis[1]!.hint).toBe('10 minutes per ride');
    const zero = one('a', [0, 0]);
    const none = summaryKpis(
      { revenue: zero, rides: zero, minutes: zero, sessions: zero, riders: zero, newUsers: zero },
      { total: 0, uncollected: 0, promo: 0 },
      'WEEKS',
      english,
    );
    expect(none.find((k) => k.key === 'newUsers')!.hint).toBe('0 riders per new rider');
    expect(none.find((k) => k.key === 'fulfilment')!.value).toBe(0);
  });

  describe('in Arabic (issue 28)', () => {
    afterEach(() => setFormatSettings({ language: 'en', digits: 'latn', hourCycle: 'h23' }));

    it("words the cards in Arabic with the user's digits", () => {
      i18n.addResourceBundle('ar', 'translation', ar);
      setFormatSettings({ language: 'ar', digits: 'arab', hourCycle: 'h23' });
      const kpis = summaryKpis(
        chosen,
        { total: 200, uncollected: 12.5, promo: 3 },
        'DAYS',
        i18n.getFixedT('ar'),
      );
      expect(kpis[0]!.title).toBe('الإيراد الفعلي');
      expect(kpis[0]!.hint).toBe('٢٥٫٠٨ ج.م لكل رحلة');
      expect(kpis.find((k) => k.key === 'riders')!.hint).toBe('في اليوم في المتوسط؛ ٢ رحلة لكل راكب');
    });
  });
});
