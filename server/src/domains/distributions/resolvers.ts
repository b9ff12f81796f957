import type { Resolvers } from '../../platform/generated/graphql';
import { requireSession } from '../../platform/graphql/requireSession';
import { listDistributions } from './queries';
import { addDistribution } from './service';

/** Distributions (shared/graphql/schema/distributions.graphql); the gates are on the schema. */
export const distributionsResolvers: Resolvers = {
  Query: {
    distributions: (_parent, args, ctx) => listDistributions(ctx.deps, requireSession(ctx), args),
  },
  Mutation: {
    addDistribution: (_parent, args, ctx) => addDistribution(ctx.deps, args),
  },
};
