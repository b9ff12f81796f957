import { gate } from '@ops/shared/rules/permissions/catalogue';
import {
  exportable,
  figuresOf,
  SERIES_ARGS,
  type ExportableSeries,
} from '../../platform/exports/exportableSeries';
import { getRentalsAnalytics } from './analytics';

const RENTAL_FIGURES = { count: 'Rentals', revenue: 'Rental Revenue' } as const;

/** The rentals series POST /export can write (module 'analytics', platform/exports/seriesExport.ts). */
export const RENTALS_SERIES: Readonly<Record<string, ExportableSeries>> = {
  rentals: exportable({
    query: 'getRentalsAnalytics',
    gate: gate('rentals.VIEW_ANALYTICS'),
    args: SERIES_ARGS.extend({ figure: figuresOf(RENTAL_FIGURES) }),
    title: (args) => RENTAL_FIGURES[args.figure],
    run: async (db, args) => (await getRentalsAnalytics({ db }, args))[args.figure],
  }),
};
