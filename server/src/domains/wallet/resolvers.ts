import type { Resolvers } from '../../platform/generated/graphql';
import { requireSession } from '../../platform/graphql/requireSession';
import * as wallet from './service';

export const walletResolvers: Resolvers = {
  Query: {
    getWalletLogging: (_parent, args, ctx) => wallet.getWalletLogging(ctx.deps, requireSession(ctx), args),
  },
  Mutation: {
    waiveFine: (_parent, args, ctx) => wallet.waiveFine(ctx.deps, requireSession(ctx), args),
  },
};
