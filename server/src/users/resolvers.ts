import type { Resolvers } from '../generated/graphql';
import { requireSession } from '../graphql/requireSession';
import { stopPlanSubscription } from '../prime/service';
import { incrementBalance } from '../wallet/service';
import { toggleActivate } from './service';

export const usersResolvers: Resolvers = {
  Mutation: {
    incrementBalance: (_parent, args, ctx) => incrementBalance(ctx.deps, requireSession(ctx), args),
    toggleActivate: (_parent, args, ctx) => toggleActivate(ctx.deps, requireSession(ctx), args),
    stopPlanSubscription: (_parent, args, ctx) => stopPlanSubscription(ctx.deps, requireSession(ctx), args),
  },
};
