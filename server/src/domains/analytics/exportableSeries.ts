import { ratioSeries } from '@ops/shared/analytics/selection';
import { fulfillment } from '@ops/shared/rules/analytics';
import { gate } from '@ops/shared/rules/permissions/catalogue';
import {
  exportable,
  figuresOf,
  SERIES_ARGS,
  type ExportableSeries,
} from '../../platform/exports/exportableSeries';
import { getAnalyticsSummary } from './summary';

const SUMMARY_FIGURES = {
  revenue: 'Revenue',
  rides: 'Rides',
  sessions: 'App Sessions',
  fulfilment: 'Fulfilment',
  riders: 'Active Riders',
  newUsers: 'New Riders',
} as const;

/**
 * The summary's series POST /export can write (module 'analytics', platform/exports/seriesExport.ts).
 * Every domain gives its own series in its module.ts (DomainModule.exportableSeries); each is gated
 * by the gate of the query the page shows it with (compose/exportableSeries.test.ts holds them to it).
 */
export const ANALYTICS_SERIES: Readonly<Record<string, ExportableSeries>> = {
  summary: exportable({
    query: 'getAnalyticsSummary',
    gate: gate('analytics.VIEW_SUMMARIES'),
    args: SERIES_ARGS.extend({ figure: figuresOf(SUMMARY_FIGURES) }),
    title: (args) => SUMMARY_FIGURES[args.figure],
    run: async (db, args) => {
      const summary = await getAnalyticsSummary({ db }, args);
      // 02 §5 fulfilment per area and label, the same function the page uses.
      return args.figure === 'fulfilment'
        ? ratioSeries(summary.rides, summary.sessions, fulfillment)
        : summary[args.figure];
    },
  }),
};
