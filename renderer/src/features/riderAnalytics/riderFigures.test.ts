import { describe, expect, it } from 'vitest';
import {
  activeRidersFreshness,
  arabicShare,
  casesInAreas,
  freshnessText,
  heatCell,
  hexToRgb,
  percent,
  retentionAt,
  ridesPerNewRider,
} from './riderFigures';
import { ar } from '../../i18n/ar';
import { i18n } from '../../i18n/i18n';

const english = i18n.getFixedT('en');

const series = (totals: number[]) => ({
  xAxisLabels: totals.map((_, i) => `2026-11-0${i + 1}`),
  areasData: [],
  totalData: totals,
});

describe('rider analytics figures', () => {
  it('says how fresh aggregate figures are, and when they are not counted yet (issue 24)', () => {
    expect(freshnessText('2026-11-28T10:15:00.000Z', (iso) => `<${iso}>`, english)).toBe(
      'Figures as of <2026-11-28T10:15:00.000Z>; they are brought up to date every 30 seconds.',
    );
    expect(freshnessText(null, (iso) => iso, english)).toBe(
      'These figures are being prepared: the first count appears within a minute.',
    );
    i18n.addResourceBundle('ar', 'translation', ar);
    expect(freshnessText('2026-11-28T10:15:00.000Z', (iso) => `<${iso}>`, i18n.getFixedT('ar'))).toBe(
      'الأرقام حتى <2026-11-28T10:15:00.000Z>؛ تُحدَّث كل ٣٠ ثانية.',
    );
  });

  it('says how fresh the active riders are, and nothing when they were counted live (issue 24)', () => {
    expect(activeRidersFreshness('2026-11-28T10:15:00.000Z', (iso) => `<${iso}>`, english)).toBe(
      'Active riders as of <2026-11-28T10:15:00.000Z>; brought up to date every 30 seconds.',
    );
    expect(activeRidersFreshness(null, (iso) => iso, english)).toBe('');
    i18n.addResourceBundle('ar', 'translation', ar);
    expect(activeRidersFreshness('2026-11-28T10:15:00.000Z', (iso) => `<${iso}>`, i18n.getFixedT('ar'))).toBe(
      'الركاب النشطون حتى <2026-11-28T10:15:00.000Z>؛ يُحدَّث العدد كل ٣٠ ثانية.',
    );
  });

  it('percentages and ratios are 0 when the divisor is 0 (02 §5)', () => {
    expect(percent(1, 3)).toBe(33.33);
    expect(percent(5, 0)).toBe(0);
    expect(arabicShare({ ar: 3, en: 1 })).toBe(75);
    expect(arabicShare({ ar: 0, en: 0 })).toBe(0);
    expect(ridesPerNewRider(series([4, 5]), series([2, 1]))).toBe(3);
    expect(ridesPerNewRider(series([4]), series([0]))).toBe(0);
  });

  it('recomputes case counts for the chosen areas; 0 or nothing means every area', () => {
    const cases = [
      {
        case: 'A',
        label: 'Activated',
        count: 5,
        areas: [
          { id: 'x', count: 2 },
          { id: 'y', count: 3 },
        ],
      },
      { case: 'B', label: 'Battery Swap', count: 4, areas: [{ id: 'x', count: 4 }] },
    ];
    expect(casesInAreas(cases, []).map((c) => [c.case, c.count])).toEqual([
      ['A', 5],
      ['B', 4],
    ]);
    expect(casesInAreas(cases, ['0']).map((c) => c.count)).toEqual([5, 4]);
    expect(casesInAreas(cases, ['x']).map((c) => [c.case, c.count])).toEqual([
      ['B', 4],
      ['A', 2],
    ]);
    expect(casesInAreas(cases, ['y']).map((c) => c.case)).toEqual(['A']);
  });

  it('weights retention by cohort size and skips cohorts too young for month k', () => {
    const cohorts = [
      { month: '2026-09', size: 100, riders: [50, 20, 10], shares: [], rodeEver: 60 },
      { month: '2026-10', size: 300, riders: [90, 30], shares: [], rodeEver: 100 },
      { month: '2026-11', size: 10, riders: [10], shares: [], rodeEver: 10 },
    ];
    expect(retentionAt(cohorts, 0)).toBe(percent(150, 410));
    expect(retentionAt(cohorts, 1)).toBe(12.5);
    expect(retentionAt(cohorts, 2)).toBe(10);
    expect(retentionAt(cohorts, 5)).toBe(0);
  });

  it('colours heat cells by share relative to the largest, with readable text on dark cells', () => {
    expect(heatCell(0, 0.5, [0, 0, 0])).toEqual({ background: 'rgba(0, 0, 0, 0.06)', color: '#000000' });
    expect(heatCell(0.5, 0.5, [1, 2, 3])).toEqual({ background: 'rgba(1, 2, 3, 0.9)', color: '#ffffff' });
    expect(heatCell(0.25, 0.5, [1, 2, 3]).background).toBe('rgba(1, 2, 3, 0.48)');
    // The text colour reads best on the drawn colour (the card's under the tint): axe found white
    // on the light theme's mid teal at 2.4:1; dark text there is above 4.5:1.
    expect(heatCell(0.3, 0.5, [15, 118, 110]).color).toBe('#000000');
    expect(heatCell(0.5, 0.5, [15, 118, 110], [20, 20, 20]).color).toBe('#ffffff');
    expect(heatCell(0, 0.5, [15, 118, 110], [20, 20, 20]).color).toBe('#ffffff');
    expect(hexToRgb('#0f766e')).toEqual([15, 118, 110]);
    expect(hexToRgb('teal')).toEqual([19, 128, 124]);
  });
});
