import type { Resolvers } from '../../platform/generated/graphql';
import { requireSession } from '../../platform/graphql/requireSession';
import { getPromocodes } from './queries';
import { createPromocode, editPromocode } from './service';
import { getUsedPromocodes } from './used';

/** The Promocodes page (issue 8 §5). */
export const promocodesResolvers: Resolvers = {
  Query: {
    getPromocodes: (_p, args, ctx) => getPromocodes(ctx.deps, requireSession(ctx), args),
    // The user page's tab (gated users.VIEW_PAGE by the schema); the promocodes domain reads its uses.
    getUsedPromocodes: (_p, args, ctx) => getUsedPromocodes(ctx.deps, args),
  },
  Mutation: {
    createPromocode: (_p, args, ctx) => createPromocode(ctx.deps, requireSession(ctx), args),
    editPromocode: (_p, args, ctx) => editPromocode(ctx.deps, requireSession(ctx), args),
  },
};
