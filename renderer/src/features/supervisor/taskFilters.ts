import type { TaskCase, TaskType, TASK_STATUS_FILTERS } from '@ops/shared/rules/labels';
import { endOfDayIso, startOfDayIso, validateDateRangeFilter } from '@ops/shared/rules/dateRange';
import { cleanSearchTerm } from '@ops/shared/rules/searchTerm';
import { TASKS_LIST, type TasksFilters, type TasksSortField } from '@ops/shared/lists/tasks';

/** The tasks table filter (02 §4 statuses incl. NotResolved; 02 §5 date range). */
export type TaskStatusFilter = (typeof TASK_STATUS_FILTERS)[number];

export interface TaskFilterState {
  status: TaskStatusFilter | null;
  type: TaskType | null;
  taskCase: TaskCase | null;
  /** Area id. */
  area: string | null;
  /** Assignee user id. */
  assignee: string | null;
  startDate: Date | null;
  endDate: Date | null;
  /** The header's search: a vehicle code. */
  vehicle: string;
}

export const EMPTY_TASK_FILTERS: TaskFilterState = {
  status: null,
  type: null,
  taskCase: null,
  area: null,
  assignee: null,
  startDate: null,
  endDate: null,
  vehicle: '',
};

export const TASKS_PAGE_SIZE = TASKS_LIST.pageSize;

/** What getTasks' `filters` JSON text carries (schema: tasks section). */
export interface TaskFiltersJson {
  status?: string;
  type?: string;
  case?: string;
  area?: string;
  assignee?: string;
  vehicle?: string;
  startDate?: string;
  endDate?: string;
  flagged?: boolean;
}

/**
 * 02 §5: empty values are dropped; a date range is sent only when both ends are set
 * (one end alone is an error the panel shows, never a half-range the server guesses at),
 * as start-of-day to end-of-day ISO times.
 */
export function taskFiltersJson(state: TaskFilterState): TaskFiltersJson {
  const out: TaskFiltersJson = {};
  if (state.status) out.status = state.status;
  if (state.type) out.type = state.type;
  if (state.taskCase) out.case = state.taskCase;
  if (state.area) out.area = state.area;
  if (state.assignee) out.assignee = state.assignee;
  const vehicle = cleanSearchTerm(state.vehicle).trim();
  if (vehicle) out.vehicle = vehicle;
  if (state.startDate && state.endDate && validateDateRangeFilter(state.startDate, state.endDate) === null) {
    out.startDate = startOfDayIso(state.startDate);
    out.endDate = endOfDayIso(state.endDate);
  }
  return out;
}

export interface TasksQueryArgs {
  /** Pages count from 1 (schema). */
  pageNumber: number;
  rowsPerPage: number;
  filters: string;
}

/**
 * The table's order rides in the filters JSON as `sort` (getTasks keeps the spec's arguments);
 * the default (newest first) is left out, so the request reads as it always did.
 */
export function tasksQueryArgs(
  state: TaskFilterState,
  page: number,
  rowsPerPage: number = TASKS_PAGE_SIZE,
  sort: { fieldName: TasksSortField; sortType: 'asc' | 'desc' } | null = null,
): TasksQueryArgs {
  const filters: Record<string, unknown> = { ...taskFiltersJson(state) };
  if (sort && !(sort.fieldName === 'createdAt' && sort.sortType === 'desc')) filters.sort = sort;
  return { pageNumber: Math.max(1, page), rowsPerPage, filters: JSON.stringify(filters) };
}

/** How many filters are active, for the Filters toggle's badge (the search is counted apart). */
export function activeFilterCount(state: TaskFilterState): number {
  const { status, type, taskCase, area, assignee, startDate, endDate } = state;
  return [status, type, taskCase, area, assignee].filter(Boolean).length + (startDate || endDate ? 1 : 0);
}

/** Open flagged tasks of everyone: the attendance page groups them by who flagged them. */
export const OPEN_FLAGGED_FILTERS: TaskFiltersJson = { flagged: true, status: 'NotResolved' };

/** The panel's state from the list's address: its filters and its search (the vehicle code). */
export function taskPanelState(filters: TasksFilters, search: string): TaskFilterState {
  return {
    status: filters.status ?? null,
    type: filters.type ?? null,
    taskCase: filters.case ?? null,
    area: filters.area ?? null,
    assignee: filters.assignee ?? null,
    startDate: filters.date?.startDate ? new Date(filters.date.startDate) : null,
    endDate: filters.date?.endDate ? new Date(filters.date.endDate) : null,
    vehicle: search,
  };
}

/** The list's filters for its address from the panel's state; the vehicle code is the search, kept apart. */
export function tasksListFilters(state: TaskFilterState): TasksFilters {
  const out: TasksFilters = {};
  if (state.status) out.status = state.status;
  if (state.type) out.type = state.type;
  if (state.taskCase) out.case = state.taskCase;
  if (state.area) out.area = state.area;
  if (state.assignee) out.assignee = state.assignee;
  const { startDate, endDate } = taskFiltersJson(state);
  if (startDate && endDate) out.date = { startDate, endDate };
  return out;
}
