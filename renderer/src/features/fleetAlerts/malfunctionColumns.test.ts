import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { ListPage } from '../../components/list/ListPage';
import { renderListStatic, textOf } from '../../components/list/renderListStatic';
import type { MalfunctionRow } from './fleetAlertsApi';
import { MALFUNCTION_COLUMNS } from './malfunctionColumns';

const row = (over: Partial<MalfunctionRow> = {}): MalfunctionRow =>
  ({
    _id: 't1',
    code: 'SC-104',
    area: { _id: 'z', name: 'Zamalek' },
    createdAt: '2026-05-01T08:00:00Z',
    status: 'unassigned',
    mainCase: 'VEHICLE_MALFUNCTION',
    assignedToName: null,
    battery: 54,
    vehicleStatus: 'ready',
    ...over,
  }) as MalfunctionRow;

const page = (rows: MalfunctionRow[]) =>
  textOf(
    renderListStatic(
      createElement(ListPage<MalfunctionRow, object, string>, {
        title: 'Vehicles Malfunction Alerts',
        name: 'malfunctionAlerts',
        columns: MALFUNCTION_COLUMNS,
        rows,
        total: rows.length,
        rowKey: (r) => r._id,
        loading: false,
        search: false,
        empty: { title: 'No malfunction alerts' },
        testId: 'malfunctionAlerts',
      }),
    ),
  );

// The first render loads antd's styles, slow on a busy machine.
describe('the malfunction alerts page (issue 23 item 8: no raw enums on screen)', { timeout: 30_000 }, () => {
  it('shows the task status in words', () => {
    const text = page([
      row({ status: 'unassigned' }),
      row({ _id: 't2', status: 'assigned', assignedToName: 'Omar' }),
    ]);
    expect(text).toContain('Unassigned');
    expect(text).toContain('Assigned');
    expect(text).not.toMatch(/\bunassigned\b|\bassigned\b/);
  });

  it('shows the main case by its label', () => {
    expect(page([row()])).not.toContain('VEHICLE_MALFUNCTION');
  });
});
