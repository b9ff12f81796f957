import type { Resolvers } from '../../platform/generated/graphql';
import { requireSession } from '../../platform/graphql/requireSession';
import { reportTaskActivity } from './activity';
import { flaggedTasksOf, setTaskToFlagged, setTaskToUnFlagged } from './flags';
import { setTaskToPending } from './pending';
import { getBackLogTasks, getTaskById, getTasks } from './queries';
import { requestTransferFlaggedTask, respondToTransferFlaggedTaskRequest } from './transfers';
import * as workspace from './workspace';

export const tasksResolvers: Resolvers = {
  Query: {
    getUserAssignedTask: (_parent, _args, ctx) =>
      workspace.getUserAssignedTask(ctx.deps, requireSession(ctx)),
    checkTasksForUser: (_parent, _args, ctx) => workspace.checkTasksForUser(ctx.deps, requireSession(ctx)),
    getBackLogTasks: (_parent, args, ctx) => getBackLogTasks(ctx.deps, args.filters),
    getFlaggedTasksByUser: (_parent, _args, ctx) => flaggedTasksOf(ctx.deps.db, requireSession(ctx).user._id),
    getTasks: (_parent, args, ctx) => getTasks(ctx.deps, args),
    getTaskById: (_parent, args, ctx) => getTaskById(ctx.deps, args.taskId),
  },
  Mutation: {
    manualPickTask: (_parent, args, ctx) => workspace.manualPickTask(ctx.deps, requireSession(ctx), args),
    setTaskToFlagged: (_parent, args, ctx) => setTaskToFlagged(ctx.deps, requireSession(ctx), args.taskId),
    setTaskToUnFlagged: (_parent, args, ctx) =>
      setTaskToUnFlagged(ctx.deps, requireSession(ctx), args.taskId),
    saveTaskComment: (_parent, args, ctx) => workspace.saveTaskComment(ctx.deps, requireSession(ctx), args),
    saveTaskAction: (_parent, args, ctx) => workspace.saveTaskAction(ctx.deps, requireSession(ctx), args),
    taskRideImageAction: (_parent, args, ctx) =>
      workspace.taskRideImageAction(ctx.deps, requireSession(ctx), args),
    requestTransferFlaggedTask: (_parent, args, ctx) =>
      requestTransferFlaggedTask(ctx.deps, requireSession(ctx), args),
    respondToTransferFlaggedTaskRequest: (_parent, args, ctx) =>
      respondToTransferFlaggedTaskRequest(ctx.deps, requireSession(ctx), args),
    setTaskToPending: (_parent, args, ctx) => setTaskToPending(ctx.deps, requireSession(ctx), args),
    reportTaskActivity: (_parent, args, ctx) => reportTaskActivity(ctx.deps, requireSession(ctx), args),
  },
};
