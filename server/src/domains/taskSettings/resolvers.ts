import type { Resolvers } from '../../platform/generated/graphql';
import * as settings from './service';

export const taskSettingsResolvers: Resolvers = {
  Query: {
    getTaskAssignmentAreaSettings: (_parent, _args, ctx) => settings.getTaskAssignmentAreaSettings(ctx.deps),
    getTaskAssignmentTypeSettings: (_parent, _args, ctx) => settings.getTaskAssignmentTypeSettings(ctx.deps),
    searchOpsUsers: (_parent, args, ctx) => settings.searchOpsUsers(ctx.deps, args.searchTerm),
  },
  Mutation: {
    updateTaskAssignmentAreaSettings: (_parent, args, ctx) =>
      settings.updateTaskAssignmentAreaSettings(ctx.deps, args),
    deleteTaskAssignmentAreaSettings: (_parent, args, ctx) =>
      settings.deleteTaskAssignmentAreaSettings(ctx.deps, args.id),
    updateTaskAssignmentTypeSettings: (_parent, args, ctx) =>
      settings.updateTaskAssignmentTypeSettings(ctx.deps, args),
    deleteTaskAssignmentTypeSettings: (_parent, args, ctx) =>
      settings.deleteTaskAssignmentTypeSettings(ctx.deps, args.id),
  },
};
