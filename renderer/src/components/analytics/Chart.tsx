import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';
import type { EChartProps } from './EChart';

// ECharts (~400 KB) loads with the first chart, not with the app or a page's own code.
const EChart = lazy(() => import('./EChart'));

export type ChartProps = Omit<EChartProps, 'height'> & { height?: number };

/** The app's one chart (issue 11 §1): line, area, bar or stacked bars of analytics series. */
export function Chart({ height = 300, ...props }: ChartProps) {
  return (
    <Suspense fallback={<ChartSkeleton height={height} />}>
      <EChart height={height} {...props} />
    </Suspense>
  );
}

/** The chart's place while it or its data loads. */
export function ChartSkeleton({ height = 300 }: { height?: number }) {
  return (
    <div
      style={{ height, display: 'flex', alignItems: 'center' }}
      aria-busy="true"
      data-testid="chart-skeleton"
    >
      <Skeleton.Node active style={{ width: '100%', height: height - 16 }}>
        <span />
      </Skeleton.Node>
    </div>
  );
}
