import { theme } from 'antd';
import {
  PRIME_FIGURE_HINTS,
  PRIME_FIGURE_LABELS,
  PRIME_FIGURES,
  type PrimeFigure,
} from '@ops/shared/analytics/prime';
import { areasOfSeries } from '@ops/shared/analytics/selection';
import { AnalyticsPage } from '../../components/analytics/AnalyticsPage';
import { isEmptySeries } from '../../components/analytics/analyticsTable';
import { chosenFigures } from '../../components/analytics/chosenFigures';
import { FigureSelect } from '../../components/analytics/FigureSelect';
import { useAnalyticsState } from '../../components/analytics/useAnalyticsState';
import { useFigureParam } from '../../components/analytics/useFigureParam';
import { primeFigureFormat } from './primeAnalytics';
import { usePrimeAnalyticsQuery } from './primeAnalyticsApi';
import { countText } from '@ops/shared/rules/plural';

/** The cards, two rows of four: the subscriptions and their money, then what the plans saved riders. */
const CARDS: readonly PrimeFigure[] = [
  'totalCount',
  'newSubscriptions',
  'stoppedAtCount',
  'revenues',
  'savedSubs',
  'savedRides',
  'savedFreemiumSubs',
  'savedFreemiumRides',
];

/**
 * /app/prime-analytics (prime.VIEW_ANALYTICS): prime subscription periods by the rider's area —
 * started (new and renewed), stopped, charged, and how many paid and free periods paid for rides.
 * Definitions: server/src/domains/prime/aggregate.ts.
 */
export default function PrimeAnalyticsPage() {
  const analytics = useAnalyticsState();
  const [figure, setFigure] = useFigureParam<PrimeFigure>(PRIME_FIGURES);
  const { token } = theme.useToken();

  const result = usePrimeAnalyticsQuery(analytics.request);
  const data = result.data;
  const figures = data ? chosenFigures(data, PRIME_FIGURES, analytics.areas) : null;
  const series = figures?.series;

  return (
    <AnalyticsPage
      title="Prime Analytics"
      subtitle="Prime subscription periods by the day they started and the rider's area."
      analytics={analytics}
      areas={areasOfSeries(data?.totalCount, data?.stoppedAtCount)}
      loading={result.isLoading}
      fetching={result.isFetching}
      error={result.error}
      onRetry={() => void result.refetch()}
      empty={!!series && PRIME_FIGURES.every((f) => isEmptySeries(series[f]))}
      exportTarget={{ series: 'prime', args: { figure } }}
      toolbar={
        <FigureSelect
          value={figure}
          options={PRIME_FIGURES.map((value) => ({ value, label: PRIME_FIGURE_LABELS[value] }))}
          onChange={setFigure}
        />
      }
      kpis={CARDS.map((key) => ({
        key,
        title: PRIME_FIGURE_LABELS[key],
        value: figures?.totals[key] ?? 0,
        format: primeFigureFormat(key),
        hint:
          key === 'newSubscriptions'
            ? `${countText(figures?.totals.renewals ?? 0, 'renewal')} besides`
            : PRIME_FIGURE_HINTS[key],
      }))}
      charts={
        series
          ? [
              {
                key: 'subscriptions',
                title: 'Subscriptions started',
                kind: 'stacked',
                format: 'count',
                half: true,
                labels: series.totalCount.xAxisLabels,
                series: [
                  {
                    name: 'New subscriptions',
                    values: series.newSubscriptions.totalData,
                    color: token.colorPrimary,
                  },
                  { name: 'Renewals', values: series.renewals.totalData, color: token.geekblue },
                ],
              },
              {
                key: 'stopped',
                title: 'Renewals stopped',
                kind: 'bar',
                format: 'count',
                half: true,
                labels: series.stoppedAtCount.xAxisLabels,
                series: [
                  {
                    name: 'Renewals stopped',
                    values: series.stoppedAtCount.totalData,
                    color: token.colorWarning,
                  },
                ],
              },
              {
                key: 'revenues',
                title: 'Revenues',
                kind: 'bar',
                format: 'money',
                half: true,
                labels: series.revenues.xAxisLabels,
                series: [{ name: 'Revenues', values: series.revenues.totalData, color: token.colorSuccess }],
              },
              {
                key: 'saved',
                title: 'Rides paid by plans',
                kind: 'stacked',
                format: 'count',
                half: true,
                labels: series.savedRides.xAxisLabels,
                series: [
                  { name: 'Paid periods', values: series.savedRides.totalData, color: token.colorPrimary },
                  { name: 'Free periods', values: series.savedFreemiumRides.totalData, color: token.purple },
                ],
              },
            ]
          : []
      }
      table={
        series && {
          title: `${PRIME_FIGURE_LABELS[figure]} per area`,
          series: series[figure],
          format: primeFigureFormat(figure),
          summary: 'both',
        }
      }
    />
  );
}
