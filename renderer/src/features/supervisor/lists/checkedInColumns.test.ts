import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { ListPage } from '../../../components/list/ListPage';
import { columnTitles, renderListStatic, textOf } from '../../../components/list/renderListStatic';
import type { CheckedInRow } from '../attendanceApi';
import { CHECKED_IN_EMPTY, CHECKED_IN_TITLE, checkedInColumns } from './checkedInColumns';

const now = new Date('2025-05-01T12:00:00Z');

const row = (over: Partial<CheckedInRow> = {}): CheckedInRow =>
  ({
    _id: 'a1',
    userId: 'u1',
    userName: 'Mona Adel',
    userPhoneNumber: '+201000000011',
    status: 'ACTIVE',
    checkInDate: '2025-05-01T08:00:00Z',
    breaks: [],
    task: {
      _id: 't1',
      type: 'Vehicle',
      vehicleCode: 'SC-104',
      mainCase: null,
      area: 'Zamalek',
      flaggedBy: null,
      assignedAt: '2025-05-01T11:45:00Z',
      assignedCount: 2,
    },
    ...over,
  }) as CheckedInRow;

const page = (rows: CheckedInRow[] | undefined, extra: { loading?: boolean; error?: unknown } = {}) =>
  renderListStatic(
    createElement(ListPage<CheckedInRow, object, string>, {
      title: CHECKED_IN_TITLE,
      name: 'usersCheckedIn',
      columns: checkedInColumns(now),
      rows,
      total: rows?.length ?? 0,
      rowKey: (r) => r._id,
      rowAttributes: (r) => ({ 'data-testid': `checked-in-row-${r.userId}` }),
      loading: extra.loading ?? false,
      error: extra.error,
      empty: CHECKED_IN_EMPTY,
      testId: 'checked-in',
    }),
  );

// The first render loads antd's styles, slow on a busy machine.
describe('users checked in on the list kit', { timeout: 30_000 }, () => {
  it('has its title and columns, and a row reads the agent, task and times', () => {
    const html = page([row()]);
    expect(html).toContain(`<h1 class="ant-typography ops-page-title`);
    expect(textOf(html)).toContain(CHECKED_IN_TITLE);
    expect(columnTitles(html)).toEqual([
      'Name',
      'Status',
      'Current task',
      'On task',
      'Assigned count',
      'Checked in',
      'Shift time',
    ]);
    expect(html).toContain('data-testid="checked-in-row-u1"');
    expect(html).toContain('data-testid="checked-in-table"');
    const text = textOf(html);
    expect(text).toContain('Mona Adel');
    expect(text).toContain('SC-104');
    expect(text).toContain('15 min');
    expect(text).toContain('4 h');
  });

  it('an agent without a task waits for one, or is on a break', () => {
    expect(textOf(page([row({ task: null })]))).toContain('Waiting for a task');
    expect(textOf(page([row({ task: null, status: 'IN_BREAK' })]))).toContain('On a break');
  });

  it('says who appears here when nobody is checked in', () => {
    const text = textOf(page([]));
    expect(text).toContain(CHECKED_IN_EMPTY.title);
    expect(text).toContain(CHECKED_IN_EMPTY.description);
  });

  it('shows a skeleton on the first load and the 03 §8 error with Try again', () => {
    expect(page(undefined, { loading: true })).toContain('data-testid="table-skeleton"');
    const failed = textOf(
      page(undefined, { error: { kind: 'server', message: 'Error while getting data from the server' } }),
    );
    expect(failed).toContain('Error while getting data from the server');
  });
});

describe('a whole list on the kit', { timeout: 30_000 }, () => {
  it('shows every row, with no pager', () => {
    const rows = Array.from({ length: 12 }, (_, i) => row({ _id: `a${i}`, userId: `u${i}` }));
    const html = page(rows);
    expect(html.match(/data-testid="checked-in-row-u\d+"/g)).toHaveLength(12);
    expect(html).not.toContain('ant-pagination');
  });
});
