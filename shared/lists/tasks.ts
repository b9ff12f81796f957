import { z } from 'zod';
import { dateRangeSchema } from './dateRangeFilter';
import { TASK_CASES, TASK_STATUS_FILTERS, TASK_TYPES, type TaskCase, type TaskType } from '../rules/labels';
import type { ListDefinition } from './listRequest';

const id = z.string().trim().min(1);

/**
 * The Tasks table's filters (02 §2, §4, §5) as the page keeps them in its address: the
 * created-at range is one filter (`date`, both ends or neither). getTasks reads the same
 * keys with the range's ends at the top level and the vehicle code (the list's search)
 * beside them; the page flattens them when it builds the request.
 */
export const tasksFilterSchema = z.strictObject({
  status: z.enum(TASK_STATUS_FILTERS).optional(),
  type: z.enum(TASK_TYPES as [TaskType, ...TaskType[]]).optional(),
  case: z.enum(TASK_CASES as [TaskCase, ...TaskCase[]]).optional(),
  area: id.optional(),
  assignee: id.optional(),
  date: dateRangeSchema.optional(),
});

export type TasksFilters = z.infer<typeof tasksFilterSchema>;

/**
 * getTasks orders by creation (newest first by default) or by SLA due time (issue 11 item 6:
 * the task closest to breach first; tasks without a target last), sent as `sort` in its filters.
 */
export const TASKS_SORT_FIELDS = ['createdAt', 'slaDue'] as const;
export type TasksSortField = (typeof TASKS_SORT_FIELDS)[number];

export const TASKS_LIST: ListDefinition<TasksFilters, TasksSortField> = {
  name: 'tasks',
  filters: tasksFilterSchema,
  sortFields: TASKS_SORT_FIELDS,
  defaultSort: { fieldName: 'createdAt', sortType: 'desc' },
  pageSize: 25,
  pageSizeOptions: [25, 50, 100],
};
