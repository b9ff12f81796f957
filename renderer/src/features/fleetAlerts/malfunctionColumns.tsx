import { Tag } from 'antd';
import { taskCaseLabel, taskStatusLabel } from '@ops/shared/rules/labels';
import type { ListColumn } from '../../components/list/ListPage';
import { formatDateTime, formatPercent } from '../../lib/format';
import { STATUS_COLOURS } from '../vehicles/vehicleColumns';
import { areaColumn, codeColumn } from './alertVehicleColumns';
import type { MalfunctionRow } from './fleetAlertsApi';

/** The Vehicles Malfunction Alerts columns: statuses and cases by their labels (issue 23 item 8), never the stored value. */
export const MALFUNCTION_COLUMNS: ListColumn<MalfunctionRow>[] = [
  codeColumn(),
  areaColumn(),
  { key: 'createdAt', title: 'Reported', width: 160, render: (_v, row) => formatDateTime(row.createdAt) },
  {
    key: 'status',
    title: 'Task status',
    width: 120,
    render: (_v, row) => <Tag data-status={row.status}>{taskStatusLabel(row.status)}</Tag>,
  },
  {
    key: 'mainCase',
    title: 'Main case',
    width: 180,
    render: (_v, row) => (row.mainCase ? taskCaseLabel(row.mainCase) : '-'),
  },
  { key: 'assignedToName', title: 'Agent', width: 160, render: (_v, row) => row.assignedToName ?? '-' },
  {
    key: 'battery',
    title: 'Battery',
    width: 90,
    align: 'right',
    render: (_v, row) =>
      formatPercent(
        row.battery === null || row.battery === undefined ? row.battery : Math.round(row.battery),
      ),
  },
  {
    key: 'vehicleStatus',
    title: 'Vehicle status',
    width: 120,
    render: (_v, row) =>
      row.vehicleStatus ? <Tag color={STATUS_COLOURS[row.vehicleStatus]}>{row.vehicleStatus}</Tag> : '-',
  },
];
