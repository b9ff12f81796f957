import { TASK_CASES, TASK_TYPES, taskCaseHistoryLabel } from '@ops/shared/rules/labels';
import { SEARCH_TERM_MAX_LENGTH } from '@ops/shared/rules/limits';

/** The backlog's filter fields (01 §2): vehicle, area, case, type. */
export interface BacklogFilterValues {
  vehicle?: string;
  area?: string;
  case?: string;
  type?: string;
}

/**
 * The Case options. Two cases share the label 'Out Of Fence' (01 §3); the warning one is
 * named as the task history names it, so the list never shows the same words twice.
 */
export function backlogCaseOptions(): Array<{ value: string; label: string }> {
  return TASK_CASES.map((value) => ({ value, label: taskCaseHistoryLabel(value) }));
}

/** Kept in the address (?backlogCase=...), so a reload or a shared link keeps the filter. */
const PARAMS: Record<keyof BacklogFilterValues, string> = {
  vehicle: 'backlogVehicle',
  area: 'backlogArea',
  case: 'backlogCase',
  type: 'backlogType',
};

const valid: Record<keyof BacklogFilterValues, (value: string) => boolean> = {
  vehicle: (value) => value.length <= SEARCH_TERM_MAX_LENGTH,
  area: (value) => value.length <= SEARCH_TERM_MAX_LENGTH,
  case: (value) => (TASK_CASES as readonly string[]).includes(value),
  type: (value) => (TASK_TYPES as readonly string[]).includes(value),
};

const FIELDS = Object.keys(PARAMS) as Array<keyof BacklogFilterValues>;

export function filtersFromSearch(search: URLSearchParams): BacklogFilterValues {
  const filters: BacklogFilterValues = {};
  for (const field of FIELDS) {
    const value = search.get(PARAMS[field]);
    if (value && valid[field](value)) filters[field] = value;
  }
  return filters;
}

/** The address with these filters; other parameters stay as they are. */
export function filtersToSearch(filters: BacklogFilterValues, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const field of FIELDS) {
    const value = filters[field];
    if (value) next.set(PARAMS[field], value);
    else next.delete(PARAMS[field]);
  }
  return next;
}

/**
 * The cases a card shows: the main case, then every other open case. The Case filter
 * matches any open case, so a card found by 'Out Of Fence' shows that case even when
 * its main case is another.
 */
export function cardCases(task: { mainCase: string | null; cases: unknown }): string[] {
  const open =
    typeof task.cases === 'object' && task.cases !== null
      ? Object.entries(task.cases as Record<string, unknown>)
          .filter(([, isOpen]) => isOpen === true)
          .map(([key]) => key)
      : [];
  const main = task.mainCase ? [task.mainCase] : [];
  return [...main, ...open.filter((taskCase) => taskCase !== task.mainCase)];
}
