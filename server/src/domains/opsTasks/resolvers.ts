import type { Resolvers } from '../../platform/generated/graphql';
import { requireSession } from '../../platform/graphql/requireSession';
import { fieldTechnicians, getOpsTask, listOpsTasks } from './queries';
import { closeOpsTask, createOpsTask, failOpsTask, resolveOpsTask, startOpsTask } from './service';

/** Ops tasks (issue 9 §9): the gates are on the schema, the object checks in the service. */
export const opsTasksResolvers: Resolvers = {
  Query: {
    opsTasks: (_p, args, ctx) => listOpsTasks(ctx.deps, requireSession(ctx), args),
    opsTask: (_p, args, ctx) => (requireSession(ctx), getOpsTask(ctx.deps, args._id)),
    opsTaskTechnicians: (_p, _args, ctx) => (requireSession(ctx), fieldTechnicians(ctx.deps)),
  },
  Mutation: {
    createOpsTask: (_p, args, ctx) => createOpsTask(ctx.deps, requireSession(ctx), args),
    startOpsTask: (_p, args, ctx) => startOpsTask(ctx.deps, requireSession(ctx), args),
    resolveOpsTask: (_p, args, ctx) => resolveOpsTask(ctx.deps, requireSession(ctx), args),
    failOpsTask: (_p, args, ctx) => failOpsTask(ctx.deps, requireSession(ctx), args),
    closeOpsTask: (_p, args, ctx) => closeOpsTask(ctx.deps, requireSession(ctx), args),
  },
};
