import { op } from '../../app/api';
import {
  SupervisorDeleteTaskSlaTargetDocument,
  SupervisorSetIdleReturnMinutesDocument,
  SupervisorSetTaskSlaTargetDocument,
  SupervisorTaskHandlingTimesDocument,
  SupervisorTaskSlaSettingsDocument,
  type SupervisorSetTaskSlaTargetMutationVariables,
  type SupervisorTaskHandlingTimesQuery,
  type SupervisorTaskHandlingTimesQueryVariables,
  type SupervisorTaskSlaSettingsQuery,
} from '../../generated/graphql';
import { supervisorBase } from './supervisorTags';

export type TaskSlaSettings = SupervisorTaskSlaSettingsQuery['getTaskSlaSettings'];
export type SlaTargetRow = TaskSlaSettings['targets'][number];
export type HandlingTimes = SupervisorTaskHandlingTimesQuery['getTaskHandlingTimes'];
export type HandlingRow = HandlingTimes['byAgent'][number];

const SLA = { type: 'SupervisorTaskSla', id: 'SETTINGS' } as const;

// Targets change what every task's SLA shows: the tasks table refetches after a change.
export const taskSlaApi = supervisorBase
  .enhanceEndpoints({ addTagTypes: ['SupervisorTaskSla'] })
  .injectEndpoints({
    endpoints: (build) => ({
      supervisorTaskSlaSettings: build.query<TaskSlaSettings, void>({
        query: () => op(SupervisorTaskSlaSettingsDocument),
        transformResponse: (r: SupervisorTaskSlaSettingsQuery) => r.getTaskSlaSettings,
        providesTags: [SLA],
      }),
      supervisorSetTaskSlaTarget: build.mutation<unknown, SupervisorSetTaskSlaTargetMutationVariables>({
        query: (vars) => op(SupervisorSetTaskSlaTargetDocument, vars),
        invalidatesTags: [SLA, { type: 'SupervisorTask', id: 'LIST' }],
      }),
      supervisorDeleteTaskSlaTarget: build.mutation<unknown, string>({
        query: (id) => op(SupervisorDeleteTaskSlaTargetDocument, { id }),
        invalidatesTags: [SLA, { type: 'SupervisorTask', id: 'LIST' }],
      }),
      supervisorSetIdleReturnMinutes: build.mutation<unknown, number>({
        query: (minutes) => op(SupervisorSetIdleReturnMinutesDocument, { minutes }),
        invalidatesTags: [SLA],
      }),
      supervisorTaskHandlingTimes: build.query<HandlingTimes, SupervisorTaskHandlingTimesQueryVariables>({
        query: (vars) => op(SupervisorTaskHandlingTimesDocument, vars),
        transformResponse: (r: SupervisorTaskHandlingTimesQuery) => r.getTaskHandlingTimes,
      }),
    }),
  });

export const {
  useSupervisorTaskSlaSettingsQuery,
  useSupervisorSetTaskSlaTargetMutation,
  useSupervisorDeleteTaskSlaTargetMutation,
  useSupervisorSetIdleReturnMinutesMutation,
  useSupervisorTaskHandlingTimesQuery,
} = taskSlaApi;
