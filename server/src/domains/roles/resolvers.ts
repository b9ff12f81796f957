import type { Resolvers } from '../../platform/generated/graphql';
import { requireSession } from '../../platform/graphql/requireSession';
import * as rolesService from './service';

export const rolesResolvers: Resolvers = {
  Query: {
    getAllRoles: (_parent, _args, ctx) => rolesService.getAllRoles(ctx.deps),
    getRoleById: (_parent, args, ctx) => rolesService.getRoleById(ctx.deps, args._id),
    getSingleRole: (_parent, args, ctx) => rolesService.getRoleById(ctx.deps, args._id),
    getRolesWithUsers: (_parent, _args, ctx) => rolesService.getRolesWithUsers(ctx.deps),
  },
  Mutation: {
    createRole: (_parent, args, ctx) => rolesService.createRole(ctx.deps, requireSession(ctx), args.role),
    editRole: (_parent, args, ctx) =>
      rolesService.editRole(ctx.deps, requireSession(ctx), args._id, args.role),
  },
};
