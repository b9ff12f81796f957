import { REALTIME_EVENTS } from '@ops/shared/realtime/events';
import { op } from '../../app/api';
import {
  SupervisorAvailableUsersDocument,
  SupervisorBulkTransferFlaggedTasksDocument,
  SupervisorCheckedInUsersDocument,
  SupervisorCheckoutDocument,
  SupervisorStartBreakDocument,
  SupervisorTeamAttendanceDocument,
  type SupervisorAvailableUsersQuery,
  type SupervisorBulkTransferFlaggedTasksMutation,
  type SupervisorBulkTransferFlaggedTasksMutationVariables,
  type SupervisorCheckedInUsersQuery,
  type SupervisorCheckoutMutation,
  type SupervisorCheckoutMutationVariables,
  type SupervisorStartBreakMutation,
  type SupervisorStartBreakMutationVariables,
  type SupervisorTeamAttendanceQuery,
} from '../../generated/graphql';
import { debounced } from '../../lib/debounced';
import { liveFromAdded } from '../../lib/liveCacheEntry';
import { onRealtime } from '../shell/realtime';
import { applyStatusEvent } from './attendance';
import { supervisorBase } from './supervisorTags';

export type AttendanceRow = SupervisorTeamAttendanceQuery['supportTeamAttendance'][number];
export type CheckedInRow = SupervisorCheckedInUsersQuery['getAllUsersCheckIn'][number];
export type AvailableUser = SupervisorAvailableUsersQuery['currentCheckedInUsersNotInBreak'][number];
export type CheckoutResult = SupervisorCheckoutMutation['checkoutUserFromReceivingTasks'];
type Message = { success: boolean; message: string };

/** Both pages follow both events: either may be the one this role is allowed to hear. */
const LIVE_EVENTS = [
  REALTIME_EVENTS.SUPPORT_TEAM_ATTENDANCE_EVENT,
  REALTIME_EVENTS.TASK_ASSIGNMENT_USER_STATUS_EVENT,
] as const;
const REFETCH_AFTER_EVENT_MS = 400;

type Tag = { type: 'SupervisorAttendance' | 'SupervisorCheckedIn'; id: 'LIST' };
const ATTENDANCE_LIST: Tag = { type: 'SupervisorAttendance', id: 'LIST' };
const CHECKED_IN_LIST: Tag = { type: 'SupervisorCheckedIn', id: 'LIST' };

export const supervisorAttendanceApi = supervisorBase.injectEndpoints({
  endpoints: (build) => {
    /**
     * Keeps a list live (STYLE item 11): the status flips in the cache at once; the
     * breaks and held task, which the events do not carry, come with a debounced refetch.
     * Events heard during the first load are applied after it, in order: a status is set per
     * user (never counted), so one the answer already holds changes nothing.
     */
    const live =
      (tag: Tag) =>
      async <T extends { userId: string; status: string }>(
        _arg: void,
        api: {
          updateCachedData: (recipe: (draft: T[]) => T[] | void) => unknown;
          cacheDataLoaded: Promise<unknown>;
          cacheEntryRemoved: Promise<unknown>;
          dispatch: (action: unknown) => unknown;
        },
      ): Promise<void> => {
        const refetch = debounced(
          () => api.dispatch(supervisorAttendanceApi.util.invalidateTags([tag])),
          REFETCH_AFTER_EVENT_MS,
        );
        await liveFromAdded(
          api,
          (hold) =>
            LIVE_EVENTS.map((event) =>
              onRealtime(
                event,
                hold((payload) => {
                  let needsRefetch = false;
                  api.updateCachedData((draft) => {
                    const result = applyStatusEvent(draft, payload);
                    needsRefetch = result.refetch;
                    return result.rows;
                  });
                  if (needsRefetch) refetch.call();
                }),
              ),
            ),
          { kind: 'replay' },
          () => refetch.cancel(),
        );
      };

    return {
      supervisorTeamAttendance: build.query<AttendanceRow[], void>({
        query: () => op(SupervisorTeamAttendanceDocument),
        transformResponse: (r: SupervisorTeamAttendanceQuery) => r.supportTeamAttendance,
        providesTags: [ATTENDANCE_LIST],
        onCacheEntryAdded: live(ATTENDANCE_LIST),
      }),
      supervisorCheckedInUsers: build.query<CheckedInRow[], void>({
        query: () => op(SupervisorCheckedInUsersDocument),
        transformResponse: (r: SupervisorCheckedInUsersQuery) => r.getAllUsersCheckIn,
        providesTags: [CHECKED_IN_LIST],
        onCacheEntryAdded: live(CHECKED_IN_LIST),
      }),
      supervisorAvailableUsers: build.query<AvailableUser[], void>({
        query: () => op(SupervisorAvailableUsersDocument),
        transformResponse: (r: SupervisorAvailableUsersQuery) => r.currentCheckedInUsersNotInBreak,
        providesTags: [ATTENDANCE_LIST],
        // Who is free changes by the minute; a dialog opening must not show a stale list.
        keepUnusedDataFor: 0,
      }),
      supervisorStartBreak: build.mutation<Message, SupervisorStartBreakMutationVariables>({
        query: (vars) => op(SupervisorStartBreakDocument, vars),
        transformResponse: (r: SupervisorStartBreakMutation) => r.startBreak,
        invalidatesTags: [ATTENDANCE_LIST, CHECKED_IN_LIST],
      }),
      supervisorCheckout: build.mutation<CheckoutResult, SupervisorCheckoutMutationVariables>({
        query: (vars) => op(SupervisorCheckoutDocument, vars),
        transformResponse: (r: SupervisorCheckoutMutation) => r.checkoutUserFromReceivingTasks,
        invalidatesTags: [ATTENDANCE_LIST, CHECKED_IN_LIST],
      }),
      supervisorBulkTransfer: build.mutation<Message, SupervisorBulkTransferFlaggedTasksMutationVariables>({
        query: (vars) => op(SupervisorBulkTransferFlaggedTasksDocument, vars),
        transformResponse: (r: SupervisorBulkTransferFlaggedTasksMutation) => r.bulkTransferFlaggedTasks,
        invalidatesTags: [ATTENDANCE_LIST, CHECKED_IN_LIST, { type: 'SupervisorTask', id: 'LIST' }],
      }),
    };
  },
});

export const {
  useSupervisorTeamAttendanceQuery,
  useSupervisorCheckedInUsersQuery,
  useSupervisorAvailableUsersQuery,
  useSupervisorStartBreakMutation,
  useSupervisorCheckoutMutation,
  useSupervisorBulkTransferMutation,
} = supervisorAttendanceApi;
