import { Link } from 'react-router';
import { Space, Tag } from 'antd';
import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import type { VehiclesSortField } from '@ops/shared/lists/vehicles';
import type { ListColumn } from '../../components/list/ListPage';
import { vehiclePath } from '../../app/paths';
import type { VehicleRow } from './vehiclesApi';
import { urgencyLabel } from '@ops/shared/rules/alerts';
import { fmtDate } from '../../lib/format';

dayjs.extend(localizedFormat);

export const STATUS_COLOURS: Record<string, string> = { on: 'green', ready: 'blue', off: 'default' };

/** The flags a row carries, worded; an ordinary vehicle has none. */
export function vehicleFlags(vehicle: VehicleRow): Array<{ label: string; colour: string }> {
  const flags: Array<{ label: string; colour: string }> = [];
  if (vehicle.inRide) flags.push({ label: 'In ride', colour: 'blue' });
  if (vehicle.disabled) flags.push({ label: 'Disabled', colour: 'red' });
  if (vehicle.stolenAlert) flags.push({ label: 'Lost/stolen', colour: 'magenta' });
  if (vehicle.isUrgent) flags.push({ label: vehicle.urgencyType ? `Urgent: ${urgencyLabel(vehicle.urgencyType)}` : 'Urgent', colour: 'orange' });
  if (vehicle.isOutOfFence) flags.push({ label: 'Out of fence', colour: 'volcano' });
  if (vehicle.isMuted) flags.push({ label: 'Muted', colour: 'default' });
  if (vehicle.isInStorage) flags.push({ label: 'In storage', colour: 'default' });
  return flags;
}

export const VEHICLE_COLUMNS: ListColumn<VehicleRow, VehiclesSortField>[] = [
  {
    key: 'code',
    width: 120,
    title: 'Code',
    sortField: 'code',
    // 02 §2 links: /app/vehicle/{code}; the vehicle page reads an id or a code.
    render: (_v, vehicle) => (
      <Link to={vehiclePath(vehicle.code)} onClick={(event) => event.stopPropagation()}>
        {vehicle.code}
      </Link>
    ),
  },
  { key: 'vehicleType', width: 100, title: 'Type', render: (_v, vehicle) => vehicle.vehicleType },
  { key: 'manufacturer', width: 120, title: 'Manufacturer', render: (_v, vehicle) => vehicle.manufacturer },
  {
    key: 'battery',
    width: 100,
    title: 'Battery',
    sortField: 'battery',
    align: 'right',
    render: (_v, vehicle) => (vehicle.displayedBattery === null || vehicle.displayedBattery === undefined ? '-' : `${vehicle.displayedBattery}%`),
  },
  { key: 'status', width: 90, title: 'Status', render: (_v, vehicle) => <Tag color={STATUS_COLOURS[vehicle.status]}>{vehicle.status}</Tag> },
  { key: 'iotStatus', width: 90, title: 'IoT', render: (_v, vehicle) => <Tag color={STATUS_COLOURS[vehicle.iotStatus]}>{vehicle.iotStatus}</Tag> },
  { key: 'lockStatus', width: 100, title: 'Lock', render: (_v, vehicle) => vehicle.lockStatus },
  { key: 'area', width: 130, title: 'Area', render: (_v, vehicle) => vehicle.area?.name ?? '-' },
  {
    key: 'flags',
    width: 300,
    title: 'Flags',
    render: (_v, vehicle) => (
      <Space size={[4, 4]} wrap>
        {vehicleFlags(vehicle).map((flag) => (
          <Tag key={flag.label} color={flag.colour}>
            {flag.label}
          </Tag>
        ))}
      </Space>
    ),
  },
  {
    key: 'location',
    width: 180,
    title: 'Location',
    hiddenByDefault: true,
    render: (_v, vehicle) => `${vehicle.lat.toFixed(5)}, ${vehicle.long.toFixed(5)}`,
  },
  {
    key: 'lastUpdate',
    width: 180,
    title: 'Last update',
    sortField: 'lastUpdate',
    render: (_v, vehicle) => (vehicle.lastUpdate ? fmtDate(vehicle.lastUpdate) : '-'),
  },
];
