import { z } from 'zod';
import { gate } from '@ops/shared/rules/permissions/catalogue';
import { RATING_FIGURE_LABELS, RATING_TABLE_FIGURES } from '@ops/shared/analytics/ratings';
import {
  exportable,
  figuresOf,
  SERIES_ARGS,
  type ExportableSeries,
} from '../../platform/exports/exportableSeries';
import { analyticsRange } from '../analytics/index';
import { getRidesAnalytics } from './analytics';
import { getRatingAnalytics } from './ratingsAnalytics';

const RIDE_FIGURES = {
  count: 'Rides',
  minutes: 'Ride Minutes',
  revenue: 'Ride Revenue',
  freeRides: 'Free Rides',
} as const;

/** The rides and ratings series POST /export can write (module 'analytics', platform/exports/seriesExport.ts). */
export const RIDES_SERIES: Readonly<Record<string, ExportableSeries>> = {
  rides: exportable({
    query: 'getRidesAnalytics',
    gate: gate('rides.VIEW_ANALYTICS'),
    args: SERIES_ARGS.extend({ figure: figuresOf(RIDE_FIGURES) }),
    title: (args) => RIDE_FIGURES[args.figure],
    run: async (db, args) => (await getRidesAnalytics({ db }, args))[args.figure],
  }),
  ratings: exportable({
    query: 'getRatingAnalytics',
    gate: gate('analytics.VIEW_RATINGS_ANALYTICS'),
    args: SERIES_ARGS.extend({ figure: z.enum(RATING_TABLE_FIGURES) }),
    title: (args) => RATING_FIGURE_LABELS[args.figure],
    run: async (db, args) =>
      (await getRatingAnalytics({ db }, analyticsRange(args.startDate, args.endDate, args.type))).series[
        args.figure
      ],
  }),
};
