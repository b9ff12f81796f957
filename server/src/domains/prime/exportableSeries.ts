import { z } from 'zod';
import { gate } from '@ops/shared/rules/permissions/catalogue';
import { PRIME_FIGURE_LABELS, PRIME_FIGURES } from '@ops/shared/analytics/prime';
import { exportable, SERIES_ARGS, type ExportableSeries } from '../../platform/exports/exportableSeries';
import { analyticsRange } from '../analytics/index';
import { getPrimeAnalytics } from './analytics';

/** The prime series POST /export can write (module 'analytics', platform/exports/seriesExport.ts). */
export const PRIME_SERIES: Readonly<Record<string, ExportableSeries>> = {
  prime: exportable({
    query: 'getPrimeAnalytics',
    gate: gate('prime.VIEW_ANALYTICS'),
    args: SERIES_ARGS.extend({ figure: z.enum(PRIME_FIGURES) }),
    title: (args) => PRIME_FIGURE_LABELS[args.figure],
    run: async (db, args) =>
      (await getPrimeAnalytics({ db }, analyticsRange(args.startDate, args.endDate, args.type))).series[
        args.figure
      ],
  }),
};
