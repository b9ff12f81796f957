import { Card, Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { canEndRide } from '@ops/shared/rules/taskActions';
import type { TaskRide } from '../workspaceTypes';
import { fmtDate, fmtMinutes, fmtMoney } from '../../../lib/format';
import { useLiveRidePrice } from './useLiveRidePrice';
import { rideStatusText } from '../../../i18n/sharedLabels';

/** 01 §2 Last Ride Details; while ongoing the time and price move every 60 s (01 §4). */
export function LastRideCard({ ride }: { ride: TaskRide | null }) {
  const { t } = useTranslation();
  const live = useLiveRidePrice(ride);
  return (
    <Card size="small" title={t('workspace.rideCard.title')} className="detail-card" data-testid="ride-card">
      {!ride ? (
        t('workspace.rideCard.none')
      ) : (
        <Descriptions size="small" column={1} colon={false}>
          <Descriptions.Item label={t('workspace.rideCard.ride')}>
            <Link to={`/app/rides/${ride._id}`}>{ride._id.slice(-8)}</Link>
          </Descriptions.Item>
          <Descriptions.Item label={t('workspace.rideCard.status')}>
            <Tag color={canEndRide(ride.status) ? 'green' : undefined} data-testid="ride-status">
              {rideStatusText(t, ride.status)}
            </Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t('workspace.rideCard.start')}>
            {fmtDate(ride.start_time)}
          </Descriptions.Item>
          <Descriptions.Item label={t('workspace.rideCard.end')}>{fmtDate(ride.end_time)}</Descriptions.Item>
          <Descriptions.Item label={t('workspace.rideCard.time')}>
            <span data-testid="ride-time">{fmtMinutes(live ? live.durationMs : ride.time)}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('workspace.rideCard.price')}>
            <span data-testid="ride-price">{fmtMoney(live ? live.price : ride.price)}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('workspace.rideCard.battery')}>
            {ride.startVehicleBattery ?? '-'} → {ride.endVehicleBattery ?? '-'}
          </Descriptions.Item>
          <Descriptions.Item label={t('workspace.rideCard.endedBy')}>
            {ride.endedBy ?? '-'}
            {ride.endedByReason ? ` (${ride.endedByReason})` : ''}
          </Descriptions.Item>
          {ride.compensationAmount > 0 && (
            <Descriptions.Item label={t('workspace.rideCard.compensated')}>
              {fmtMoney(ride.compensationAmount)}
            </Descriptions.Item>
          )}
          {ride.rating !== null && (
            <Descriptions.Item label={t('workspace.rideCard.rating')}>
              {ride.rating} <span dir="auto">{ride.feedbackComment ?? ''}</span>
            </Descriptions.Item>
          )}
        </Descriptions>
      )}
    </Card>
  );
}
