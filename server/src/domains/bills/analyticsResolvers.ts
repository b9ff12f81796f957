import type { Resolvers } from '../../platform/generated/graphql';
import { billsSeries, revenueSeries, totalBalanceInUsers, totalBillingAnalytics } from './analytics';

/** Bills analytics (shared/graphql/schema/bills-analytics.graphql); the gates are on the schema. */
export const billsAnalyticsResolvers: Resolvers = {
  Query: {
    getBillsAnalytics: (_parent, args, ctx) => billsSeries(ctx.deps, 'all', args),
    getBillsForSettleAnalytics: (_parent, args, ctx) => billsSeries(ctx.deps, 'settle', args),
    getBillsForPrimeAnalytics: (_parent, args, ctx) => billsSeries(ctx.deps, 'prime', args),
    getBillsForReservationAnalytics: (_parent, args, ctx) => billsSeries(ctx.deps, 'reservations', args),
    getAllRevenues: (_parent, args, ctx) => revenueSeries(ctx.deps, 'all', args),
    getRidesRevenues: (_parent, args, ctx) => revenueSeries(ctx.deps, 'rides', args),
    getRentalsRevenues: (_parent, args, ctx) => revenueSeries(ctx.deps, 'rentals', args),
    getReservationsRevenues: (_parent, args, ctx) => revenueSeries(ctx.deps, 'reservations', args),
    getSettleNegativeBalanceRevenues: (_parent, args, ctx) => revenueSeries(ctx.deps, 'settle', args),
    getAllRevenuesReport: (_parent, args, ctx) => revenueSeries(ctx.deps, 'all', args),
    getRidesRevenuesReport: (_parent, args, ctx) => revenueSeries(ctx.deps, 'rides', args),
    getRentalsRevenuesReport: (_parent, args, ctx) => revenueSeries(ctx.deps, 'rentals', args),
    getReservationsRevenuesReport: (_parent, args, ctx) => revenueSeries(ctx.deps, 'reservations', args),
    getSettleNegativeBalanceRevenuesReport: (_parent, args, ctx) => revenueSeries(ctx.deps, 'settle', args),
    totalBalanceInUsers: (_parent, _args, ctx) => totalBalanceInUsers(ctx.deps),
    totalBillingAnalytics: (_parent, args, ctx) => totalBillingAnalytics(ctx.deps, args),
  },
};
