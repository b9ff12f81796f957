import type { Resolvers } from '../../platform/generated/graphql';
import { requireSession } from '../../platform/graphql/requireSession';
import { quickFind } from './service';

export const quickFindResolvers: Resolvers = {
  Query: {
    quickFind: (_parent, args, ctx) => quickFind(ctx.deps, requireSession(ctx), args.term),
  },
};
