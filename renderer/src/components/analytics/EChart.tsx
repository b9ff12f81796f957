import { useEffect, useMemo, useRef } from 'react';
import { theme as antdTheme } from 'antd';
import { BarChart, LineChart } from 'echarts/charts';
import { DataZoomComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useTranslation } from 'react-i18next';
import { useIsDark } from '../../app/theme';
import { formatSettings } from '../../lib/format';
import { chartOption, type ChartSpec, type ChartTheme } from './chartOption';

// Only what the kit draws: lines, bars, the grid, tooltip, legend and zoom, on canvas.
echarts.use([
  LineChart,
  BarChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  DataZoomComponent,
  CanvasRenderer,
]);

type Token = ReturnType<typeof antdTheme.useToken>['token'];

/**
 * The palette starts with the app's teal, then antd's preset hues at their 6th step. The teal is
 * the one text uses: the same as the primary on the light theme, the lifted one on the dark
 * (antd's dark primary is too dim for a thin line on a dark card).
 */
export function chartTheme(token: Token, rtl: boolean): ChartTheme {
  return {
    palette: [
      token.colorPrimaryText,
      token.blue,
      token.gold,
      token.magenta,
      token.purple,
      token.cyan,
      token.volcano,
      token.lime,
      token.geekblue,
      token.orange,
    ],
    text: token.colorText,
    muted: token.colorTextSecondary,
    grid: token.colorBorderSecondary,
    fontFamily: token.fontFamily,
    rtl,
  };
}

export interface EChartProps extends ChartSpec {
  height: number;
  /** What the chart shows, for screen readers (a canvas says nothing by itself). */
  ariaLabel: string;
  testId?: string;
}

/**
 * One ECharts instance on canvas: made on mount, given a new option when the data changes,
 * resized with its box (the window, the side drawer folding), disposed on unmount.
 * Loaded lazily through Chart.tsx, so ECharts is a chunk of its own.
 */
export default function EChart({ height, ariaLabel, testId = 'chart', ...spec }: EChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  const { token } = antdTheme.useToken();
  // The language is read here so a switch (or a change of digits, which re-renders every
  // translated component) writes the axes anew: chartOption's formatters read lib/format.ts.
  const { i18n } = useTranslation();
  const rtl = i18n.dir() === 'rtl';
  const digits = formatSettings().digits;
  const themed = useMemo(() => chartTheme(token, rtl), [token, rtl]);
  const { kind, labels, unit, series, format } = spec;
  const option = useMemo(
    () => chartOption({ kind, labels, unit, series, format }, themed),
    // i18n.language and digits: the formatters inside the option write in them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [kind, labels, unit, series, format, themed, i18n.language, digits],
  );
  const dark = useIsDark();
  const latest = useRef(option);
  latest.current = option;

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    // ECharts' own dark theme (tooltips, zoom slider, axis pointer); a theme is fixed at init,
    // so switching the app's theme makes the chart anew. The card shows through the canvas.
    const instance = echarts.init(element, dark ? 'dark' : undefined, { renderer: 'canvas' });
    instance.setOption({ backgroundColor: 'transparent', ...latest.current }, { notMerge: true });
    chart.current = instance;
    // The box, not the window: the drawer folding or a card growing changes the width too.
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, [dark]);

  useEffect(() => {
    // notMerge: a series the new data no longer has (an area taken out) must go.
    chart.current?.setOption({ backgroundColor: 'transparent', ...option }, { notMerge: true });
  }, [option]);

  return (
    <div
      ref={box}
      role="img"
      aria-label={ariaLabel}
      data-testid={testId}
      data-points={labels.length}
      style={{ width: '100%', height }}
    />
  );
}
