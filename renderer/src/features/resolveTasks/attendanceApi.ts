import { op } from '../../app/api';
import * as G from '../../generated/graphql';
import { resolveTasksApi } from './resolveTasksApi';
import type { MyAttendance } from './workspaceTypes';

/** Attendance and breaks as the workspace uses them (03 §2.7, §7). */
export type Colleague = G.ResolveColleaguesOnShiftQuery['currentCheckedInUsersNotInBreak'][number];
export type CheckoutSummary = G.ResolveCheckOutMutation['checkoutUserFromReceivingTasks'];

const ME = [{ type: 'MyAttendance' as const, id: 'ME' }];

// Quiet endpoints: break, check-out and bulk transfer callers word their own toast (success and failure).
export const attendanceApi = resolveTasksApi.injectEndpoints({
  endpoints: (build) => ({
    currentSupportTeamUserAttendance: build.query<MyAttendance | null, void>({
      query: () => op(G.ResolveMyAttendanceDocument),
      transformResponse: (r: G.ResolveMyAttendanceQuery) => r.currentSupportTeamUserAttendance,
      providesTags: ME,
    }),
    /** Issue 23: read when the check-out dialog opens (tasks handled, timeouts apart from breaks). */
    myShiftFigures: build.query<G.ResolveMyShiftFiguresQuery['currentSupportTeamUserAttendance'], void>({
      extraOptions: { quiet: true },
      query: () => op(G.ResolveMyShiftFiguresDocument),
      transformResponse: (r: G.ResolveMyShiftFiguresQuery) => r.currentSupportTeamUserAttendance,
      keepUnusedDataFor: 0,
    }),
    currentCheckedInUsersNotInBreak: build.query<Colleague[], void>({
      query: () => op(G.ResolveColleaguesOnShiftDocument, { filterCurrentUserOut: true }),
      transformResponse: (r: G.ResolveColleaguesOnShiftQuery) => r.currentCheckedInUsersNotInBreak,
      providesTags: [{ type: 'Colleagues', id: 'LIST' }],
      // Who is on shift changes all day: never show a stale list in a transfer dialog.
      keepUnusedDataFor: 0,
    }),
    startBreak: build.mutation<string, string>({
      extraOptions: { quiet: true },
      query: (reason) => op(G.ResolveStartBreakDocument, { reason }),
      transformResponse: (r: G.ResolveStartBreakMutation) => r.startBreak.message,
      invalidatesTags: ME,
    }),
    endBreak: build.mutation<string, void>({
      extraOptions: { quiet: true },
      query: () => op(G.ResolveEndBreakDocument),
      transformResponse: (r: G.ResolveEndBreakMutation) => r.endBreak.message,
      invalidatesTags: ME,
    }),
    checkoutUserFromReceivingTasks: build.mutation<CheckoutSummary, { comment?: string }>({
      extraOptions: { quiet: true },
      query: ({ comment }) => op(G.ResolveCheckOutDocument, { comment: comment || null }),
      transformResponse: (r: G.ResolveCheckOutMutation) => r.checkoutUserFromReceivingTasks,
      invalidatesTags: ME,
    }),
    bulkTransferFlaggedTasks: build.mutation<string, G.ResolveBulkTransferMutationVariables>({
      extraOptions: { quiet: true },
      query: (vars) => op(G.ResolveBulkTransferDocument, vars),
      transformResponse: (r: G.ResolveBulkTransferMutation) => r.bulkTransferFlaggedTasks.message,
      invalidatesTags: [...ME, { type: 'FlaggedTasks', id: 'LIST' }],
    }),
  }),
});

export const {
  useCurrentSupportTeamUserAttendanceQuery,
  useCurrentCheckedInUsersNotInBreakQuery,
  useMyShiftFiguresQuery,
  useStartBreakMutation,
  useEndBreakMutation,
  useCheckoutUserFromReceivingTasksMutation,
  useBulkTransferFlaggedTasksMutation,
} = attendanceApi;
