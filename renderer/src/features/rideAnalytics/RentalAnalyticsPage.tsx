import { areasOfSeries } from '@ops/shared/analytics/selection';
import { AnalyticsPage } from '../../components/analytics/AnalyticsPage';
import { unitWord } from '../../components/analytics/analyticsFormat';
import { isEmptySeries } from '../../components/analytics/analyticsTable';
import { ChoiceSwitch } from '../../components/analytics/ChoiceSwitch';
import { useAnalyticsState } from '../../components/analytics/useAnalyticsState';
import { useUrlChoice } from '../../components/analytics/useUrlChoice';
import { useRentalAnalyticsQuery } from './rideAnalyticsApi';
import { RENTAL_FIGURE_FORMATS, RENTAL_FIGURE_LABELS, RENTAL_FIGURES, rentalKpis, type RentalFigure } from './rideFigures';

/** /app/rental/analytics (rentals.VIEW_ANALYTICS): day rentals booked and their revenue, per area over time. */
export default function RentalAnalyticsPage() {
  const analytics = useAnalyticsState();
  const [figure, setFigure] = useUrlChoice<RentalFigure>('show', RENTAL_FIGURES, 'count');
  const result = useRentalAnalyticsQuery(analytics.request);
  const data = result.data;
  const chosen = data && { count: analytics.select(data.count), revenue: analytics.select(data.revenue) };
  const shown = chosen?.[figure];
  const label = RENTAL_FIGURE_LABELS[figure];
  return (
    <AnalyticsPage
      title="Rental Analytics"
      subtitle="Day rentals by the day they were booked, and their revenue (actual: net, balance and prime paid)."
      analytics={analytics}
      areas={areasOfSeries(data?.count, data?.revenue)}
      loading={result.isLoading}
      fetching={result.isFetching}
      error={result.error}
      onRetry={() => void result.refetch()}
      empty={!!chosen && isEmptySeries(chosen.count) && isEmptySeries(chosen.revenue)}
      exportTarget={{ series: 'rentals', args: { figure } }}
      toolbar={
        <ChoiceSwitch
          label="Figure per area"
          value={figure}
          options={RENTAL_FIGURES.map((f) => ({ value: f, label: RENTAL_FIGURE_LABELS[f] }))}
          onChange={setFigure}
          testId="rental-figure"
        />
      }
      kpis={chosen ? rentalKpis(chosen, unitWord(analytics.unit)) : []}
      charts={
        chosen && shown
          ? [
              { key: 'rentals', title: 'Day rentals', kind: 'bar', format: 'count', half: true, labels: shown.xAxisLabels, series: [{ name: 'Rentals', values: chosen.count.totalData }] },
              { key: 'revenue', title: 'Revenue', kind: 'line', format: 'money', half: true, labels: shown.xAxisLabels, series: [{ name: 'Revenue', values: chosen.revenue.totalData }] },
              {
                key: 'areas',
                title: `${label} per area`,
                kind: 'stacked',
                format: RENTAL_FIGURE_FORMATS[figure],
                labels: shown.xAxisLabels,
                series: shown.areasData.map((area) => ({ name: area.name, values: area.labels })),
              },
            ]
          : []
      }
      table={shown && { title: `${label} per area`, series: shown, format: RENTAL_FIGURE_FORMATS[figure] }}
    />
  );
}
