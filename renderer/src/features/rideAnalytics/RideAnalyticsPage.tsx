import { areasOfSeries } from '@ops/shared/analytics/selection';
import { AnalyticsPage } from '../../components/analytics/AnalyticsPage';
import { unitWord } from '../../components/analytics/analyticsFormat';
import { isEmptySeries } from '../../components/analytics/analyticsTable';
import { ChoiceSwitch } from '../../components/analytics/ChoiceSwitch';
import { useAnalyticsState } from '../../components/analytics/useAnalyticsState';
import { useUrlChoice } from '../../components/analytics/useUrlChoice';
import { useRideAnalyticsQuery } from './rideAnalyticsApi';
import { RIDE_FIGURE_FORMATS, RIDE_FIGURE_LABELS, RIDE_FIGURES, rideKpis, type RideFigure } from './rideFigures';

/**
 * /app/ride/analytics (rides.VIEW_ANALYTICS): finished rides, their minutes, their revenue and the
 * free ones, per area over time, from the daily aggregates.
 */
export default function RideAnalyticsPage() {
  const analytics = useAnalyticsState();
  const [figure, setFigure] = useUrlChoice<RideFigure>('show', RIDE_FIGURES, 'count');
  const result = useRideAnalyticsQuery(analytics.request);
  const data = result.data;
  const chosen = data && {
    count: analytics.select(data.count),
    minutes: analytics.select(data.minutes),
    revenue: analytics.select(data.revenue),
    freeRides: analytics.select(data.freeRides),
  };
  const shown = chosen?.[figure];
  const label = RIDE_FIGURE_LABELS[figure];
  return (
    <AnalyticsPage
      title="Ride Analytics"
      subtitle="Finished rides by the day they started, their riding time and revenue (actual: net, balance and prime paid)."
      analytics={analytics}
      areas={areasOfSeries(data?.count, data?.revenue)}
      loading={result.isLoading}
      fetching={result.isFetching}
      error={result.error}
      onRetry={() => void result.refetch()}
      empty={!!chosen && isEmptySeries(chosen.count) && isEmptySeries(chosen.revenue)}
      exportTarget={{ series: 'rides', args: { figure } }}
      toolbar={
        <ChoiceSwitch
          label="Figure per area"
          value={figure}
          options={RIDE_FIGURES.map((f) => ({ value: f, label: RIDE_FIGURE_LABELS[f] }))}
          onChange={setFigure}
          testId="ride-figure"
        />
      }
      kpis={chosen ? rideKpis(chosen, unitWord(analytics.unit)) : []}
      charts={
        chosen && shown
          ? [
              { key: 'rides', title: 'Rides', kind: 'bar', format: 'count', half: true, labels: shown.xAxisLabels, series: [{ name: 'Rides', values: chosen.count.totalData }] },
              { key: 'revenue', title: 'Revenue', kind: 'line', format: 'money', half: true, labels: shown.xAxisLabels, series: [{ name: 'Revenue', values: chosen.revenue.totalData }] },
              {
                key: 'areas',
                title: `${label} per area`,
                kind: 'stacked',
                format: RIDE_FIGURE_FORMATS[figure],
                labels: shown.xAxisLabels,
                series: shown.areasData.map((area) => ({ name: area.name, values: area.labels })),
              },
            ]
          : []
      }
      table={shown && { title: `${label} per area`, series: shown, format: RIDE_FIGURE_FORMATS[figure] }}
    />
  );
}
