import { describe, expect, it } from 'vitest';
import { TASKS_LIST } from '@ops/shared/lists/tasks';
import {
  activeFilterCount,
  EMPTY_TASK_FILTERS,
  taskFiltersJson,
  taskPanelState,
  tasksListFilters,
  tasksQueryArgs,
  type TaskFilterState,
} from './taskFilters';

const at = (y: number, m: number, d: number, h = 12): Date => new Date(y, m - 1, d, h, 30);

describe('task filters -> getTasks variables', () => {
  it('sends an empty object when nothing is set, page 1 and the default page size', () => {
    expect(tasksQueryArgs(EMPTY_TASK_FILTERS, 1)).toEqual({ pageNumber: 1, rowsPerPage: 25, filters: '{}' });
  });

  it('maps every field to the server names and drops empty ones', () => {
    const state: TaskFilterState = {
      ...EMPTY_TASK_FILTERS,
      status: 'NotResolved',
      type: 'Vehicle',
      taskCase: 'VEHICLE_LPM',
      area: 'a1',
      assignee: null,
      vehicle: '  ',
    };
    expect(taskFiltersJson(state)).toEqual({
      status: 'NotResolved',
      type: 'Vehicle',
      case: 'VEHICLE_LPM',
      area: 'a1',
    });
  });

  it("strips '+' and '=' from the vehicle search", () => {
    expect(taskFiltersJson({ ...EMPTY_TASK_FILTERS, vehicle: '+AB=12' }).vehicle).toBe('AB12');
  });

  it('sends a full range as start-of-day to end-of-day ISO times', () => {
    const json = taskFiltersJson({
      ...EMPTY_TASK_FILTERS,
      startDate: at(2025, 3, 1),
      endDate: at(2025, 3, 4),
    });
    expect(json.startDate).toBe(new Date(2025, 2, 1).toISOString());
    expect(json.endDate).toBe(new Date(2025, 2, 4, 23, 59, 59, 999).toISOString());
  });

  it('never sends half a range', () => {
    expect(taskFiltersJson({ ...EMPTY_TASK_FILTERS, startDate: at(2025, 3, 1) })).toEqual({});
    expect(taskFiltersJson({ ...EMPTY_TASK_FILTERS, endDate: at(2025, 3, 1) })).toEqual({});
  });

  it('clamps the page to 1 and keeps the chosen page size', () => {
    expect(tasksQueryArgs(EMPTY_TASK_FILTERS, 0, 100)).toMatchObject({ pageNumber: 1, rowsPerPage: 100 });
  });

  it('counts active filters, a date range once', () => {
    expect(activeFilterCount(EMPTY_TASK_FILTERS)).toBe(0);
    expect(
      activeFilterCount({
        ...EMPTY_TASK_FILTERS,
        status: 'pending',
        startDate: at(2025, 1, 1),
        endDate: at(2025, 1, 2),
      }),
    ).toBe(2);
  });
});

describe('task filters <-> the list kit address', () => {
  it('the panel state goes into the address and comes back the same, the vehicle code as the search', () => {
    const state: TaskFilterState = {
      status: 'NotResolved',
      type: 'Vehicle',
      taskCase: 'VEHICLE_OUT_OF_FENCE',
      area: 'area-1',
      assignee: 'user-9',
      startDate: at(2025, 3, 1),
      endDate: at(2025, 3, 4),
      vehicle: 'AB12',
    };
    const filters = tasksListFilters(state);
    expect(filters).not.toHaveProperty('vehicle');
    expect(TASKS_LIST.filters.safeParse(filters).success).toBe(true);
    const back = taskPanelState(filters, 'AB12');
    // The same getTasks filters either way: the dates come back as their first instant.
    expect(taskFiltersJson(back)).toEqual(taskFiltersJson(state));
    expect(back.startDate?.getDate()).toBe(1);
    expect(back.endDate?.getDate()).toBe(4);
  });

  it('an empty panel is an empty address, and the range counts as one filter', () => {
    expect(tasksListFilters(EMPTY_TASK_FILTERS)).toEqual({});
    const ranged = tasksListFilters({
      ...EMPTY_TASK_FILTERS,
      startDate: at(2025, 1, 1),
      endDate: at(2025, 1, 2),
    });
    expect(Object.keys(ranged)).toEqual(['date']);
  });

  it('a hand-made address with a half range or an unknown key is refused by the definition', () => {
    expect(TASKS_LIST.filters.safeParse({ date: { startDate: '2025-01-01T00:00:00.000Z' } }).success).toBe(
      false,
    );
    expect(TASKS_LIST.filters.safeParse({ vehicle: 'AB12' }).success).toBe(false);
    expect(TASKS_LIST.filters.safeParse({ status: 'Nope' }).success).toBe(false);
  });
});
