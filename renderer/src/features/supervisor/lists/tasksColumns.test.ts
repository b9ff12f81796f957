import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { TASKS_LIST, type TasksSortField } from '@ops/shared/lists/tasks';
import { ListPage } from '../../../components/list/ListPage';
import { columnTitles, renderListStatic, textOf } from '../../../components/list/renderListStatic';
import type { ListState } from '../../../components/list/useListState';
import { defaultListState, listRequestInput } from '../../../components/list/listUrlState';
import type { TaskRow } from '../tasksApi';
import { TASKS_COLUMNS, TASKS_EMPTY, TASKS_TITLE } from './tasksColumns';

type TasksListState = ListState<(typeof TASKS_LIST)['filters']['_output'], TasksSortField>;

const listState = (over: Partial<TasksListState> = {}): TasksListState => {
  const state = { ...defaultListState(TASKS_LIST), ...over };
  const noop = () => undefined;
  return {
    ...state,
    definition: TASKS_LIST,
    problem: null,
    request: listRequestInput(state),
    setFilters: noop,
    patchFilters: noop,
    setSearch: noop,
    setPage: noop,
    setSort: noop,
    reset: noop,
  };
};

const task = (over: Partial<TaskRow> = {}): TaskRow => ({
  _id: 't1',
  type: 'Vehicle',
  vehicle: 'v1',
  vehicleCode: 'SC-104',
  area: 'Zamalek',
  areaId: 'z',
  ride: null,
  verificationId: null,
  mainCase: null,
  cases: [],
  status: 'unassigned',
  assignedTo: null,
  assignedToName: null,
  assignedAt: null,
  assignedCount: 3,
  pendingAt: null,
  pendingUntil: null,
  flaggedBy: null,
  flaggedByName: null,
  flaggedAt: null,
  resolvedAt: null,
  createdAt: '2025-05-01T08:00:00Z',
  updatedAt: '2025-05-01T08:00:00Z',
  slaTargetMinutes: null,
  slaPausedMs: 0,
  ...over,
});

const page = (rows: TaskRow[], list = listState()) =>
  renderListStatic(
    createElement(ListPage<TaskRow, TasksListState['filters'], TasksSortField>, {
      title: TASKS_TITLE,
      list,
      columns: TASKS_COLUMNS,
      rows,
      total: rows.length,
      rowKey: (t) => t._id,
      rowAttributes: (t) => ({ 'data-testid': `task-row-${t._id}` }),
      loading: false,
      search: { placeholder: 'Vehicle code' },
      filters: createElement('div', null, 'panel'),
      defaultFiltersOpen: true,
      onExport: () => undefined,
      empty: TASKS_EMPTY,
      testId: 'tasks',
    }),
  );

// The first render loads antd's styles, slow on a busy machine.
describe('tasks on the list kit', { timeout: 30_000 }, () => {
  it('has its title, header buttons, open filter panel and columns', () => {
    const html = page([task()]);
    expect(textOf(html)).toContain(TASKS_TITLE);
    expect(columnTitles(html)).toEqual([
      'Vehicle',
      'Cases',
      'Status',
      'Area',
      'Assignee',
      'Assigned',
      'Created',
      'SLA',
      'Flagged',
    ]);
    for (const id of [
      'list-filters-toggle',
      'list-search-toggle',
      'list-export',
      'tasks-table',
      'task-row-t1',
    ])
      expect(html).toContain(`data-testid="${id}"`);
    expect(textOf(html)).toContain('panel');
    expect(textOf(html)).toContain('SC-104');
    expect(textOf(html)).toContain('Zamalek');
  });

  it('the SLA column: time left in the level, over once breached, a dash without a target', () => {
    const created = new Date(Date.now() - 50 * 60_000).toISOString();
    const warning = page([task({ createdAt: created, slaTargetMinutes: 60 })]);
    expect(warning).toContain('data-sla-level="warning"');
    expect(textOf(warning)).toMatch(/0:(09|10):\d\d left/);
    const breached = page([task({ createdAt: created, slaTargetMinutes: 30 })]);
    expect(breached).toContain('data-sla-level="breached"');
    expect(textOf(breached)).toMatch(/0:(19|20):\d\d over/);
    expect(page([task({ createdAt: created })])).toContain('data-sla-level="none"');
  });

  it('the Status column says the status in words, never the stored value (issue 23 item 8)', () => {
    expect(textOf(page([task({ status: 'unassigned' })]))).toContain('Unassigned');
    expect(textOf(page([task({ status: 'unassigned' })]))).not.toMatch(/\bunassigned\b/);
    expect(textOf(page([task({ status: 'pending' })]))).toContain('Pending');
  });

  it('a flagged task shows its flag', () => {
    expect(page([task({ flaggedBy: 'u2', flaggedAt: '2025-05-01T09:00:00Z' })])).toContain(
      'aria-label="Flagged"',
    );
    expect(page([task()])).not.toContain('aria-label="Flagged"');
  });

  it('empty: no tasks yet, or none matching the filters with Clear filters', () => {
    const none = textOf(page([]));
    expect(none).toContain(TASKS_EMPTY.title);
    expect(none).toContain(TASKS_EMPTY.description);
    const filtered = textOf(page([], listState({ filters: { status: 'pending' } })));
    expect(filtered).toContain(TASKS_EMPTY.filteredTitle);
    expect(filtered).toContain('Clear filters');
  });
});
