import { ratioSeries, summarize, type Series } from '@ops/shared/analytics/selection';
import { fulfillment, perRide, ridersPerNewUser, ridesPerRider } from '@ops/shared/rules/analytics';
import type { ValueFormat } from '../../components/analytics/analyticsFormat';
import type { AnalyticsKpi } from '../../components/analytics/KpiCards';

export const SUMMARY_FIGURES = ['revenue', 'rides', 'riders', 'newUsers', 'sessions', 'fulfilment'] as const;
export type SummaryFigure = (typeof SUMMARY_FIGURES)[number];
export const SUMMARY_FIGURE_LABELS: Record<SummaryFigure, string> = {
  revenue: 'Revenue',
  rides: 'Rides',
  riders: 'Riders',
  newUsers: 'New riders',
  sessions: 'Sessions',
  fulfilment: 'Fulfilment',
};
export const SUMMARY_FIGURE_FORMATS: Record<SummaryFigure, ValueFormat> = {
  revenue: 'money',
  rides: 'count',
  riders: 'count',
  newUsers: 'count',
  sessions: 'count',
  fulfilment: 'ratio',
};

export interface SummarySeries {
  revenue: Series;
  rides: Series;
  minutes: Series;
  sessions: Series;
  riders: Series;
  newUsers: Series;
}

/** The chosen areas' series, with fulfilment (02 §5: rides / sessions) per area and label. */
export function summarySeries(chosen: SummarySeries): Record<SummaryFigure, Series> & { minutes: Series } {
  return { ...chosen, fulfilment: ratioSeries(chosen.rides, chosen.sessions, fulfillment) };
}

/**
 * The cards for the chosen areas: revenue, rides, sessions and fulfilment over the whole range
 * (the ratio of the sums, not a mean of daily ratios), revenue and minutes per ride (zero with no
 * rides, 02 §5), and what was billed and not collected (every area: the billing totals have no areas).
 */
export function summaryKpis(
  series: SummarySeries,
  billing: { total: number; uncollected: number; promo: number },
  per: string,
): AnalyticsKpi[] {
  const sum = (s: Series) => summarize(s).total;
  const rides = sum(series.rides);
  const revenue = sum(series.revenue);
  const sessions = sum(series.sessions);
  // Riders are distinct per bucket: their sum over the buckets is rider-buckets, the base of "per rider per bucket".
  const riders = sum(series.riders);
  const newUsers = sum(series.newUsers);
  return [
    {
      key: 'revenue',
      title: 'Actual revenue',
      value: revenue,
      format: 'money',
      hint: `${perRide(revenue, rides)} L.E per ride`,
    },
    {
      key: 'rides',
      title: 'Rides',
      value: rides,
      hint: `${perRide(sum(series.minutes), rides)} minutes per ride`,
    },
    { key: 'sessions', title: 'App sessions', value: sessions, hint: 'Riders opening the app' },
    {
      key: 'fulfilment',
      title: 'Fulfilment',
      value: fulfillment(rides, sessions),
      format: 'ratio',
      hint: 'Rides per app session',
    },
    {
      key: 'riders',
      title: 'Riders',
      value: summarize(series.riders).average,
      hint: `A ${per} on average; ${ridesPerRider(rides, riders)} rides per rider`,
    },
    {
      key: 'newUsers',
      title: 'New riders',
      value: newUsers,
      hint: `${ridersPerNewUser(riders, newUsers)} riders per new rider`,
    },
    {
      key: 'billed',
      title: 'Billed',
      value: billing.total,
      format: 'money',
      hint: 'Revenue bills, all areas',
    },
    {
      key: 'uncollected',
      title: 'Uncollected',
      value: billing.uncollected,
      format: 'money',
      hint: 'Billed, not paid nor promo, all areas',
    },
  ];
}
