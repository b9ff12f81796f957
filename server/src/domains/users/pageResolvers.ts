import type { Resolvers } from '../../platform/generated/graphql';
import { getRelatedUsersOfDeviceId } from './devices';
import { getUserInfo } from './info';
import { getUsersRevenues } from './revenues';

/**
 * The user page's reads (shared/graphql/schema/user-page.graphql); each is gated users.VIEW_PAGE by the schema.
 * getReferredUsers and getReferInitiator answer for one user or for all, so referrals/resolvers.ts has them;
 * getUsedPromocodes reads the promocodes domain's rows, so promocodes/resolvers.ts has it.
 */
export const userPageResolvers: Resolvers = {
  Query: {
    getUserInfo: (_parent, args, ctx) => getUserInfo(ctx.deps, args.id),
    getUsersRevenues: (_parent, args, ctx) => getUsersRevenues(ctx.deps, args._id),
    getRelatedUsersOfDeviceId: (_parent, args, ctx) => getRelatedUsersOfDeviceId(ctx.deps, args._id),
  },
};
