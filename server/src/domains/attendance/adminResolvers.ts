import type { Resolvers } from '../../platform/generated/graphql';
import { requireSession } from '../../platform/graphql/requireSession';
import {
  getAttendanceEdits,
  getAttendanceFilterOptions,
  getAttendances,
  getAttendanceUserSummary,
} from './adminList';
import { editAttendance } from './edit';
import {
  checkInAtAttendancePoint,
  checkOutAtAttendancePoint,
  myAttendancePoint,
  myFieldAttendance,
} from './fieldCheckIn';

/** Issue 12 §3: the attendance pages, manual edits and field check-in. */
export const attendanceAdminResolvers: Resolvers = {
  Query: {
    getAttendances: (_parent, args, ctx) => getAttendances(ctx.deps, requireSession(ctx), args),
    getAttendanceUserSummary: (_parent, args, ctx) =>
      getAttendanceUserSummary(ctx.deps, requireSession(ctx), args),
    getAttendanceFilterOptions: (_parent, _args, ctx) => getAttendanceFilterOptions(ctx.deps),
    getAttendanceEdits: (_parent, args, ctx) => getAttendanceEdits(ctx.deps, args.attendanceId),
    myAttendancePoint: (_parent, _args, ctx) => myAttendancePoint(ctx.deps, requireSession(ctx)),
    myFieldAttendance: (_parent, _args, ctx) => myFieldAttendance(ctx.deps, requireSession(ctx)),
  },
  Mutation: {
    editAttendance: (_parent, args, ctx) => editAttendance(ctx.deps, requireSession(ctx), args),
    checkInAtAttendancePoint: (_parent, args, ctx) =>
      checkInAtAttendancePoint(ctx.deps, requireSession(ctx), args),
    checkOutAtAttendancePoint: (_parent, args, ctx) =>
      checkOutAtAttendancePoint(ctx.deps, requireSession(ctx), args),
  },
};
