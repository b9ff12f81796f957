import { Card, Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { lockStatusText } from '../../../i18n/sharedLabels';
import { OpsMap, VehiclePin } from '../../../components/map';
import { fmtDate } from '../../../lib/format';
import type { PageVehicle } from './vehiclePageApi';

const LOCK_COLORS: Record<string, string> = { locked: 'green', unlocked: 'orange', none: 'red' };

/**
 * Where the vehicle is and whether it is locked, kept live by the workspace's vehicle
 * subscription (SCOOTER_COORDINATES, VEHICLE_LOCK_STATUS, VEHICLE_BAT_LOCK_STATUS).
 */
export function VehicleLiveCard({ vehicle }: { vehicle: PageVehicle }) {
  const { t } = useTranslation();
  const mapLink = `https://www.openstreetmap.org/?mlat=${vehicle.lat}&mlon=${vehicle.long}#map=17/${vehicle.lat}/${vehicle.long}`;
  return (
    <Card size="small" title={t('vehiclePage.live.title')} className="detail-card" data-testid="vehicle-live">
      {!vehicle.isLatLongZero && (
        <div style={{ marginBottom: 8 }}>
          <OpsMap
            height={260}
            zoom={16}
            centre={{ lat: vehicle.lat, lng: vehicle.long }}
            offered={['Areas', 'Ops Fences']}
            initial={['Areas']}
            testId="vehicle-map"
          >
            <VehiclePin code={vehicle.code} lat={vehicle.lat} long={vehicle.long} />
          </OpsMap>
        </div>
      )}
      <Descriptions size="small" column={1} colon={false}>
        <Descriptions.Item label={t('vehiclePage.live.position')}>
          {vehicle.isLatLongZero ? (
            t('vehiclePage.live.noPosition')
          ) : (
            <a href={mapLink} target="_blank" rel="noreferrer" data-testid="vehicle-position">
              {vehicle.lat.toFixed(6)}, {vehicle.long.toFixed(6)}
            </a>
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('vehiclePage.live.lock')}>
          <Tag color={LOCK_COLORS[vehicle.lockStatus] ?? 'default'} data-testid="vehicle-live-lock">
            {lockStatusText(t, vehicle.lockStatus)}
          </Tag>
        </Descriptions.Item>
        {vehicle.manufacturer === 'Kuickwheel' && (
          <Descriptions.Item label={t('vehiclePage.live.batteryLock')}>
            {vehicle.batLock ? t('vehiclePage.live.locked') : t('vehiclePage.live.unlocked')}
          </Descriptions.Item>
        )}
        <Descriptions.Item label={t('vehiclePage.live.inRide')}>
          {vehicle.inRide ? t('list.yes') : t('list.no')}
        </Descriptions.Item>
        <Descriptions.Item label={t('vehiclePage.live.lastUpdate')}>
          {fmtDate(vehicle.lastUpdate)}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
