import { useTranslation } from 'react-i18next';
import { areasOfSeries } from '@ops/shared/analytics/selection';
import { AnalyticsPage } from '../../components/analytics/AnalyticsPage';
import { isEmptySeries } from '../../components/analytics/analyticsTable';
import { ChoiceSwitch } from '../../components/analytics/ChoiceSwitch';
import { useAnalyticsState } from '../../components/analytics/useAnalyticsState';
import { useUrlChoice } from '../../components/analytics/useUrlChoice';
import { useAnalyticsSummaryQuery } from './analyticsSummaryApi';
import {
  SUMMARY_FIGURE_FORMATS,
  SUMMARY_FIGURES,
  summaryKpis,
  summarySeries,
  type SummaryFigure,
} from './summaryFigures';

/**
 * /app/analytics-summary (analytics.VIEW_SUMMARIES): revenue, rides, app sessions and fulfilment
 * at a glance, per area over time, with the derived figures of 02 §5 for the areas chosen.
 */
export default function AnalyticsSummaryPage() {
  const { t } = useTranslation();
  const figureLabel = (f: SummaryFigure) => t(`analytics.summary.figure.${f}`);
  const analytics = useAnalyticsState();
  const [figure, setFigure] = useUrlChoice<SummaryFigure>('show', SUMMARY_FIGURES, 'revenue');
  const result = useAnalyticsSummaryQuery(analytics.request);
  const data = result.data;
  const all =
    data &&
    summarySeries({
      revenue: analytics.select(data.revenue),
      rides: analytics.select(data.rides),
      minutes: analytics.select(data.minutes),
      sessions: analytics.select(data.sessions),
      riders: analytics.select(data.riders),
      newUsers: analytics.select(data.newUsers),
    });
  const shown = all?.[figure];
  const labels = shown?.xAxisLabels ?? [];
  return (
    <AnalyticsPage
      title={t('analytics.summary.title')}
      subtitle={t('analytics.summary.subtitle')}
      analytics={analytics}
      areas={areasOfSeries(data?.revenue, data?.rides, data?.sessions)}
      loading={result.isLoading}
      fetching={result.isFetching}
      error={result.error}
      onRetry={() => void result.refetch()}
      empty={!!all && isEmptySeries(all.revenue) && isEmptySeries(all.rides) && isEmptySeries(all.sessions)}
      exportTarget={{ series: 'summary', args: { figure } }}
      toolbar={
        <ChoiceSwitch
          label={t('analytics.figurePerArea')}
          value={figure}
          options={SUMMARY_FIGURES.map((f) => ({ value: f, label: figureLabel(f) }))}
          onChange={setFigure}
          testId="summary-figure"
        />
      }
      kpis={all && data ? summaryKpis(all, data.billing, analytics.unit, t) : []}
      charts={
        all
          ? [
              {
                key: 'revenue',
                title: t('analytics.summary.actualRevenue'),
                kind: 'bar',
                format: 'money',
                half: true,
                labels,
                series: [{ name: figureLabel('revenue'), values: all.revenue.totalData }],
              },
              {
                key: 'demand',
                title: t('analytics.summary.demand'),
                kind: 'line',
                format: 'count',
                half: true,
                labels,
                series: [
                  { name: figureLabel('sessions'), values: all.sessions.totalData },
                  { name: figureLabel('rides'), values: all.rides.totalData },
                ],
              },
              {
                key: 'riders',
                title: t('analytics.summary.ridersChart'),
                kind: 'line',
                format: 'count',
                half: true,
                labels,
                series: [
                  { name: figureLabel('riders'), values: all.riders.totalData },
                  { name: figureLabel('newUsers'), values: all.newUsers.totalData },
                ],
              },
              {
                key: 'fulfilment',
                title: t('analytics.summary.fulfilmentChart'),
                kind: 'line',
                format: 'ratio',
                half: true,
                labels,
                series: [{ name: figureLabel('fulfilment'), values: all.fulfilment.totalData }],
              },
              {
                key: 'areas',
                title: t('analytics.perArea', { label: figureLabel(figure) }),
                kind: figure === 'fulfilment' ? 'line' : 'stacked',
                format: SUMMARY_FIGURE_FORMATS[figure],
                labels,
                series: (shown?.areasData ?? []).map((area) => ({ name: area.name, values: area.labels })),
              },
            ]
          : []
      }
      table={
        shown && {
          title: t('analytics.perArea', { label: figureLabel(figure) }),
          series: shown,
          format: SUMMARY_FIGURE_FORMATS[figure],
          summary: figure === 'fulfilment' ? 'average' : 'both',
        }
      }
    />
  );
}
