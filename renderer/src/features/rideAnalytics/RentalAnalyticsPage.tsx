import { FigureAnalyticsPage, type FigurePageConfig } from './FigureAnalyticsPage';
import { useRentalAnalyticsQuery } from './rideAnalyticsApi';
import { RENTAL_FIGURE_FORMATS, RENTAL_FIGURES, rentalKpis, type RentalFigure } from './rideFigures';

const RENTALS: FigurePageConfig<RentalFigure> = {
  texts: 'rentals',
  figures: RENTAL_FIGURES,
  formats: RENTAL_FIGURE_FORMATS,
  exportSeries: 'rentals',
  switchTestId: 'rental-figure',
  countChartKey: 'rentals',
  kpis: rentalKpis,
  useFigures: useRentalAnalyticsQuery,
};

/** /app/rental/analytics (rentals.VIEW_ANALYTICS): day rentals booked and their revenue, per area over time. */
export default function RentalAnalyticsPage() {
  return <FigureAnalyticsPage config={RENTALS} />;
}
