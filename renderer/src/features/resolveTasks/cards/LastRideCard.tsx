import { Card, Descriptions, Tag } from 'antd';
import { Link } from 'react-router';
import { canEndRide } from '@ops/shared/rules/taskActions';
import type { TaskRide } from '../resolveTasksApi';
import { fmtDate, fmtMinutes, fmtMoney } from '../../../lib/format';
import { useLiveRidePrice } from './useLiveRidePrice';

/** 01 §2 Last Ride Details; while ongoing the time and price move every 60 s (01 §4). */
export function LastRideCard({ ride }: { ride: TaskRide | null }) {
  const live = useLiveRidePrice(ride);
  return (
    <Card size="small" title="Last Ride Details" className="detail-card" data-testid="ride-card">
      {!ride ? (
        'No ride found!'
      ) : (
        <Descriptions size="small" column={1} colon={false}>
          <Descriptions.Item label="Ride"><Link to={`/app/rides/${ride._id}`}>{ride._id.slice(-8)}</Link></Descriptions.Item>
          <Descriptions.Item label="Status">
            <Tag color={canEndRide(ride.status) ? 'green' : undefined} data-testid="ride-status">{ride.status}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label="Start">{fmtDate(ride.start_time)}</Descriptions.Item>
          <Descriptions.Item label="End">{fmtDate(ride.end_time)}</Descriptions.Item>
          <Descriptions.Item label="Time"><span data-testid="ride-time">{fmtMinutes(live ? live.durationMs : ride.time)}</span></Descriptions.Item>
          <Descriptions.Item label="Price"><span data-testid="ride-price">{fmtMoney(live ? live.price : ride.price)}</span></Descriptions.Item>
          <Descriptions.Item label="Battery">{ride.startVehicleBattery ?? '-'} → {ride.endVehicleBattery ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="Ended by">{ride.endedBy ?? '-'}{ride.endedByReason ? ` (${ride.endedByReason})` : ''}</Descriptions.Item>
          {ride.compensationAmount > 0 && <Descriptions.Item label="Compensated">{fmtMoney(ride.compensationAmount)}</Descriptions.Item>}
          {ride.rating !== null && <Descriptions.Item label="Rating">{ride.rating} {ride.feedbackComment ?? ''}</Descriptions.Item>}
        </Descriptions>
      )}
    </Card>
  );
}
