import { Card, Descriptions, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LAST_MOVE_BEEP_MINUTES } from '@ops/shared/rules/constants';
import type { VehicleDetails } from '../workspaceTypes';
import { fmtDate, formatBareCount, formatPercent } from '../../../lib/format';
import { lockStatusText, vehicleStatusText } from '../../../i18n/sharedLabels';
import { useNow } from '../../../lib/useNow';
import { isRecentMoveBeep } from '../timers';

type Vehicle = VehicleDetails['vehicle'];

/** 01 §2 Vehicle Details card, with the 'Last Move Beep' label (last 10 minutes). */
export function VehicleDetailsCard({
  vehicle,
  lastMoveBeep,
}: {
  vehicle: Vehicle;
  lastMoveBeep: string | null;
}) {
  const { t } = useTranslation();
  const now = useNow(30_000);
  const recentBeep = isRecentMoveBeep(lastMoveBeep, now, LAST_MOVE_BEEP_MINUTES);
  return (
    <Card
      size="small"
      title={t('workspace.vehicleCard.title')}
      className="detail-card"
      data-testid="vehicle-card"
    >
      <Descriptions size="small" column={1} colon={false}>
        <Descriptions.Item label={t('workspace.vehicleCard.code')}>
          <Link to={`/app/vehicle/${vehicle.code}`}>{vehicle.code}</Link>
        </Descriptions.Item>
        <Descriptions.Item label={t('workspace.vehicleCard.status')}>
          {vehicleStatusText(t, vehicle.status)}{' '}
          {vehicle.disabled && <Tag color="red">{t('workspace.vehicleCard.disabled')}</Tag>}
        </Descriptions.Item>
        <Descriptions.Item label={t('workspace.vehicleCard.iot')}>
          {vehicleStatusText(t, vehicle.iotStatus)}
        </Descriptions.Item>
        <Descriptions.Item label={t('workspace.vehicleCard.lock')}>
          <span data-testid="vehicle-lock">{lockStatusText(t, vehicle.lockStatus)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('workspace.vehicleCard.battery')}>
          {formatPercent(vehicle.displayedBattery ?? vehicle.battery)}
          {vehicle.phoneBattery !== null
            ? t('workspace.vehicleCard.phoneBattery', { n: formatPercent(vehicle.phoneBattery) })
            : ''}
        </Descriptions.Item>
        {vehicle.manufacturer === 'Kuickwheel' && (
          <Descriptions.Item label={t('workspace.vehicleCard.batteryLock')}>
            {vehicle.batLock ? t('workspace.vehicleCard.locked') : t('workspace.vehicleCard.unlocked')}
          </Descriptions.Item>
        )}
        <Descriptions.Item label={t('workspace.vehicleCard.type')}>
          {vehicle.vehicleType} · {vehicle.manufacturer}
        </Descriptions.Item>
        <Descriptions.Item label={t('workspace.vehicleCard.area')}>
          {vehicle.area?.name ?? '-'}
        </Descriptions.Item>
        <Descriptions.Item label={t('workspace.vehicleCard.fence')}>
          {vehicle.isOutOfFence ? (
            <Tag color="orange">{t('workspace.vehicleCard.outOfFence')}</Tag>
          ) : vehicle.inOpsFence ? (
            <Tag color="purple">{t('workspace.vehicleCard.opsFence')}</Tag>
          ) : (
            t('workspace.vehicleCard.inFence')
          )}
        </Descriptions.Item>
        {vehicle.speedLimit !== null && (
          <Descriptions.Item label={t('workspace.vehicleCard.speedLimit')}>
            {t('workspace.vehicleCard.speedLimitUntil', {
              n: formatBareCount(vehicle.speedLimit),
              date: fmtDate(vehicle.speedLimitUntil),
            })}
          </Descriptions.Item>
        )}
        <Descriptions.Item label={t('workspace.vehicleCard.lastUpdate')}>
          {fmtDate(vehicle.lastUpdate)}
        </Descriptions.Item>
        <Descriptions.Item label={t('workspace.vehicleCard.lastInitiator')}>
          {/* One element: the item's content is a flex row, which would drop the space before the dot. */}
          {vehicle.lastInitiator ? (
            <span>
              <span dir="auto" style={{ whiteSpace: 'nowrap' }}>
                {vehicle.lastInitiator.name}
              </span>{' '}
              · {fmtDate(vehicle.lastInitDate)}
            </span>
          ) : (
            '-'
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('workspace.vehicleCard.lastMoveBeep')}>
          <Typography.Text type={recentBeep ? 'danger' : undefined} data-testid="last-move-beep">
            {lastMoveBeep ? fmtDate(lastMoveBeep) : '-'}
            {recentBeep
              ? t('workspace.vehicleCard.withinMinutes', { n: formatBareCount(LAST_MOVE_BEEP_MINUTES) })
              : ''}
          </Typography.Text>
        </Descriptions.Item>
        {vehicle.stolenAlert && (
          <Descriptions.Item label={t('workspace.vehicleCard.alert')}>
            <Tag color="red">{t('workspace.vehicleCard.stolenAlert')}</Tag>
          </Descriptions.Item>
        )}
      </Descriptions>
    </Card>
  );
}
