import type { Resolvers } from '../../platform/generated/graphql';
import { getAnalyticsSummary } from './summary';

/** The analytics summary (analytics-summary.graphql); the gate is on the schema. */
export const analyticsSummaryResolvers: Resolvers = {
  Query: {
    getAnalyticsSummary: (_parent, args, ctx) => getAnalyticsSummary(ctx.deps, args),
  },
};
