import { Link } from 'react-router';
import { Space, Tag } from 'antd';
import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import type { TFunction } from 'i18next';
import type { VehiclesSortField } from '@ops/shared/lists/vehicles';
import type { ListColumn } from '../../components/list/ListPage';
import { vehiclePath } from '../../app/paths';
import type { VehicleRow } from './vehiclesApi';
import { urgencyLabel } from '@ops/shared/rules/alerts';
import { i18n } from '../../i18n/i18n';
import { lockStatusText, vehicleStatusText } from '../../i18n/sharedLabels';
import { fmtDate, formatPercent } from '../../lib/format';

dayjs.extend(localizedFormat);

export const STATUS_COLOURS: Record<string, string> = { on: 'green', ready: 'blue', off: 'default' };

/**
 * The flags a row carries, worded in the language shown; an ordinary vehicle has none. The
 * urgency's own words are the task cases' (shared/rules/alerts.ts), English for now.
 */
export function vehicleFlags(
  vehicle: VehicleRow,
  t: TFunction = i18n.getFixedT(null, 'translation'),
): Array<{ label: string; colour: string }> {
  const flags: Array<{ label: string; colour: string }> = [];
  if (vehicle.inRide) flags.push({ label: t('vehicles.flag.inRide'), colour: 'blue' });
  if (vehicle.disabled) flags.push({ label: t('vehicles.flag.disabled'), colour: 'red' });
  if (vehicle.stolenAlert) flags.push({ label: t('vehicles.flag.stolen'), colour: 'magenta' });
  if (vehicle.isUrgent)
    flags.push({
      label: vehicle.urgencyType
        ? t('vehicles.flag.urgentType', { type: urgencyLabel(vehicle.urgencyType) })
        : t('vehicles.flag.urgent'),
      colour: 'orange',
    });
  if (vehicle.isOutOfFence) flags.push({ label: t('vehicles.flag.outOfFence'), colour: 'volcano' });
  if (vehicle.isMuted) flags.push({ label: t('vehicles.flag.muted'), colour: 'default' });
  if (vehicle.isInStorage) flags.push({ label: t('vehicles.flag.inStorage'), colour: 'default' });
  return flags;
}

/** The columns in the language shown (rebuilt when it changes). */
export function vehicleColumns(t: TFunction): ListColumn<VehicleRow, VehiclesSortField>[] {
  return [
    {
      key: 'code',
      width: 120,
      title: t('vehicles.col.code'),
      sortField: 'code',
      // 02 §2 links: /app/vehicle/{code}; the vehicle page reads an id or a code.
      render: (_v, vehicle) => (
        <Link to={vehiclePath(vehicle.code)} onClick={(event) => event.stopPropagation()}>
          {vehicle.code}
        </Link>
      ),
    },
    {
      key: 'vehicleType',
      width: 100,
      title: t('vehicles.col.vehicleType'),
      render: (_v, vehicle) => vehicle.vehicleType,
    },
    {
      key: 'manufacturer',
      width: 120,
      title: t('vehicles.col.manufacturer'),
      render: (_v, vehicle) => vehicle.manufacturer,
    },
    {
      key: 'battery',
      width: 100,
      title: t('vehicles.col.battery'),
      sortField: 'battery',
      align: 'right',
      render: (_v, vehicle) => formatPercent(vehicle.displayedBattery),
    },
    {
      key: 'status',
      width: 90,
      title: t('vehicles.col.status'),
      render: (_v, vehicle) => (
        <Tag color={STATUS_COLOURS[vehicle.status]}>{vehicleStatusText(t, vehicle.status)}</Tag>
      ),
    },
    {
      key: 'iotStatus',
      width: 90,
      title: t('vehicles.col.iotStatus'),
      render: (_v, vehicle) => (
        <Tag color={STATUS_COLOURS[vehicle.iotStatus]}>{vehicleStatusText(t, vehicle.iotStatus)}</Tag>
      ),
    },
    {
      key: 'lockStatus',
      width: 100,
      title: t('vehicles.col.lockStatus'),
      render: (_v, vehicle) => lockStatusText(t, vehicle.lockStatus),
    },
    {
      key: 'area',
      width: 130,
      title: t('vehicles.col.area'),
      render: (_v, vehicle) => (vehicle.area ? <span dir="auto">{vehicle.area.name}</span> : '-'),
    },
    {
      key: 'flags',
      width: 300,
      title: t('vehicles.col.flags'),
      render: (_v, vehicle) => (
        <Space size={[4, 4]} wrap>
          {vehicleFlags(vehicle, t).map((flag) => (
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
      title: t('vehicles.col.location'),
      hiddenByDefault: true,
      render: (_v, vehicle) => `${vehicle.lat.toFixed(5)}, ${vehicle.long.toFixed(5)}`,
    },
    {
      key: 'lastUpdate',
      width: 180,
      title: t('vehicles.col.lastUpdate'),
      sortField: 'lastUpdate',
      render: (_v, vehicle) => (vehicle.lastUpdate ? fmtDate(vehicle.lastUpdate) : '-'),
    },
  ];
}
