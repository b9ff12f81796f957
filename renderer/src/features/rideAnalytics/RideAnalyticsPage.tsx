import { FigureAnalyticsPage, type FigurePageConfig } from './FigureAnalyticsPage';
import { useRideAnalyticsQuery } from './rideAnalyticsApi';
import {
  RIDE_FIGURE_FORMATS,
  RIDE_FIGURE_LABELS,
  RIDE_FIGURES,
  rideKpis,
  type RideFigure,
} from './rideFigures';

const RIDES: FigurePageConfig<RideFigure> = {
  title: 'Ride Analytics',
  subtitle:
    'Finished rides by the day they started, their riding time and revenue (actual: net, balance and prime paid).',
  figures: RIDE_FIGURES,
  labels: RIDE_FIGURE_LABELS,
  formats: RIDE_FIGURE_FORMATS,
  exportSeries: 'rides',
  switchTestId: 'ride-figure',
  countChart: { key: 'rides', title: 'Rides', name: 'Rides' },
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
