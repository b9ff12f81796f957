import type { Resolvers } from '../../platform/generated/graphql';
import { requireSession } from '../../platform/graphql/requireSession';
import { bulkTransferFlaggedTasks } from './bulkTransfer';
import * as queries from './queries';
import * as attendance from './service';
import { tasksHandled } from './summary';

export const attendanceResolvers: Resolvers = {
  Query: {
    currentCheckedInUsersNotInBreak: (_parent, args, ctx) =>
      queries.currentCheckedInUsersNotInBreak(
        ctx.deps,
        requireSession(ctx).user._id,
        args.filterCurrentUserOut === true,
      ),
    currentSupportTeamUserAttendance: (_parent, _args, ctx) =>
      queries.currentSupportTeamUserAttendance(ctx.deps, requireSession(ctx).user._id),
    supportTeamAttendance: (_parent, _args, ctx) => queries.supportTeamAttendance(ctx.deps),
    getAllUsersCheckIn: (_parent, _args, ctx) => queries.getAllUsersCheckIn(ctx.deps),
    getSupportTeamAttendanceList: (_parent, args, ctx) =>
      queries.getSupportTeamAttendanceList(ctx.deps, args),
  },
  SupportAttendance: {
    tasksHandled: (parent, _args, ctx) =>
      tasksHandled(ctx.deps.db, {
        userId: parent.userId,
        from: new Date(parent.start),
        to: parent.end ? new Date(parent.end) : ctx.deps.clock.now(),
      }),
  },
  Mutation: {
    checkUserInTasks: (_parent, _args, ctx) => attendance.checkUserInTasks(ctx.deps, requireSession(ctx)),
    startBreak: (_parent, args, ctx) => attendance.startBreak(ctx.deps, requireSession(ctx), args),
    endBreak: (_parent, _args, ctx) => attendance.endBreak(ctx.deps, requireSession(ctx)),
    checkoutUserFromReceivingTasks: (_parent, args, ctx) =>
      attendance.checkoutUserFromReceivingTasks(ctx.deps, requireSession(ctx), args),
    bulkTransferFlaggedTasks: (_parent, args, ctx) =>
      bulkTransferFlaggedTasks(ctx.deps, requireSession(ctx), args),
  },
};
