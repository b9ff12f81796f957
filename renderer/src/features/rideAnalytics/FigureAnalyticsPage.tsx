import { areasOfSeries, type Series } from '@ops/shared/analytics/selection';
import { AnalyticsPage } from '../../components/analytics/AnalyticsPage';
import { unitWord, type ValueFormat } from '../../components/analytics/analyticsFormat';
import { isEmptySeries } from '../../components/analytics/analyticsTable';
import { ChoiceSwitch } from '../../components/analytics/ChoiceSwitch';
import type { AnalyticsKpi } from '../../components/analytics/KpiCards';
import { useAnalyticsState, type AnalyticsState } from '../../components/analytics/useAnalyticsState';
import { useUrlChoice } from '../../components/analytics/useUrlChoice';

/** Every figure page counts something and earns revenue; the rest are its own. */
type Figure = 'count' | 'revenue';
type Figures<F extends string> = Record<F | Figure, Series>;

interface FigureQuery<F extends string> {
  data?: Figures<F>;
  isLoading: boolean;
  isFetching: boolean;
  error?: unknown;
  refetch: () => unknown;
}

export interface FigurePageConfig<F extends string> {
  title: string;
  subtitle: string;
  figures: readonly F[];
  labels: Record<F, string>;
  formats: Record<F, ValueFormat>;
  /** The export's series name (server/src/domains/analytics exports). */
  exportSeries: string;
  /** The figure switch's test id. */
  switchTestId: string;
  /** The first chart: the count per bucket. */
  countChart: { key: string; title: string; name: string };
  kpis: (chosen: Figures<F>, per: string) => AnalyticsKpi[];
  /** The page's query; a module-level hook, so the call order never changes. */
  useFigures: (request: AnalyticsState['request']) => FigureQuery<F>;
}

/**
 * The ride and rental analytics pages: a count and its revenue over time, one figure per area
 * chosen by a switch kept in the URL (`show`), the KPI cards of the chosen areas, and Export.
 */
export function FigureAnalyticsPage<F extends string>({ config }: { config: FigurePageConfig<F> }) {
  const analytics = useAnalyticsState();
  const [figure, setFigure] = useUrlChoice<F>('show', config.figures, 'count' as F);
  const result = config.useFigures(analytics.request);
  const data = result.data;
  const chosen =
    data && (Object.fromEntries(config.figures.map((f) => [f, analytics.select(data[f])])) as Figures<F>);
  const shown = chosen?.[figure];
  const label = config.labels[figure];
  return (
    <AnalyticsPage
      title={config.title}
      subtitle={config.subtitle}
      analytics={analytics}
      areas={areasOfSeries(data?.count, data?.revenue)}
      loading={result.isLoading}
      fetching={result.isFetching}
      error={result.error}
      onRetry={() => void result.refetch()}
      empty={!!chosen && isEmptySeries(chosen.count) && isEmptySeries(chosen.revenue)}
      exportTarget={{ series: config.exportSeries, args: { figure } }}
      toolbar={
        <ChoiceSwitch
          label="Figure per area"
          value={figure}
          options={config.figures.map((f) => ({ value: f, label: config.labels[f] }))}
          onChange={setFigure}
          testId={config.switchTestId}
        />
      }
      kpis={chosen ? config.kpis(chosen, unitWord(analytics.unit)) : []}
      charts={
        chosen && shown
          ? [
              {
                key: config.countChart.key,
                title: config.countChart.title,
                kind: 'bar',
                format: 'count',
                half: true,
                labels: shown.xAxisLabels,
                series: [{ name: config.countChart.name, values: chosen.count.totalData }],
              },
              {
                key: 'revenue',
                title: 'Revenue',
                kind: 'line',
                format: 'money',
                half: true,
                labels: shown.xAxisLabels,
                series: [{ name: 'Revenue', values: chosen.revenue.totalData }],
              },
              {
                key: 'areas',
                title: `${label} per area`,
                kind: 'stacked',
                format: config.formats[figure],
                labels: shown.xAxisLabels,
                series: shown.areasData.map((area) => ({ name: area.name, values: area.labels })),
              },
            ]
          : []
      }
      table={shown && { title: `${label} per area`, series: shown, format: config.formats[figure] }}
    />
  );
}
