import type { Resolvers } from '../generated/graphql';
import { requireSession } from '../graphql/requireSession';
import { blockIp, getRateLimits, unblockIp } from './service';

export const rateLimiterResolvers: Resolvers = {
  Query: {
    getRateLimits: (_parent, _args, ctx) => getRateLimits(ctx.deps),
  },
  Mutation: {
    blockIp: (_parent, args, ctx) => blockIp(ctx.deps, requireSession(ctx), args, ctx.ip),
    unblockIp: (_parent, args, ctx) => unblockIp(ctx.deps, args),
  },
};
