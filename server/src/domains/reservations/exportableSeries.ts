import { z } from 'zod';
import { gate } from '@ops/shared/rules/permissions/catalogue';
import { RESERVATION_FIGURE_LABELS, RESERVATION_FIGURES } from '@ops/shared/analytics/reservations';
import { exportable, SERIES_ARGS, type ExportableSeries } from '../../platform/exports/exportableSeries';
import { analyticsRange } from '../analytics/index';
import { getReservationsAnalytics } from './analytics';

/** The reservations series POST /export can write (module 'analytics', platform/exports/seriesExport.ts). */
export const RESERVATIONS_SERIES: Readonly<Record<string, ExportableSeries>> = {
  reservations: exportable({
    query: 'getReservationsAnalytics',
    gate: gate('reservations.VIEW_ANALYTICS'),
    args: SERIES_ARGS.extend({ figure: z.enum(RESERVATION_FIGURES) }),
    title: (args) => RESERVATION_FIGURE_LABELS[args.figure],
    run: async (db, args) =>
      (await getReservationsAnalytics({ db }, analyticsRange(args.startDate, args.endDate, args.type)))
        .series[args.figure],
  }),
};
