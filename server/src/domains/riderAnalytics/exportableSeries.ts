import { z } from 'zod';
import { gate } from '@ops/shared/rules/permissions/catalogue';
import { USER_LIFE_CYCLE_CASES } from '@ops/shared/lists/userLifeCycle';
import { vehicleLifeCycleLabel } from '@ops/shared/rules/labels';
import { systemClock } from '../../platform/deps';
import { exportable, SERIES_ARGS, type ExportableSeries } from '../../platform/exports/exportableSeries';
import { activeUsersReports } from './activeUsers';
import { cohortSeries, userCohorts } from './cohorts';
import { userLifeCycleAnalytics } from './lifeCycle';
import { usersByDuration } from './newUsers';
import { rentalsForUsersRegisteredInDuration, ridesForUsersRegisteredInDuration } from './registeredActivity';
import { walletAnalytics } from './wallet';

/**
 * The rider analytics series POST /export can write (module 'analytics', platform/exports/seriesExport.ts):
 * the user, cohort, behaviour-log and wallet pages (README.md).
 */
export const RIDER_ANALYTICS_SERIES: Readonly<Record<string, ExportableSeries>> = {
  newUsers: exportable({
    query: 'getUsersByDuration',
    gate: gate('analytics.VIEW_SUMMARIES'),
    args: SERIES_ARGS,
    title: 'New riders',
    run: (db, args) => usersByDuration({ db }, args),
  }),
  activeUsers: exportable({
    query: 'getActiveUsersReports',
    gate: gate('analytics.VIEW_SUMMARIES'),
    args: SERIES_ARGS,
    title: 'Active riders',
    run: (db, args) => activeUsersReports({ db }, args),
  }),
  newUsersRides: exportable({
    query: 'getRidesForUsersRegisteredInDuration',
    gate: gate('analytics.VIEW_SUMMARIES'),
    args: SERIES_ARGS,
    title: 'Rides of new riders',
    run: (db, args) => ridesForUsersRegisteredInDuration({ db }, args),
  }),
  newUsersRentals: exportable({
    query: 'getRentalsForUsersRegisteredInDuration',
    gate: gate('analytics.VIEW_SUMMARIES'),
    args: SERIES_ARGS,
    title: 'Rentals of new riders',
    run: (db, args) => rentalsForUsersRegisteredInDuration({ db }, args),
  }),
  userCohorts: exportable({
    query: 'getUserCohorts',
    gate: gate('analytics.VIEW_COHORTS'),
    args: SERIES_ARGS,
    title: 'Cohorts',
    run: async (db, args) => cohortSeries(await userCohorts({ db, clock: systemClock }, args)),
  }),
  staffLifeCycle: exportable({
    query: 'userLifeCycleAnalytics',
    gate: gate('users.VIEW_BEHAVIOUR_LOGS'),
    args: SERIES_ARGS.extend({ logCase: z.enum(USER_LIFE_CYCLE_CASES).optional() }),
    title: (args) =>
      args.logCase ? `${vehicleLifeCycleLabel(args.logCase)} events` : 'Staff life-cycle events',
    run: async (db, args) =>
      (await userLifeCycleAnalytics({ db }, { ...args, dataResolution: args.type })).series,
  }),
  walletUsage: exportable({
    query: 'getWalletAnalytics',
    gate: gate('analytics.VIEW_WALLET_ANALYTICS'),
    args: SERIES_ARGS,
    title: 'Wallet usage',
    run: async (db, args) => (await walletAnalytics({ db }, args)).usage,
  }),
  walletAddition: exportable({
    query: 'getWalletAnalytics',
    gate: gate('analytics.VIEW_WALLET_ANALYTICS'),
    args: SERIES_ARGS,
    title: 'Wallet additions',
    run: async (db, args) => (await walletAnalytics({ db }, args)).addition,
  }),
};
