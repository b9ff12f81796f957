import type { Resolvers } from '../../platform/generated/graphql';
import { requireSession } from '../../platform/graphql/requireSession';
import { settlementJob, startSettlement } from './service';

export const settlementResolvers: Resolvers = {
  Query: {
    settlementJob: (_parent, args, ctx) => settlementJob(ctx.deps, requireSession(ctx), args._id),
  },
  Mutation: {
    settleBalanceMultipleUsers: async (_parent, args, ctx) =>
      (await startSettlement(ctx.deps, requireSession(ctx), args.filters)).job,
  },
};
