import type { Resolvers } from '../../platform/generated/graphql';
import { getRentalsAnalytics } from '../rentals';
import { getRidesAnalytics } from './analytics';

/** Rides and rentals analytics (shared/graphql/schema/rides-analytics.graphql); the gates are on the schema. */
export const ridesAnalyticsResolvers: Resolvers = {
  Query: {
    getRidesAnalytics: (_parent, args, ctx) => getRidesAnalytics(ctx.deps, args),
    getRentalsAnalytics: (_parent, args, ctx) => getRentalsAnalytics(ctx.deps, args),
  },
};
