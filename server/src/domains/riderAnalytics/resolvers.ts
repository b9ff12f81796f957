import type { Resolvers } from '../../platform/generated/graphql';
import { activeUsersReports } from './activeUsers';
import { userCohorts } from './cohorts';
import { userLifeCycleAnalytics } from './lifeCycle';
import { languageUsersCount, usersByDuration } from './newUsers';
import { rentalsForUsersRegisteredInDuration, ridesForUsersRegisteredInDuration } from './registeredActivity';
import { walletAnalytics } from './wallet';

/** Rider analytics (rider-analytics.graphql); the gates are on the schema. */
export const riderAnalyticsResolvers: Resolvers = {
  Query: {
    getUsersByDuration: (_p, args, ctx) => usersByDuration(ctx.deps, args),
    getRidesForUsersRegisteredInDuration: (_p, args, ctx) =>
      ridesForUsersRegisteredInDuration(ctx.deps, args),
    getRentalsForUsersRegisteredInDuration: (_p, args, ctx) =>
      rentalsForUsersRegisteredInDuration(ctx.deps, args),
    getActiveUsersReports: (_p, args, ctx) => activeUsersReports(ctx.deps, args),
    languageUsersCount: (_p, args, ctx) => languageUsersCount(ctx.deps, args),
    userLifeCycleAnalytics: (_p, args, ctx) => userLifeCycleAnalytics(ctx.deps, args),
    getUserCohorts: (_p, args, ctx) => userCohorts(ctx.deps, args),
    getWalletAnalytics: (_p, args, ctx) => walletAnalytics(ctx.deps, args),
  },
};
