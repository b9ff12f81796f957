import { op } from '../../app/api';
import {
  SupervisorTaskByIdDocument,
  SupervisorTasksDocument,
  type SupervisorTaskByIdQuery,
  type SupervisorTasksQuery,
} from '../../generated/graphql';
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
    }),
    supervisorTaskById: build.query<TaskDetail, string>({
      query: (taskId) => op(SupervisorTaskByIdDocument, { taskId }),
      transformResponse: (r: SupervisorTaskByIdQuery) => r.getTaskById,
      providesTags: (_r, _e, id) => [{ type: 'SupervisorTask', id }],
    }),
  }),
});

export const { useSupervisorTasksQuery, useSupervisorTaskByIdQuery, useLazySupervisorTasksQuery } = supervisorTasksApi;
