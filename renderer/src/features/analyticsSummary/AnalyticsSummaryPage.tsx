import { areasOfSeries } from '@ops/shared/analytics/selection';
import { AnalyticsPage } from '../../components/analytics/AnalyticsPage';
import { unitWord } from '../../components/analytics/analyticsFormat';
import { isEmptySeries } from '../../components/analytics/analyticsTable';
import { ChoiceSwitch } from '../../components/analytics/ChoiceSwitch';
import { useAnalyticsState } from '../../components/analytics/useAnalyticsState';
import { useUrlChoice } from '../../components/analytics/useUrlChoice';
import { useAnalyticsSummaryQuery } from './analyticsSummaryApi';
import {
  SUMMARY_FIGURE_FORMATS,
  SUMMARY_FIGURE_LABELS,
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
      title="Analytics Summary"
      subtitle="Revenue, rides, riders, app sessions and fulfilment (rides per session) at a glance."
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
          label="Figure per area"
          value={figure}
          options={SUMMARY_FIGURES.map((f) => ({ value: f, label: SUMMARY_FIGURE_LABELS[f] }))}
          onChange={setFigure}
          testId="summary-figure"
        />
      }
      kpis={all && data ? summaryKpis(all, data.billing, unitWord(analytics.unit)) : []}
      charts={
        all
          ? [
              {
                key: 'revenue',
                title: 'Actual revenue',
                kind: 'bar',
                format: 'money',
                half: true,
                labels,
                series: [{ name: 'Revenue', values: all.revenue.totalData }],
              },
              {
                key: 'demand',
                title: 'Rides and app sessions',
                kind: 'line',
                format: 'count',
                half: true,
                labels,
                series: [
                  { name: 'Sessions', values: all.sessions.totalData },
                  { name: 'Rides', values: all.rides.totalData },
                ],
              },
              {
                key: 'riders',
                title: 'Riders and new riders',
                kind: 'line',
                format: 'count',
                half: true,
                labels,
                series: [
                  { name: 'Riders', values: all.riders.totalData },
                  { name: 'New riders', values: all.newUsers.totalData },
                ],
              },
              {
                key: 'fulfilment',
                title: 'Fulfilment (rides per session)',
                kind: 'line',
                format: 'ratio',
                half: true,
                labels,
                series: [{ name: 'Fulfilment', values: all.fulfilment.totalData }],
              },
              {
                key: 'areas',
                title: `${SUMMARY_FIGURE_LABELS[figure]} per area`,
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
          title: `${SUMMARY_FIGURE_LABELS[figure]} per area`,
          series: shown,
          format: SUMMARY_FIGURE_FORMATS[figure],
          summary: figure === 'fulfilment' ? 'average' : 'both',
        }
      }
    />
  );
}
