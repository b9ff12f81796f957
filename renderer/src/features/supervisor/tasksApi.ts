import { op } from '../../app/api';
import {
  SupervisorTaskByIdDocument,
  SupervisorTasksDocument,
  type SupervisorTaskByIdQuery,
  type SupervisorTasksQuery,
} from '../../generated/graphql';
import { refetchOn, TASKS_TABLE_EVENTS } from '../../lib/liveRefetch';
import { supervisorBase } from './supervisorTags';
import type { TasksQueryArgs } from './taskFilters';

export type TasksPage = SupervisorTasksQuery['getTasks'];
export type TaskRow = TasksPage['tasks'][number];
export type TaskDetail = SupervisorTaskByIdQuery['getTaskById'];

export const supervisorTasksApi = supervisorBase.injectEndpoints({
  endpoints: (build) => ({
    supervisorTasks: build.query<TasksPage, TasksQueryArgs>({
      query: (args) => op(SupervisorTasksDocument, args),
      transformResponse: (r: SupervisorTasksQuery) => r.getTasks,
      providesTags: [{ type: 'SupervisorTask', id: 'LIST' }],
      // Issue 23 item 3: raised, taken, resolved or returned tasks show without a reload (throttled).
      onCacheEntryAdded: (arg, lifecycle) =>
        refetchOn(TASKS_TABLE_EVENTS, () =>
          lifecycle.dispatch(supervisorBase.util.invalidateTags([{ type: 'SupervisorTask', id: 'LIST' }])),
        )(arg, lifecycle),
    }),
    supervisorTaskById: build.query<TaskDetail, string>({
      query: (taskId) => op(SupervisorTaskByIdDocument, { taskId }),
      // The page shows its own state (components/queryState): no notice on top.
      extraOptions: { quiet: true },
      transformResponse: (r: SupervisorTaskByIdQuery) => r.getTaskById,
      providesTags: (_r, _e, id) => [{ type: 'SupervisorTask', id }],
    }),
  }),
});

export const { useSupervisorTasksQuery, useSupervisorTaskByIdQuery, useLazySupervisorTasksQuery } =
  supervisorTasksApi;
