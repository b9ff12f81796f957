import { gate } from '@ops/shared/rules/permissions/catalogue';
import { exportable, SERIES_ARGS, type ExportableSeries } from '../../platform/exports/exportableSeries';
import { billsSeries, totalBillingAnalytics } from './analytics';

/**
 * The bills series POST /export can write (module 'analytics', platform/exports/seriesExport.ts):
 * the four the bills page switches between, and the billing breakdown's actual revenue.
 */
export const BILLS_SERIES: Readonly<Record<string, ExportableSeries>> = {
  billingActual: exportable({
    query: 'totalBillingAnalytics',
    gate: gate('bills.VIEW_ANALYTICS'),
    args: SERIES_ARGS,
    title: 'Actual Revenue',
    run: async (db, a) => (await totalBillingAnalytics({ db }, a)).actualData,
  }),
  bills: exportable({
    query: 'getBillsAnalytics',
    gate: gate('bills.VIEW_ANALYTICS'),
    args: SERIES_ARGS,
    title: 'Bills Revenue',
    run: (db, args) => billsSeries({ db }, 'all', args),
  }),
  billsSettle: exportable({
    query: 'getBillsForSettleAnalytics',
    gate: gate('bills.VIEW_ANALYTICS'),
    args: SERIES_ARGS,
    title: 'Settled Balances',
    run: (db, args) => billsSeries({ db }, 'settle', args),
  }),
  billsPrime: exportable({
    query: 'getBillsForPrimeAnalytics',
    gate: gate('bills.VIEW_ANALYTICS'),
    args: SERIES_ARGS,
    title: 'Prime Revenue',
    run: (db, args) => billsSeries({ db }, 'prime', args),
  }),
  billsReservation: exportable({
    query: 'getBillsForReservationAnalytics',
    gate: gate('bills.VIEW_ANALYTICS'),
    args: SERIES_ARGS,
    title: 'Reservations Revenue',
    run: (db, args) => billsSeries({ db }, 'reservations', args),
  }),
};
