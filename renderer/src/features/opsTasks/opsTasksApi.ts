import { api, op } from '../../app/api';
import * as G from '../../generated/graphql';

export type OpsTaskRow = G.OpsTaskFieldsFragment;
export type OpsTasksPage = G.OpsTasksListQuery['opsTasks'];
export type OpsTaskDetails = G.OpsTaskDetailsQuery['opsTask'];
export type FieldStaff = G.FieldStaffFieldsFragment;

const LIST = { type: 'OpsTask', id: 'LIST' } as const;
const TEAM = { type: 'OnGroundTeam', id: 'LIST' } as const;
const changed = (_r: unknown, _e: unknown, vars: { _id?: string }) => [
  LIST,
  TEAM,
  ...(vars._id ? [{ type: 'OpsTask' as const, id: vars._id }] : []),
];

/** /app/ops-tasks's calls. A change refreshes the list, the open task and the on-ground team. */
export const opsTasksApi = api
  .enhanceEndpoints({ addTagTypes: ['OpsTask', 'OnGroundTeam'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getOpsTasks: build.query<OpsTasksPage, G.OpsTasksListQueryVariables>({
        query: (vars) => op(G.OpsTasksListDocument, vars),
        transformResponse: (r: G.OpsTasksListQuery) => r.opsTasks,
        providesTags: [LIST],
      }),
      getOpsTask: build.query<OpsTaskDetails, G.OpsTaskDetailsQueryVariables>({
        query: (vars) => op(G.OpsTaskDetailsDocument, vars),
        transformResponse: (r: G.OpsTaskDetailsQuery) => r.opsTask,
        providesTags: (_r, _e, vars) => [{ type: 'OpsTask', id: vars._id }],
      }),
      getOpsTaskTechnicians: build.query<FieldStaff[], void>({
        query: () => op(G.OpsTaskTechniciansDocument),
        transformResponse: (r: G.OpsTaskTechniciansQuery) => r.opsTaskTechnicians,
      }),
      createOpsTask: build.mutation<OpsTaskRow, G.OpsTaskCreateMutationVariables>({
        query: (vars) => op(G.OpsTaskCreateDocument, vars),
        transformResponse: (r: G.OpsTaskCreateMutation) => r.createOpsTask,
        invalidatesTags: [LIST],
      }),
      startOpsTask: build.mutation<OpsTaskRow, G.OpsTaskStartMutationVariables>({
        query: (vars) => op(G.OpsTaskStartDocument, vars),
        transformResponse: (r: G.OpsTaskStartMutation) => r.startOpsTask,
        invalidatesTags: changed,
        // The action dialog shows the refusal in its own words (03 §8: inline in dialogs).
        extraOptions: { quiet: true },
      }),
      resolveOpsTask: build.mutation<OpsTaskRow, G.OpsTaskResolveMutationVariables>({
        query: (vars) => op(G.OpsTaskResolveDocument, vars),
        transformResponse: (r: G.OpsTaskResolveMutation) => r.resolveOpsTask,
        invalidatesTags: changed,
        // The action dialog shows the refusal in its own words (03 §8: inline in dialogs).
        extraOptions: { quiet: true },
      }),
      failOpsTask: build.mutation<OpsTaskRow, G.OpsTaskFailMutationVariables>({
        query: (vars) => op(G.OpsTaskFailDocument, vars),
        transformResponse: (r: G.OpsTaskFailMutation) => r.failOpsTask,
        invalidatesTags: changed,
        // The action dialog shows the refusal in its own words (03 §8: inline in dialogs).
        extraOptions: { quiet: true },
      }),
      closeOpsTask: build.mutation<OpsTaskRow, G.OpsTaskCloseMutationVariables>({
        query: (vars) => op(G.OpsTaskCloseDocument, vars),
        transformResponse: (r: G.OpsTaskCloseMutation) => r.closeOpsTask,
        invalidatesTags: changed,
        // The action dialog shows the refusal in its own words (03 §8: inline in dialogs).
        extraOptions: { quiet: true },
      }),
      getOnGroundTeam: build.query<G.OnGroundTeamQuery['onGroundTeam'], void>({
        query: () => op(G.OnGroundTeamDocument),
        transformResponse: (r: G.OnGroundTeamQuery) => r.onGroundTeam,
        providesTags: [TEAM],
      }),
    }),
  });

export const {
  useGetOpsTasksQuery,
  useGetOpsTaskQuery,
  useGetOpsTaskTechniciansQuery,
  useCreateOpsTaskMutation,
  useStartOpsTaskMutation,
  useResolveOpsTaskMutation,
  useFailOpsTaskMutation,
  useCloseOpsTaskMutation,
  useGetOnGroundTeamQuery,
} = opsTasksApi;
