import { isAdmin, isUserRabbitAdmin } from '@ops/shared/rules/adminFlags';
import type { Resolvers } from '../../platform/generated/graphql';
import { requireSession } from '../../platform/graphql/requireSession';

/** The signed-in user's own flags (02 §7 Users); the rules are shared/rules/adminFlags.ts. */
export const adminFlagsResolvers: Resolvers = {
  Query: {
    isAdmin: (_parent, _args, ctx) => isAdmin(requireSession(ctx).role),
    isUserRabbitAdmin: (_parent, _args, ctx) => isUserRabbitAdmin(requireSession(ctx).role),
  },
};
