import type { EChartsCoreOption } from 'echarts/core';
import type { TimeUnit } from '@ops/shared/analytics/buckets';
import { i18n } from '../../i18n/i18n';
import { formatSettings } from '../../lib/format';
import { axisText, bucketText, formatAxisValue, formatValue, type ValueFormat } from './analyticsFormat';

/** line: one line per series; area: stacked areas; bar: bars side by side; stacked: stacked bars. */
export type ChartKind = 'line' | 'area' | 'bar' | 'stacked';

export interface ChartSeries {
  name: string;
  values: readonly number[];
  /** A fixed colour (a status that always reads the same); otherwise the palette's next. */
  color?: string;
}

export interface ChartSpec {
  kind: ChartKind;
  /** The contract's bucket labels ('YYYY-MM-DD' or 'YYYY-MM'). */
  labels: readonly string[];
  unit: TimeUnit;
  series: readonly ChartSeries[];
  format: ValueFormat;
}

/** Colours and type from the app's antd theme (EChart.tsx reads them from the token). */
export interface ChartTheme {
  palette: readonly string[];
  text: string;
  muted: string;
  grid: string;
  fontFamily: string;
  /** Arabic: time runs right to left and the values stand on the right, as the page is mirrored. */
  rtl: boolean;
}

interface TooltipItem {
  seriesName?: string;
  value?: unknown;
  marker?: unknown;
  dataIndex?: number;
}

/** Past this many points a line loses its dots and the chart gains a zoom slider. */
const DENSE = 45;
const ZOOM_FROM = 120;
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The tooltip of one bucket: its label in full, each series' value, and the sum when stacked. */
export function tooltipHtml(
  items: readonly TooltipItem[],
  spec: Pick<ChartSpec, 'labels' | 'unit' | 'format' | 'kind'>,
): string {
  const first = items[0];
  if (!first || first.dataIndex === undefined) return '';
  const label = spec.labels[first.dataIndex] ?? '';
  const lines = items.map(
    (item) =>
      `${typeof item.marker === 'string' ? item.marker : ''}${escape(item.seriesName ?? '')}: <b>${formatValue(Number(item.value ?? 0), spec.format)}</b>`,
  );
  if ((spec.kind === 'stacked' || spec.kind === 'area') && items.length > 1) {
    const sum = items.reduce((total, item) => total + Number(item.value ?? 0), 0);
    const total = i18n.t('analytics.total', { lng: formatSettings().language });
    lines.push(`${escape(total)}: <b>${formatValue(Math.round(sum * 100) / 100, spec.format)}</b>`);
  }
  return [`<b>${escape(bucketText(label, spec.unit))}</b>`, ...lines].join('<br/>');
}

/** The ECharts option of one chart: pure, so its choices are tested without a canvas. */
export function chartOption(spec: ChartSpec, theme: ChartTheme): EChartsCoreOption {
  const dense = spec.labels.length > DENSE;
  const zoom = spec.labels.length > ZOOM_FROM;
  const stacked = spec.kind === 'stacked' || spec.kind === 'area';
  const axisLabel = { color: theme.muted, fontFamily: theme.fontFamily };
  return {
    color: [...theme.palette],
    textStyle: { fontFamily: theme.fontFamily, color: theme.text },
    // Long series redraw on every resize: animating them only costs frames.
    animation: spec.labels.length <= 200,
    grid: {
      left: 8,
      right: 16,
      top: spec.series.length > 1 ? 40 : 16,
      bottom: zoom ? 48 : 8,
      containLabel: true,
    },
    legend:
      spec.series.length > 1 ? { type: 'scroll', top: 0, textStyle: { color: theme.text } } : { show: false },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: spec.kind === 'line' ? 'line' : 'shadow' },
      confine: true,
      ...(theme.rtl ? { extraCssText: 'direction: rtl; text-align: right;' } : {}),
      formatter: (items: TooltipItem | TooltipItem[]) =>
        tooltipHtml(Array.isArray(items) ? items : [items], spec),
    },
    xAxis: {
      type: 'category',
      data: [...spec.labels],
      boundaryGap: spec.kind !== 'line' && spec.kind !== 'area',
      inverse: theme.rtl,
      axisLabel: {
        ...axisLabel,
        hideOverlap: true,
        formatter: (label: string) => axisText(label, spec.unit),
      },
      axisLine: { lineStyle: { color: theme.grid } },
      axisTick: { show: false },
    },
    yAxis: {
      type: 'value',
      position: theme.rtl ? 'right' : 'left',
      axisLabel: { ...axisLabel, formatter: (value: number) => formatAxisValue(value, spec.format) },
      splitLine: { lineStyle: { color: theme.grid } },
    },
    dataZoom: zoom ? [{ type: 'inside' }, { type: 'slider', height: 20, bottom: 8 }] : [],
    series: spec.series.map((series) => ({
      name: series.name,
      type: spec.kind === 'bar' || spec.kind === 'stacked' ? 'bar' : 'line',
      data: [...series.values],
      ...(series.color ? { itemStyle: { color: series.color }, lineStyle: { color: series.color } } : {}),
      ...(stacked ? { stack: 'total' } : {}),
      ...(spec.kind === 'area' ? { areaStyle: { opacity: 0.35 } } : {}),
      ...(spec.kind === 'line' || spec.kind === 'area'
        ? { showSymbol: !dense, symbolSize: 5 }
        : { barMaxWidth: 28 }),
      emphasis: { focus: 'series' },
    })),
  };
}
