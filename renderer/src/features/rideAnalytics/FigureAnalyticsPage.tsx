import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { TimeUnit } from '@ops/shared/analytics/buckets';
import { areasOfSeries, type Series } from '@ops/shared/analytics/selection';
import { AnalyticsPage } from '../../components/analytics/AnalyticsPage';
import type { ValueFormat } from '../../components/analytics/analyticsFormat';
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
  /** The page's texts in the catalogue: analytics.<texts>.title, .subtitle, .figure.<F>, .countChart, .countName. */
  texts: 'rides' | 'rentals';
  figures: readonly F[];
  formats: Record<F, ValueFormat>;
  /** The export's series name (server/src/domains/analytics exports). */
  exportSeries: string;
  /** The figure switch's test id. */
  switchTestId: string;
  /** The first chart's key: the count per bucket. */
  countChartKey: string;
  kpis: (chosen: Figures<F>, unit: TimeUnit, t: TFunction) => AnalyticsKpi[];
  /** The page's query; a module-level hook, so the call order never changes. */
  useFigures: (request: AnalyticsState['request']) => FigureQuery<F>;
}

/**
 * The ride and rental analytics pages: a count and its revenue over time, one figure per area
 * chosen by a switch kept in the URL (`show`), the KPI cards of the chosen areas, and Export.
 */
export function FigureAnalyticsPage<F extends string>({ config }: { config: FigurePageConfig<F> }) {
  const { t } = useTranslation();
  const analytics = useAnalyticsState();
  const words = (key: string) => t(`analytics.${config.texts}.${key}`);
  const [figure, setFigure] = useUrlChoice<F>('show', config.figures, 'count' as F);
  const result = config.useFigures(analytics.request);
  const data = result.data;
  const chosen =
    data && (Object.fromEntries(config.figures.map((f) => [f, analytics.select(data[f])])) as Figures<F>);
  const shown = chosen?.[figure];
  const label = words(`figure.${figure}`);
  const perArea = t('analytics.perArea', { label });
  return (
    <AnalyticsPage
      title={words('title')}
      subtitle={words('subtitle')}
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
          label={t('analytics.figurePerArea')}
          value={figure}
          options={config.figures.map((f) => ({ value: f, label: words(`figure.${f}`) }))}
          onChange={setFigure}
          testId={config.switchTestId}
        />
      }
      kpis={chosen ? config.kpis(chosen, analytics.unit, t) : []}
      charts={
        chosen && shown
          ? [
              {
                key: config.countChartKey,
                title: words('countChart'),
                kind: 'bar',
                format: 'count',
                half: true,
                labels: shown.xAxisLabels,
                series: [{ name: words('countName'), values: chosen.count.totalData }],
              },
              {
                key: 'revenue',
                title: t('analytics.revenue'),
                kind: 'line',
                format: 'money',
                half: true,
                labels: shown.xAxisLabels,
                series: [{ name: t('analytics.revenue'), values: chosen.revenue.totalData }],
              },
              {
                key: 'areas',
                title: perArea,
                kind: 'stacked',
                format: config.formats[figure],
                labels: shown.xAxisLabels,
                series: shown.areasData.map((area) => ({ name: area.name, values: area.labels })),
              },
            ]
          : []
      }
      table={shown && { title: perArea, series: shown, format: config.formats[figure] }}
    />
  );
}
