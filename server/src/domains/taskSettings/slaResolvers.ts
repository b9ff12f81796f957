import type { Resolvers } from '../../platform/generated/graphql';
import { getTaskHandlingTimes } from '../tasks';
import * as sla from './slaService';

export const taskSlaResolvers: Resolvers = {
  Query: {
    getTaskSlaSettings: (_parent, _args, ctx) => sla.getTaskSlaSettings(ctx.deps),
    getTaskHandlingTimes: (_parent, args, ctx) => getTaskHandlingTimes(ctx.deps, args),
  },
  Mutation: {
    setTaskSlaTarget: (_parent, args, ctx) => sla.setTaskSlaTarget(ctx.deps, args),
    deleteTaskSlaTarget: (_parent, args, ctx) => sla.deleteTaskSlaTarget(ctx.deps, args.id),
    setTaskIdleReturnMinutes: (_parent, args, ctx) => sla.setTaskIdleReturnMinutes(ctx.deps, args.minutes),
  },
};
