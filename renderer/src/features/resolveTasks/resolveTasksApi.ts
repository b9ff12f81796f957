import { api, op } from '../../app/api';
import * as G from '../../generated/graphql';
import { BACKLOG_PAGE_SIZE } from '@ops/shared/rules/constants';
import { refetchOn, TASK_LIST_EVENTS } from '../../lib/liveRefetch';
import type { VehicleDetails, WorkspaceTask } from './workspaceTypes';

/**
 * The workspace's calls (01 §7), injected into the one app api. The tag types are
 * added here, not in app/api.ts, so this feature stays inside its own folder.
 */
const rtApi = api.enhanceEndpoints({
  addTagTypes: [
    'AssignedTask',
    'Backlog',
    'FlaggedTasks',
    'MyAttendance',
    'TaskDetails',
    'VehicleDetails',
    'TaskRides',
    'WalletLogs',
    'LifeCycle',
    'Colleagues',
  ],
});

export interface BacklogFilters {
  vehicle?: string;
  area?: string;
  case?: string;
  type?: string;
  pageNumber: number;
}

/** Empty fields are dropped, values travel as the one JSON variable the server reads. */
export function backlogFiltersJson(filters: BacklogFilters): string {
  const entries = Object.entries(filters).filter(([, value]) => value !== undefined && value !== '');
  return JSON.stringify({ ...Object.fromEntries(entries), limit: BACKLOG_PAGE_SIZE });
}

const TASK_TAGS = [{ type: 'AssignedTask' as const, id: 'ME' }];

/** The task's own tag: every action recorded in its history invalidates it. */
export const taskDetailsTag = (taskId: string) => ({ type: 'TaskDetails' as const, id: taskId });

/**
 * Quiet endpoints (01 §8) fail without the generic red toast: the assigned-task load shows
 * the check-in prompt or large red text; check-in, comment, transfer and ride-image failures
 * show in place; flag, unflag, flagged picks and task actions are only logged; the Task
 * History shows the task as it arrived until taskDetails answers.
 */
export const resolveTasksApi = rtApi.injectEndpoints({
  endpoints: (build) => ({
    getUserAssignedTask: build.query<G.ResolveAssignedTaskQuery['getUserAssignedTask'], void>({
      extraOptions: { quiet: true },
      query: () => op(G.ResolveAssignedTaskDocument),
      transformResponse: (r: G.ResolveAssignedTaskQuery) => r.getUserAssignedTask,
      providesTags: TASK_TAGS,
    }),
    checkTasksForUser: build.query<WorkspaceTask | null, void>({
      extraOptions: { quiet: true },
      query: () => op(G.ResolveCheckTasksForUserDocument),
      transformResponse: (r: G.ResolveCheckTasksForUserQuery) => r.checkTasksForUser,
    }),
    checkUserInTasks: build.mutation<WorkspaceTask | null, void>({
      extraOptions: { quiet: true },
      query: () => op(G.ResolveCheckInDocument),
      transformResponse: (r: G.ResolveCheckInMutation) => r.checkUserInTasks.task,
      invalidatesTags: [{ type: 'MyAttendance', id: 'ME' }],
    }),
    getBackLogTasks: build.query<G.ResolveBacklogQuery['getBackLogTasks'], BacklogFilters>({
      query: (filters) => op(G.ResolveBacklogDocument, { filters: backlogFiltersJson(filters) }),
      transformResponse: (r: G.ResolveBacklogQuery) => r.getBackLogTasks,
      providesTags: [{ type: 'Backlog', id: 'LIST' }],
      // A task raised anywhere (or taken by someone) shows here within a second (issue 23 item 3).
      onCacheEntryAdded: (arg, lifecycle) =>
        refetchOn(TASK_LIST_EVENTS, () =>
          lifecycle.dispatch(rtApi.util.invalidateTags([{ type: 'Backlog', id: 'LIST' }])),
        )(arg, lifecycle),
    }),
    /** The task as the server has it now; the Task History tab reads it (01 §2). */
    taskDetails: build.query<WorkspaceTask, string>({
      extraOptions: { quiet: true },
      query: (taskId) => op(G.ResolveTaskByIdDocument, { taskId }),
      transformResponse: (r: G.ResolveTaskByIdQuery) => r.getTaskById,
      providesTags: (_r, _e, taskId) => [taskDetailsTag(taskId)],
    }),
    getFlaggedTasksByUser: build.query<WorkspaceTask[], void>({
      query: () => op(G.ResolveFlaggedTasksDocument),
      transformResponse: (r: G.ResolveFlaggedTasksQuery) => r.getFlaggedTasksByUser,
      providesTags: [{ type: 'FlaggedTasks', id: 'LIST' }],
    }),
    manualPickTask: build.mutation<WorkspaceTask, G.ResolvePickTaskMutationVariables>({
      extraOptions: { quiet: true },
      query: (vars) => op(G.ResolvePickTaskDocument, vars),
      transformResponse: (r: G.ResolvePickTaskMutation) => r.manualPickTask,
      invalidatesTags: [
        { type: 'Backlog', id: 'LIST' },
        { type: 'FlaggedTasks', id: 'LIST' },
      ],
    }),
    setTaskToFlagged: build.mutation<WorkspaceTask, string>({
      extraOptions: { quiet: true },
      query: (taskId) => op(G.ResolveFlagTaskDocument, { taskId }),
      transformResponse: (r: G.ResolveFlagTaskMutation) => r.setTaskToFlagged,
      invalidatesTags: [{ type: 'FlaggedTasks', id: 'LIST' }],
      async onQueryStarted(_taskId, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (answer)
          dispatch(resolveTasksApi.util.updateQueryData('taskDetails', answer.data._id, () => answer.data));
      },
    }),
    setTaskToUnFlagged: build.mutation<WorkspaceTask, string>({
      extraOptions: { quiet: true },
      query: (taskId) => op(G.ResolveUnflagTaskDocument, { taskId }),
      transformResponse: (r: G.ResolveUnflagTaskMutation) => r.setTaskToUnFlagged,
      invalidatesTags: [{ type: 'FlaggedTasks', id: 'LIST' }],
      async onQueryStarted(_taskId, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (answer)
          dispatch(resolveTasksApi.util.updateQueryData('taskDetails', answer.data._id, () => answer.data));
      },
    }),
    /** Issue 23 item 6: the idle clock starts again (with the held task), or the agent is back after a timeout. */
    reportTaskActivity: build.mutation<boolean, G.ResolveReportTaskActivityMutationVariables>({
      extraOptions: { quiet: true },
      query: (vars) => op(G.ResolveReportTaskActivityDocument, vars),
      transformResponse: (r: G.ResolveReportTaskActivityMutation) => r.reportTaskActivity,
    }),
    saveTaskComment: build.mutation<
      G.ResolveSaveCommentMutation['saveTaskComment'],
      G.ResolveSaveCommentMutationVariables
    >({
      extraOptions: { quiet: true },
      query: (vars) => op(G.ResolveSaveCommentDocument, vars),
      transformResponse: (r: G.ResolveSaveCommentMutation) => r.saveTaskComment,
    }),
    saveTaskAction: build.mutation<WorkspaceTask, G.ResolveSaveTaskActionMutationVariables>({
      extraOptions: { quiet: true },
      query: (vars) => op(G.ResolveSaveTaskActionDocument, vars),
      transformResponse: (r: G.ResolveSaveTaskActionMutation) => r.saveTaskAction,
      // The answer is the task with the new history entry: no second request needed.
      async onQueryStarted(_vars, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (answer)
          dispatch(resolveTasksApi.util.updateQueryData('taskDetails', answer.data._id, () => answer.data));
      },
    }),
    taskRideImageAction: build.mutation<string, G.ResolveRideImageActionMutationVariables>({
      extraOptions: { quiet: true },
      query: (vars) => op(G.ResolveRideImageActionDocument, vars),
      transformResponse: (r: G.ResolveRideImageActionMutation) => r.taskRideImageAction.message,
    }),
    requestTransferFlaggedTask: build.mutation<string, G.ResolveRequestTransferMutationVariables>({
      extraOptions: { quiet: true },
      query: (vars) => op(G.ResolveRequestTransferDocument, vars),
      transformResponse: (r: G.ResolveRequestTransferMutation) => r.requestTransferFlaggedTask.message,
    }),
    respondToTransferFlaggedTaskRequest: build.mutation<string, G.ResolveRespondTransferMutationVariables>({
      extraOptions: { quiet: true },
      query: (vars) => op(G.ResolveRespondTransferDocument, vars),
      transformResponse: (r: G.ResolveRespondTransferMutation) =>
        r.respondToTransferFlaggedTaskRequest.message,
      invalidatesTags: [{ type: 'FlaggedTasks', id: 'LIST' }],
    }),
    setTaskToPending: build.mutation<WorkspaceTask, G.ResolveSetPendingMutationVariables>({
      extraOptions: { quiet: true },
      query: (vars) => op(G.ResolveSetPendingDocument, vars),
      transformResponse: (r: G.ResolveSetPendingMutation) => r.setTaskToPending,
      invalidatesTags: [{ type: 'Backlog', id: 'LIST' }],
    }),
    vehicleUserRideDetails: build.query<VehicleDetails, string>({
      query: (vehicleId) => op(G.ResolveVehicleDetailsDocument, { vehicleId }),
      transformResponse: (r: G.ResolveVehicleDetailsQuery) => r.vehicleUserRideDetails,
      providesTags: (_r, _e, id) => [{ type: 'VehicleDetails', id }],
    }),
    getRideImageWithId: build.query<G.ResolveRideImageQuery['getRideImageWithId'], string>({
      extraOptions: { quiet: true },
      query: (rideId) => op(G.ResolveRideImageDocument, { rideId }),
      transformResponse: (r: G.ResolveRideImageQuery) => r.getRideImageWithId,
    }),
    taskRides: build.query<
      G.ResolveRidesQuery['rides'],
      { user?: string; scooter?: string; pageNumber: number }
    >({
      query: ({ user, scooter, pageNumber }) =>
        op(G.ResolveRidesDocument, {
          pageNumber,
          rowsPerPage: 10,
          filters: JSON.stringify(user ? { user } : { scooter }),
        }),
      transformResponse: (r: G.ResolveRidesQuery) => r.rides,
      providesTags: [{ type: 'TaskRides', id: 'LIST' }],
    }),
    taskWalletLogs: build.query<
      G.ResolveWalletLogsQuery['getWalletLogging'],
      { userId: string; pageNumber: number }
    >({
      query: ({ userId, pageNumber }) =>
        op(G.ResolveWalletLogsDocument, { userId, pageNumber, rowsPerPage: 10 }),
      transformResponse: (r: G.ResolveWalletLogsQuery) => r.getWalletLogging,
      providesTags: (_r, _e, { userId }) => [{ type: 'WalletLogs', id: userId }],
    }),
    backlogVehicles: build.query<G.ResolveVehiclesForSearchQuery['getVehiclesForSearch'], void>({
      query: () => op(G.ResolveVehiclesForSearchDocument),
      transformResponse: (r: G.ResolveVehiclesForSearchQuery) => r.getVehiclesForSearch,
    }),
    backlogAreas: build.query<G.ResolveAreasQuery['areas'], void>({
      query: () => op(G.ResolveAreasDocument),
      transformResponse: (r: G.ResolveAreasQuery) => r.areas,
    }),
  }),
});

/** Puts a task the server sent (an answer or an event) into the open task's cache entry. */
export const writeTaskToCache = (task: WorkspaceTask) =>
  resolveTasksApi.util.updateQueryData('taskDetails', task._id, () => task);

export const {
  useGetUserAssignedTaskQuery,
  useTaskDetailsQuery,
  useLazyCheckTasksForUserQuery,
  useCheckUserInTasksMutation,
  useGetBackLogTasksQuery,
  useGetFlaggedTasksByUserQuery,
  useManualPickTaskMutation,
  useSetTaskToFlaggedMutation,
  useSetTaskToUnFlaggedMutation,
  useSaveTaskCommentMutation,
  useReportTaskActivityMutation,
  useSaveTaskActionMutation,
  useTaskRideImageActionMutation,
  useRequestTransferFlaggedTaskMutation,
  useRespondToTransferFlaggedTaskRequestMutation,
  useSetTaskToPendingMutation,
  useVehicleUserRideDetailsQuery,
  useGetRideImageWithIdQuery,
  useTaskRidesQuery,
  useTaskWalletLogsQuery,
  useBacklogVehiclesQuery,
  useBacklogAreasQuery,
} = resolveTasksApi;
