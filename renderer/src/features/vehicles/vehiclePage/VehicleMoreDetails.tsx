import { Card, Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { appPath } from '../../../app/paths';
import { Phone } from '../../../components/Phone';
import { fmtDate, formatBareCount, formatPercent } from '../../../lib/format';
import type { PageVehicle } from './vehiclePageApi';
import { urgencyLabel } from '@ops/shared/rules/alerts';

const orDash = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '-' : String(value);

/**
 * The 01 §3 Vehicle fields the workspace's card leaves out: raw battery readings, the last
 * initiator with where they started it, urgency and the battery's range and serial.
 */
export function VehicleMoreDetails({ vehicle }: { vehicle: PageVehicle }) {
  const { t } = useTranslation();
  const where = vehicle.lastInitiatorLocation;
  return (
    <Card size="small" title={t('vehiclePage.more.title')} className="detail-card" data-testid="vehicle-more">
      <Descriptions size="small" column={1} colon={false}>
        <Descriptions.Item label={t('vehiclePage.more.batteryRaw')}>{vehicle.battery}</Descriptions.Item>
        <Descriptions.Item label={t('vehiclePage.more.realBattery')}>
          {formatPercent(vehicle.realBatteryValue)}
        </Descriptions.Item>
        <Descriptions.Item label={t('vehiclePage.more.phoneBattery')}>
          {formatPercent(vehicle.phoneBattery)}
        </Descriptions.Item>
        <Descriptions.Item label={t('vehiclePage.more.travelRange')}>
          {vehicle.batteryTravelRange === null || vehicle.batteryTravelRange === undefined
            ? '-'
            : t('vehiclePage.more.km', { n: formatBareCount(vehicle.batteryTravelRange) })}
        </Descriptions.Item>
        <Descriptions.Item label={t('vehiclePage.more.batterySerial')}>
          {orDash(vehicle.batterySerial)}
        </Descriptions.Item>
        <Descriptions.Item label={t('vehiclePage.more.lastInitiator')}>
          {vehicle.lastInitiator ? (
            <Link
              to={appPath(`user/${vehicle.lastInitiator._id}`)}
              data-testid="vehicle-initiator"
              dir="auto"
            >
              {vehicle.lastInitiator.name}
            </Link>
          ) : (
            '-'
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('vehiclePage.more.initiatorPhone')}>
          <Phone number={vehicle.lastInitiator?.phoneNumber} />
        </Descriptions.Item>
        <Descriptions.Item label={t('vehiclePage.more.initiatedAt')}>
          {fmtDate(vehicle.lastInitDate)}
        </Descriptions.Item>
        <Descriptions.Item label={t('vehiclePage.more.initiatorLocation')}>
          <span data-testid="vehicle-initiator-location">
            {where ? `${where.lat.toFixed(6)}, ${where.lng.toFixed(6)}` : '-'}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('vehiclePage.more.urgent')}>
          {vehicle.isUrgent ? (
            <Tag color="red">
              {vehicle.urgencyType ? urgencyLabel(vehicle.urgencyType) : t('vehiclePage.more.urgent')}
            </Tag>
          ) : (
            t('list.no')
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('vehiclePage.more.stolenAlert')}>
          {vehicle.stolenAlert ? <Tag color="red">{t('vehiclePage.more.lostStolen')}</Tag> : t('list.no')}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
