import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ar } from '../../i18n/ar';
import { i18n } from '../../i18n/i18n';
import { setFormatSettings } from '../../lib/format';
import { chartOption, tooltipHtml, type ChartSpec } from './chartOption';

const theme = {
  palette: ['#0f766e', '#1677ff'],
  text: '#0f172a',
  muted: '#475569',
  grid: '#e5e7eb',
  fontFamily: 'Inter',
  rtl: false,
};
const spec: ChartSpec = {
  kind: 'stacked',
  labels: ['2026-11-02', '2026-11-03'],
  unit: 'DAYS',
  format: 'money',
  series: [
    { name: 'Maadi', values: [10, 20.5] },
    { name: 'Zamalek <b>', values: [1, 2], color: '#ff0000' },
  ],
};

type Option = {
  color: string[];
  legend: { show?: boolean };
  dataZoom: unknown[];
  xAxis: { data: string[]; axisLabel: { formatter: (label: string) => string } };
  yAxis: { axisLabel: { formatter: (value: number) => string } };
  series: Array<{
    type: string;
    stack?: string;
    data: number[];
    itemStyle?: { color: string };
    areaStyle?: unknown;
    showSymbol?: boolean;
  }>;
};
const optionOf = (s: ChartSpec) => chartOption(s, theme) as unknown as Option;

describe('chartOption', () => {
  it('draws stacked bars in the theme’s palette, one per series, with the legend and the contract’s labels', () => {
    const option = optionOf(spec);
    expect(option.color).toEqual(theme.palette);
    expect(option.series.map((s) => [s.type, s.stack])).toEqual([
      ['bar', 'total'],
      ['bar', 'total'],
    ]);
    expect(option.series[1]!.itemStyle).toEqual({ color: '#ff0000' });
    expect(option.xAxis.data).toEqual(spec.labels);
    expect(option.xAxis.axisLabel.formatter('2026-11-02')).toBe('Nov 2');
    expect(option.yAxis.axisLabel.formatter(25_000)).toBe('25K L.E');
    expect(option.legend.show).toBeUndefined();
    expect(option.dataZoom).toEqual([]);
  });

  it('draws lines without stacking, drops the dots and adds a zoom slider on long series, and no legend for one series', () => {
    const labels = Array.from(
      { length: 200 },
      (_v, i) =>
        `2026-${String(1 + Math.floor(i / 28)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
    );
    const option = optionOf({
      ...spec,
      kind: 'line',
      labels,
      series: [{ name: 'All', values: labels.map(() => 1) }],
    });
    expect(option.series[0]).toMatchObject({ type: 'line', showSymbol: false });
    expect(option.series[0]!.stack).toBeUndefined();
    expect(option.legend.show).toBe(false);
    expect(option.dataZoom).toHaveLength(2);
    expect(optionOf({ ...spec, kind: 'area' }).series[0]).toMatchObject({
      type: 'line',
      stack: 'total',
      areaStyle: { opacity: 0.35 },
    });
  });

  it('writes the tooltip with the full label, money as EGP, the stack’s total, and escapes names', () => {
    const html = tooltipHtml(
      [
        { seriesName: 'Maadi', value: 10, marker: '●', dataIndex: 1 },
        { seriesName: 'Zamalek <b>', value: 2, marker: '●', dataIndex: 1 },
      ],
      spec,
    );
    expect(html).toBe(
      '<b>11/03/2026</b><br/>●Maadi: <b>10.00 L.E</b><br/>●Zamalek &#60;b&#62;: <b>2.00 L.E</b><br/>Total: <b>12.00 L.E</b>',
    );
    expect(tooltipHtml([], spec)).toBe('');
  });

  describe('in Arabic (issue 28 item 2)', () => {
    beforeAll(() => {
      i18n.addResourceBundle('ar', 'translation', ar);
    });
    afterEach(() => setFormatSettings({ language: 'en', digits: 'latn', hourCycle: 'h23' }));

    it("writes the tooltip day first with Arabic words and the user's digits, right to left", () => {
      setFormatSettings({ language: 'ar', digits: 'arab', hourCycle: 'h23' });
      const html = tooltipHtml([{ seriesName: 'المعادي', value: 10, marker: '●', dataIndex: 1 }], {
        ...spec,
        kind: 'line',
      });
      expect(html).toBe('<b>٠٣/١١/٢٠٢٦</b><br/>●المعادي: <b>١٠٫٠٠ ج.م</b>');
      const stacked = tooltipHtml(
        [
          { seriesName: 'أ', value: 10, marker: '', dataIndex: 0 },
          { seriesName: 'ب', value: 2, marker: '', dataIndex: 0 },
        ],
        spec,
      );
      expect(stacked).toContain('الإجمالي: <b>١٢٫٠٠ ج.م</b>');
    });

    it('mirrors the chart: time runs right to left, values on the right, the tooltip reads rtl', () => {
      setFormatSettings({ language: 'ar', digits: 'arab', hourCycle: 'h23' });
      const option = chartOption(spec, { ...theme, rtl: true }) as {
        xAxis: { inverse: boolean; axisLabel: { formatter: (label: string) => string } };
        yAxis: { position: string; axisLabel: { formatter: (value: number) => string } };
        tooltip: { extraCssText: string };
      };
      expect(option.xAxis.inverse).toBe(true);
      expect(option.xAxis.axisLabel.formatter('2026-11-02')).toBe('٢ نوفمبر');
      expect(option.yAxis.position).toBe('right');
      expect(option.yAxis.axisLabel.formatter(25_000)).toBe('٢٥\u00a0ألف ج.م');
      expect(option.tooltip.extraCssText).toContain('direction: rtl');
    });
  });
});
