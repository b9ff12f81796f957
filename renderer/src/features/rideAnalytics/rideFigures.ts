import { summarize, type Series } from '@ops/shared/analytics/selection';
import { perRide } from '@ops/shared/rules/analytics';
import type { ValueFormat } from '../../components/analytics/analyticsFormat';
import type { AnalyticsKpi } from '../../components/analytics/KpiCards';
import type { TFunction } from 'i18next';
import type { TimeUnit } from '@ops/shared/analytics/buckets';
import { formatBareCount } from '../../lib/format';

export const RIDE_FIGURES = ['count', 'minutes', 'revenue', 'freeRides'] as const;
export type RideFigure = (typeof RIDE_FIGURES)[number];
export const RIDE_FIGURE_FORMATS: Record<RideFigure, ValueFormat> = {
  count: 'count',
  minutes: 'count',
  revenue: 'money',
  freeRides: 'count',
};

export const RENTAL_FIGURES = ['count', 'revenue'] as const;
export type RentalFigure = (typeof RENTAL_FIGURES)[number];
export const RENTAL_FIGURE_FORMATS: Record<RentalFigure, ValueFormat> = { count: 'count', revenue: 'money' };

/** '2 a day on average', the bucket named in the language shown. */
const averageHint = (t: TFunction, average: number, unit: TimeUnit): string =>
  t('analytics.averageHint', { n: formatBareCount(average), per: t(`analytics.per.${unit}`) });

/** The ride page's cards for the chosen areas: the sums and the per-ride figures (zero with no rides, 02 §5). */
export function rideKpis(chosen: Record<RideFigure, Series>, unit: TimeUnit, t: TFunction): AnalyticsKpi[] {
  const sum = (figure: RideFigure) => summarize(chosen[figure]).total;
  const rides = sum('count');
  const n = (value: number) => ({ n: formatBareCount(value) });
  return [
    {
      key: 'rides',
      title: t('analytics.rides.kpi.rides'),
      value: rides,
      hint: averageHint(t, summarize(chosen.count).average, unit),
    },
    {
      key: 'revenue',
      title: t('analytics.rides.kpi.revenue'),
      value: sum('revenue'),
      format: 'money',
      hint: t('analytics.rides.moneyPerRide', n(perRide(sum('revenue'), rides))),
    },
    {
      key: 'minutes',
      title: t('analytics.rides.kpi.minutes'),
      value: sum('minutes'),
      hint: t('analytics.rides.minutesPerRide', n(perRide(sum('minutes'), rides))),
    },
    {
      key: 'freeRides',
      title: t('analytics.rides.kpi.freeRides'),
      value: sum('freeRides'),
      hint: t('analytics.rides.shareOfRides', n(perRide(sum('freeRides') * 100, rides))),
    },
  ];
}

/** The rental page's cards for the chosen areas. */
export function rentalKpis(
  chosen: Record<RentalFigure, Series>,
  unit: TimeUnit,
  t: TFunction,
): AnalyticsKpi[] {
  const rentals = summarize(chosen.count).total;
  const revenue = summarize(chosen.revenue).total;
  return [
    {
      key: 'rentals',
      title: t('analytics.rentals.kpi.rentals'),
      value: rentals,
      hint: averageHint(t, summarize(chosen.count).average, unit),
    },
    { key: 'revenue', title: t('analytics.rentals.kpi.revenue'), value: revenue, format: 'money' },
    {
      key: 'perRental',
      title: t('analytics.rentals.kpi.perRental'),
      value: perRide(revenue, rentals),
      format: 'money',
    },
  ];
}
