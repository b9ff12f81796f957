import { summarize, type Series } from '@ops/shared/analytics/selection';
import { perRide } from '@ops/shared/rules/analytics';
import type { ValueFormat } from '../../components/analytics/analyticsFormat';
import type { AnalyticsKpi } from '../../components/analytics/KpiCards';

export const RIDE_FIGURES = ['count', 'minutes', 'revenue', 'freeRides'] as const;
export type RideFigure = (typeof RIDE_FIGURES)[number];
export const RIDE_FIGURE_LABELS: Record<RideFigure, string> = {
  count: 'Rides',
  minutes: 'Minutes',
  revenue: 'Revenue',
  freeRides: 'Free rides',
};
export const RIDE_FIGURE_FORMATS: Record<RideFigure, ValueFormat> = {
  count: 'count',
  minutes: 'count',
  revenue: 'money',
  freeRides: 'count',
};

export const RENTAL_FIGURES = ['count', 'revenue'] as const;
export type RentalFigure = (typeof RENTAL_FIGURES)[number];
export const RENTAL_FIGURE_LABELS: Record<RentalFigure, string> = { count: 'Rentals', revenue: 'Revenue' };
export const RENTAL_FIGURE_FORMATS: Record<RentalFigure, ValueFormat> = { count: 'count', revenue: 'money' };

/** The ride page's cards for the chosen areas: the sums and the per-ride figures (zero with no rides, 02 §5). */
export function rideKpis(chosen: Record<RideFigure, Series>, per: string): AnalyticsKpi[] {
  const sum = (figure: RideFigure) => summarize(chosen[figure]).total;
  const rides = sum('count');
  return [
    {
      key: 'rides',
      title: 'Rides',
      value: rides,
      hint: `${summarize(chosen.count).average} a ${per} on average`,
    },
    {
      key: 'revenue',
      title: 'Revenue',
      value: sum('revenue'),
      format: 'money',
      hint: `${perRide(sum('revenue'), rides)} L.E per ride`,
    },
    {
      key: 'minutes',
      title: 'Riding minutes',
      value: sum('minutes'),
      hint: `${perRide(sum('minutes'), rides)} minutes per ride`,
    },
    {
      key: 'freeRides',
      title: 'Free rides',
      value: sum('freeRides'),
      hint: `${perRide(sum('freeRides') * 100, rides)} % of rides`,
    },
  ];
}

/** The rental page's cards for the chosen areas. */
export function rentalKpis(chosen: Record<RentalFigure, Series>, per: string): AnalyticsKpi[] {
  const rentals = summarize(chosen.count).total;
  const revenue = summarize(chosen.revenue).total;
  return [
    {
      key: 'rentals',
      title: 'Day rentals',
      value: rentals,
      hint: `${summarize(chosen.count).average} a ${per} on average`,
    },
    { key: 'revenue', title: 'Revenue', value: revenue, format: 'money' },
    { key: 'perRental', title: 'Revenue per rental', value: perRide(revenue, rentals), format: 'money' },
  ];
}
