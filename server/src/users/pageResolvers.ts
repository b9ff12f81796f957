import type { Resolvers } from '../generated/graphql';
import { getUsedPromocodes } from '../promocodes/used';
import { getRelatedUsersOfDeviceId } from './devices';
import { getUserInfo } from './info';
import { getReferInitiator, getReferredUsers } from './referrals';
import { getUsersRevenues } from './revenues';

/** The user page's reads (shared/graphql/schema/user-page.graphql); each is gated users.VIEW_PAGE by the schema. */
export const userPageResolvers: Resolvers = {
  Query: {
    getUserInfo: (_parent, args, ctx) => getUserInfo(ctx.deps, args.id),
    getUsersRevenues: (_parent, args, ctx) => getUsersRevenues(ctx.deps, args._id),
    getRelatedUsersOfDeviceId: (_parent, args, ctx) => getRelatedUsersOfDeviceId(ctx.deps, args._id),
    getUsedPromocodes: (_parent, args, ctx) => getUsedPromocodes(ctx.deps, args),
    getReferredUsers: (_parent, args, ctx) => getReferredUsers(ctx.deps, args),
    getReferInitiator: (_parent, args, ctx) => getReferInitiator(ctx.deps, args),
  },
};
