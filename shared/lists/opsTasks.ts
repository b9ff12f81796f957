import { z } from 'zod';
import { OPS_TASK_STATUSES, OPS_TASK_TYPES } from '../rules/opsTasks';
import { dateRangeSchema } from './dateRangeFilter';
import type { ListDefinition } from './listRequest';

const id = z.string().trim().min(1);

/** The Ops Tasks list's filters (issue 9 §9); the search is the vehicle code. */
export const opsTasksFilterSchema = z.strictObject({
  status: z.enum(OPS_TASK_STATUSES).optional(),
  type: z.enum(OPS_TASK_TYPES).optional(),
  area: z.array(id).optional(),
  /** One technician's tasks (the on-ground team page links here). */
  holder: id.optional(),
  createdAt: dateRangeSchema.optional(),
});
export type OpsTasksFilters = z.infer<typeof opsTasksFilterSchema>;

export const OPS_TASKS_SORT_FIELDS = ['createdAt', 'startedAt', 'endedAt', 'vehicleCode'] as const;
export type OpsTasksSortField = (typeof OPS_TASKS_SORT_FIELDS)[number];

/** The spec gives no page size for ops tasks: the rides table's (25; 25–200). */
export const OPS_TASKS_LIST: ListDefinition<OpsTasksFilters, OpsTasksSortField> = {
  name: 'opsTasks',
  filters: opsTasksFilterSchema,
  sortFields: OPS_TASKS_SORT_FIELDS,
  defaultSort: { fieldName: 'createdAt', sortType: 'desc' },
  pageSize: 25,
  pageSizeOptions: [25, 50, 100, 150, 200],
};
