import { z } from 'zod';
import { ratioSeries } from '@ops/shared/analytics/selection';
import { fulfillment } from '@ops/shared/rules/analytics';
import { gate } from '@ops/shared/rules/permissions/catalogue';
import { PRIME_FIGURE_LABELS, PRIME_FIGURES } from '@ops/shared/analytics/prime';
import { RATING_FIGURE_LABELS, RATING_TABLE_FIGURES } from '@ops/shared/analytics/ratings';
import { RESERVATION_FIGURE_LABELS, RESERVATION_FIGURES } from '@ops/shared/analytics/reservations';
import { exportable, SERIES_ARGS, type ExportableSeries } from '../../platform/exports/exportableSeries';
import { billsSeries } from '../bills/analytics';
import { COUNTER_STATUSES, getVehicleCounterAnalytics } from '../fleetAlerts/counterAnalytics';
import { billsExportableSeries } from '../bills/analyticsExports';
import { USER_LIFE_CYCLE_CASES } from '@ops/shared/lists/userLifeCycle';
import { vehicleLifeCycleLabel } from '@ops/shared/rules/labels';
import { systemClock } from '../../platform/deps';
import { activeUsersReports } from '../riderAnalytics/activeUsers';
import { cohortSeries, userCohorts } from '../riderAnalytics/cohorts';
import { userLifeCycleAnalytics } from '../riderAnalytics/lifeCycle';
import { usersByDuration } from '../riderAnalytics/newUsers';
import { rentalsForUsersRegisteredInDuration, ridesForUsersRegisteredInDuration } from '../riderAnalytics/registeredActivity';
import { walletAnalytics } from '../riderAnalytics/wallet';
import { getPrimeAnalytics } from '../prime/analytics';
import { getReservationsAnalytics } from '../reservations/analytics';
import { getRatingAnalytics } from '../rides/ratingsAnalytics';
import { analyticsRange } from './range';
import { getRentalsAnalytics } from '../rentals/analytics';
import { getRidesAnalytics } from '../rides/analytics';
import { getAnalyticsSummary } from './summary';

/**
 * The analytics series POST /export can write (module 'analytics', issue 11 §1): by the name an
 * analytics page puts in the export's filters. Each is gated by the gate of the query the page
 * shows it with (exportable.test.ts holds every `gate` to its `query`'s @gate in the schema), and
 * reads its arguments with its own schema. A domain adds one line with `exportable(...)`
 * (platform/exports/exportableSeries.ts).
 */
const COUNTER_TITLES = { on: 'Vehicles On', ready: 'Vehicles Ready', off: 'Vehicles Off' } as const;
const RIDE_FIGURES = { count: 'Rides', minutes: 'Ride Minutes', revenue: 'Ride Revenue', freeRides: 'Free Rides' } as const;
const RENTAL_FIGURES = { count: 'Rentals', revenue: 'Rental Revenue' } as const;
const SUMMARY_FIGURES = { revenue: 'Revenue', rides: 'Rides', sessions: 'App Sessions', fulfilment: 'Fulfilment', riders: 'Active Riders', newUsers: 'New Riders' } as const;
const figures = <K extends string>(titles: Record<K, string>) => z.enum(Object.keys(titles) as [K, ...K[]]);

export const EXPORTABLE_SERIES: Readonly<Record<string, ExportableSeries>> = {
  vehicleCounter: exportable({
    query: 'getVehicleCounterAnalytics',
    gate: gate('vehicles.VIEW_ANALYTICS'),
    args: SERIES_ARGS.extend({ status: z.enum(COUNTER_STATUSES) }),
    title: (args) => COUNTER_TITLES[args.status],
    run: async (db, args) => (await getVehicleCounterAnalytics(db, args))[args.status],
  }),
  ...billsExportableSeries(),
  // Rider analytics (riderAnalytics/README.md): user, cohort, behaviour-log and wallet pages.
  newUsers: exportable({ query: 'getUsersByDuration', gate: gate('analytics.VIEW_SUMMARIES'), args: SERIES_ARGS, title: 'New riders', run: (db, args) => usersByDuration({ db }, args) }),
  activeUsers: exportable({ query: 'getActiveUsersReports', gate: gate('analytics.VIEW_SUMMARIES'), args: SERIES_ARGS, title: 'Active riders', run: (db, args) => activeUsersReports({ db }, args) }),
  newUsersRides: exportable({ query: 'getRidesForUsersRegisteredInDuration', gate: gate('analytics.VIEW_SUMMARIES'), args: SERIES_ARGS, title: 'Rides of new riders', run: (db, args) => ridesForUsersRegisteredInDuration({ db }, args) }),
  newUsersRentals: exportable({ query: 'getRentalsForUsersRegisteredInDuration', gate: gate('analytics.VIEW_SUMMARIES'), args: SERIES_ARGS, title: 'Rentals of new riders', run: (db, args) => rentalsForUsersRegisteredInDuration({ db }, args) }),
  userCohorts: exportable({ query: 'getUserCohorts', gate: gate('analytics.VIEW_COHORTS'), args: SERIES_ARGS, title: 'Cohorts', run: async (db, args) => cohortSeries(await userCohorts({ db, clock: systemClock }, args)) }),
  staffLifeCycle: exportable({
    query: 'userLifeCycleAnalytics',
    gate: gate('users.VIEW_BEHAVIOUR_LOGS'),
    args: SERIES_ARGS.extend({ logCase: z.enum(USER_LIFE_CYCLE_CASES).optional() }),
    title: (args) => (args.logCase ? `${vehicleLifeCycleLabel(args.logCase)} events` : 'Staff life-cycle events'),
    run: async (db, args) => (await userLifeCycleAnalytics({ db }, { ...args, dataResolution: args.type })).series,
  }),
  walletUsage: exportable({ query: 'getWalletAnalytics', gate: gate('analytics.VIEW_WALLET_ANALYTICS'), args: SERIES_ARGS, title: 'Wallet usage', run: async (db, args) => (await walletAnalytics({ db }, args)).usage }),
  walletAddition: exportable({ query: 'getWalletAnalytics', gate: gate('analytics.VIEW_WALLET_ANALYTICS'), args: SERIES_ARGS, title: 'Wallet additions', run: async (db, args) => (await walletAnalytics({ db }, args)).addition }),
  ratings: exportable({
    query: 'getRatingAnalytics',
    gate: gate('analytics.VIEW_RATINGS_ANALYTICS'),
    args: SERIES_ARGS.extend({ figure: z.enum(RATING_TABLE_FIGURES) }),
    title: (args) => RATING_FIGURE_LABELS[args.figure],
    run: async (db, args) => (await getRatingAnalytics({ db }, analyticsRange(args.startDate, args.endDate, args.type))).series[args.figure],
  }),
  reservations: exportable({
    query: 'getReservationsAnalytics',
    gate: gate('reservations.VIEW_ANALYTICS'),
    args: SERIES_ARGS.extend({ figure: z.enum(RESERVATION_FIGURES) }),
    title: (args) => RESERVATION_FIGURE_LABELS[args.figure],
    run: async (db, args) => (await getReservationsAnalytics({ db }, analyticsRange(args.startDate, args.endDate, args.type))).series[args.figure],
  }),
  prime: exportable({
    query: 'getPrimeAnalytics',
    gate: gate('prime.VIEW_ANALYTICS'),
    args: SERIES_ARGS.extend({ figure: z.enum(PRIME_FIGURES) }),
    title: (args) => PRIME_FIGURE_LABELS[args.figure],
    run: async (db, args) => (await getPrimeAnalytics({ db }, analyticsRange(args.startDate, args.endDate, args.type))).series[args.figure],
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
  rides: exportable({
    query: 'getRidesAnalytics',
    gate: gate('rides.VIEW_ANALYTICS'),
    args: SERIES_ARGS.extend({ figure: figures(RIDE_FIGURES) }),
    title: (args) => RIDE_FIGURES[args.figure],
    run: async (db, args) => (await getRidesAnalytics({ db }, args))[args.figure],
  }),
  rentals: exportable({
    query: 'getRentalsAnalytics',
    gate: gate('rentals.VIEW_ANALYTICS'),
    args: SERIES_ARGS.extend({ figure: figures(RENTAL_FIGURES) }),
    title: (args) => RENTAL_FIGURES[args.figure],
    run: async (db, args) => (await getRentalsAnalytics({ db }, args))[args.figure],
  }),
  summary: exportable({
    query: 'getAnalyticsSummary',
    gate: gate('analytics.VIEW_SUMMARIES'),
    args: SERIES_ARGS.extend({ figure: figures(SUMMARY_FIGURES) }),
    title: (args) => SUMMARY_FIGURES[args.figure],
    run: async (db, args) => {
      const summary = await getAnalyticsSummary({ db }, args);
      // 02 §5 fulfilment per area and label, the same function the page uses.
      return args.figure === 'fulfilment' ? ratioSeries(summary.rides, summary.sessions, fulfillment) : summary[args.figure];
    },
  }),
};

export function exportableSeries(name: string): ExportableSeries | null {
  return Object.prototype.hasOwnProperty.call(EXPORTABLE_SERIES, name) ? (EXPORTABLE_SERIES[name] ?? null) : null;
}
