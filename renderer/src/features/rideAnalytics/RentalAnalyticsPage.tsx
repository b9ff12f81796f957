import { FigureAnalyticsPage, type FigurePageConfig } from './FigureAnalyticsPage';
import { useRentalAnalyticsQuery } from './rideAnalyticsApi';
import {
  RENTAL_FIGURE_FORMATS,
  RENTAL_FIGURE_LABELS,
  RENTAL_FIGURES,
  rentalKpis,
  type RentalFigure,
} from './rideFigures';

const RENTALS: FigurePageConfig<RentalFigure> = {
  title: 'Rental Analytics',
  subtitle:
    'Day rentals by the day they were booked, and their revenue (actual: net, balance and prime paid).',
  figures: RENTAL_FIGURES,
  labels: RENTAL_FIGURE_LABELS,
  formats: RENTAL_FIGURE_FORMATS,
  exportSeries: 'rentals',
  switchTestId: 'rental-figure',
  countChart: { key: 'rentals', title: 'Day rentals', name: 'Rentals' },
  kpis: rentalKpis,
  useFigures: useRentalAnalyticsQuery,
};

/** /app/rental/analytics (rentals.VIEW_ANALYTICS): day rentals booked and their revenue, per area over time. */
export default function RentalAnalyticsPage() {
  return <FigureAnalyticsPage config={RENTALS} />;
}
