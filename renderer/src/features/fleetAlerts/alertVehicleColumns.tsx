import { Link } from 'react-router';
import { Tag } from 'antd';
import {
  IOT_BATTERY_ALERT_LABELS,
  urgencyColour,
  urgencyLabel,
  type IotBatteryAlert,
} from '@ops/shared/rules/alerts';
import { vehiclePath } from '../../app/paths';
import type { ListColumn } from '../../components/list/ListPage';
import { formatDateTime, formatPercent } from '../../lib/format';
import { STATUS_COLOURS } from '../vehicles/vehicleColumns';
import type { AlertVehicle } from './liveAlerts';

const percent = (value: number | null | undefined) =>
  formatPercent(value === null || value === undefined ? value : Math.round(value));

export const codeColumn = <Row extends { code: string }>(): ListColumn<Row> => ({
  key: 'code',
  title: 'Vehicle',
  width: 120,
  render: (_v, row) => (
    <Link to={vehiclePath(row.code)} onClick={(event) => event.stopPropagation()}>
      {row.code}
    </Link>
  ),
});

export const areaColumn = <Row extends { area?: { name: string } | null }>(): ListColumn<Row> => ({
  key: 'area',
  title: 'Area',
  width: 140,
  render: (_v, row) => row.area?.name ?? '-',
});

export const urgencyColumn: ListColumn<AlertVehicle> = {
  key: 'urgencyType',
  title: 'Urgency',
  width: 170,
  render: (_v, row) =>
    row.urgencyType ? (
      <Tag
        color={urgencyColour(row.urgencyType) === 'red' ? 'red' : 'orange'}
        data-testid={`urgency-${row.code}`}
      >
        {urgencyLabel(row.urgencyType)}
      </Tag>
    ) : (
      '-'
    ),
};

export const iotBatteryColumn: ListColumn<AlertVehicle> = {
  key: 'iotBattery',
  title: 'IoT battery',
  width: 200,
  render: (_v, row) => (
    <>
      {percent(row.phoneBattery)}{' '}
      {row.iotBatteryAlert && (
        <Tag color={row.iotBatteryAlert === 'IOT_OFF' ? 'red' : 'orange'}>
          {IOT_BATTERY_ALERT_LABELS[row.iotBatteryAlert as IotBatteryAlert] ?? row.iotBatteryAlert}
        </Tag>
      )}
    </>
  ),
};

/** Columns every vehicle alert page shares, after its own. */
export const VEHICLE_STATE_COLUMNS: ListColumn<AlertVehicle>[] = [
  { key: 'battery', title: 'Battery', width: 90, align: 'right', render: (_v, row) => percent(row.battery) },
  {
    key: 'status',
    title: 'Status',
    width: 90,
    render: (_v, row) => (row.status ? <Tag color={STATUS_COLOURS[row.status]}>{row.status}</Tag> : '-'),
  },
  {
    key: 'iotStatus',
    title: 'IoT',
    width: 90,
    render: (_v, row) =>
      row.iotStatus ? <Tag color={STATUS_COLOURS[row.iotStatus]}>{row.iotStatus}</Tag> : '-',
  },
  { key: 'lockStatus', title: 'Lock', width: 90, render: (_v, row) => row.lockStatus || '-' },
  { key: 'inRide', title: 'In ride', width: 80, render: (_v, row) => (row.inRide ? 'Yes' : 'No') },
  {
    key: 'lastUpdate',
    title: 'Last update',
    width: 160,
    render: (_v, row) => formatDateTime(row.lastUpdate),
  },
  {
    key: 'location',
    title: 'Location',
    width: 180,
    hiddenByDefault: true,
    render: (_v, row) => `${row.lat.toFixed(5)}, ${row.long.toFixed(5)}`,
  },
];
