import { analyticsRange } from '../analytics';
import type { Resolvers } from '../../platform/generated/graphql';
import { getRatingAnalytics } from './ratingsAnalytics';

/** Rating analytics (issue 11); the gate (analytics.VIEW_RATINGS_ANALYTICS) is on the schema. */
export const ratingAnalyticsResolvers: Resolvers = {
  Query: {
    getRatingAnalytics: (_parent, args, ctx) =>
      getRatingAnalytics(ctx.deps, analyticsRange(args.startDate, args.endDate, args.type)),
  },
};
