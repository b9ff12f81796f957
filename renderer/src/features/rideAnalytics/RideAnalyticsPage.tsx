import { FigureAnalyticsPage, type FigurePageConfig } from './FigureAnalyticsPage';
import { useRideAnalyticsQuery } from './rideAnalyticsApi';
import { RIDE_FIGURE_FORMATS, RIDE_FIGURES, rideKpis, type RideFigure } from './rideFigures';

const RIDES: FigurePageConfig<RideFigure> = {
  texts: 'rides',
  figures: RIDE_FIGURES,
  formats: RIDE_FIGURE_FORMATS,
  exportSeries: 'rides',
  switchTestId: 'ride-figure',
  countChartKey: 'rides',
  kpis: rideKpis,
  useFigures: useRideAnalyticsQuery,
};

/**
 * /app/ride/analytics (rides.VIEW_ANALYTICS): finished rides, their minutes, their revenue and the
 * free ones, per area over time, from the daily aggregates.
 */
export default function RideAnalyticsPage() {
  return <FigureAnalyticsPage config={RIDES} />;
}
