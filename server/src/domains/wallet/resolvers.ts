import type { Resolvers } from '../../platform/generated/graphql';
import { requireSession } from '../../platform/graphql/requireSession';
import * as wallet from './service';

export const walletResolvers: Resolvers = {
  Query: {
    getWalletLogging: (_parent, args, ctx) => wallet.getWalletLogging(ctx.deps, requireSession(ctx), args),
  },
  Mutation: {
    // The user page's balance dialogs; editBalance may be held for a second signature (approvals/hold.ts).
    editBalance: (_parent, args, ctx) => wallet.editBalance(ctx.deps, requireSession(ctx), args),
    incrementBalance: (_parent, args, ctx) => wallet.incrementBalance(ctx.deps, requireSession(ctx), args),
    waiveFine: (_parent, args, ctx) => wallet.waiveFine(ctx.deps, requireSession(ctx), args),
  },
};
