import type { Resolvers } from '../../platform/generated/graphql';
import { requireSession } from '../../platform/graphql/requireSession';
import { getUsers, searchUsers, sumOfUsers } from './queries';
import { toggleActivate } from './service';

export const usersResolvers: Resolvers = {
  Query: {
    getUsers: (_parent, args, ctx) => getUsers(ctx.deps, requireSession(ctx), args),
    searchUsers: (_parent, args, ctx) => searchUsers(ctx.deps, requireSession(ctx), args),
    sumOfUsers: (_parent, args, ctx) => sumOfUsers(ctx.deps, requireSession(ctx), args),
  },
  Mutation: {
    toggleActivate: (_parent, args, ctx) => toggleActivate(ctx.deps, requireSession(ctx), args),
  },
};
