import { ratioSeries, summarize, type Series } from '@ops/shared/analytics/selection';
import { fulfillment, perRide, ridersPerNewUser, ridesPerRider } from '@ops/shared/rules/analytics';
import type { ValueFormat } from '../../components/analytics/analyticsFormat';
import type { AnalyticsKpi } from '../../components/analytics/KpiCards';
import type { TimeUnit } from '@ops/shared/analytics/buckets';
import type { TFunction } from 'i18next';
import { formatNumber } from '../../lib/format';

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
  unit: TimeUnit,
  t: TFunction,
): AnalyticsKpi[] {
  const n = (value: number) => ({ n: formatNumber(value) });
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
      title: t('analytics.summary.actualRevenue'),
      value: revenue,
      format: 'money',
      hint: t('analytics.summary.moneyPerRide', n(perRide(revenue, rides))),
    },
    {
      key: 'rides',
      title: t('analytics.summary.figure.rides'),
      value: rides,
      hint: t('analytics.summary.minutesPerRide', n(perRide(sum(series.minutes), rides))),
    },
    {
      key: 'sessions',
      title: t('analytics.summary.appSessions'),
      value: sessions,
      hint: t('analytics.summary.sessionsHint'),
    },
    {
      key: 'fulfilment',
      title: t('analytics.summary.figure.fulfilment'),
      value: fulfillment(rides, sessions),
      format: 'ratio',
      hint: t('analytics.summary.fulfilmentHint'),
    },
    {
      key: 'riders',
      title: t('analytics.summary.figure.riders'),
      value: summarize(series.riders).average,
      hint: t(`analytics.summary.ridersHint.${unit}`, n(ridesPerRider(rides, riders))),
    },
    {
      key: 'newUsers',
      title: t('analytics.summary.figure.newUsers'),
      value: newUsers,
      hint: t('analytics.summary.perNewRider', n(ridersPerNewUser(riders, newUsers))),
    },
    {
      key: 'billed',
      title: t('analytics.summary.billed'),
      value: billing.total,
      format: 'money',
      hint: t('analytics.summary.billedHint'),
    },
    {
      key: 'uncollected',
      title: t('analytics.summary.uncollected'),
      value: billing.uncollected,
      format: 'money',
      hint: t('analytics.summary.uncollectedHint'),
    },
  ];
}
