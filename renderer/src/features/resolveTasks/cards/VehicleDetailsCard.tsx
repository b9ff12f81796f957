import { Card, Descriptions, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { LAST_MOVE_BEEP_MINUTES } from '@ops/shared/rules/constants';
import type { VehicleDetails } from '../resolveTasksApi';
import { fmtDate } from '../../../lib/format';
import { useNow } from '../../../lib/useNow';
import { isRecentMoveBeep } from '../timers';

type Vehicle = VehicleDetails['vehicle'];

/** 01 §2 Vehicle Details card, with the 'Last Move Beep' label (last 10 minutes). */
export function VehicleDetailsCard({ vehicle, lastMoveBeep }: { vehicle: Vehicle; lastMoveBeep: string | null }) {
  const now = useNow(30_000);
  const recentBeep = isRecentMoveBeep(lastMoveBeep, now, LAST_MOVE_BEEP_MINUTES);
  return (
    <Card size="small" title="Vehicle Details" className="detail-card" data-testid="vehicle-card">
      <Descriptions size="small" column={1} colon={false}>
        <Descriptions.Item label="Code"><Link to={`/app/vehicle/${vehicle.code}`}>{vehicle.code}</Link></Descriptions.Item>
        <Descriptions.Item label="Status">{vehicle.status} {vehicle.disabled && <Tag color="red">Disabled</Tag>}</Descriptions.Item>
        <Descriptions.Item label="IoT">{vehicle.iotStatus}</Descriptions.Item>
        <Descriptions.Item label="Lock"><span data-testid="vehicle-lock">{vehicle.lockStatus}</span></Descriptions.Item>
        <Descriptions.Item label="Battery">{vehicle.displayedBattery ?? vehicle.battery}%{vehicle.phoneBattery !== null ? ` · phone ${vehicle.phoneBattery}%` : ''}</Descriptions.Item>
        {vehicle.manufacturer === 'Kuickwheel' && <Descriptions.Item label="Battery lock">{vehicle.batLock ? 'Locked' : 'Unlocked'}</Descriptions.Item>}
        <Descriptions.Item label="Type">{vehicle.vehicleType} · {vehicle.manufacturer}</Descriptions.Item>
        <Descriptions.Item label="Area">{vehicle.area?.name ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="Fence">
          {vehicle.isOutOfFence ? <Tag color="orange">Out Of Fence</Tag> : vehicle.inOpsFence ? <Tag color="purple">Ops fence</Tag> : 'In fence'}
        </Descriptions.Item>
        {vehicle.speedLimit !== null && (
          <Descriptions.Item label="Speed limit">{vehicle.speedLimit} km/h until {fmtDate(vehicle.speedLimitUntil)}</Descriptions.Item>
        )}
        <Descriptions.Item label="Last update">{fmtDate(vehicle.lastUpdate)}</Descriptions.Item>
        <Descriptions.Item label="Last initiator">
          {vehicle.lastInitiator ? `${vehicle.lastInitiator.name} · ${fmtDate(vehicle.lastInitDate)}` : '-'}
        </Descriptions.Item>
        <Descriptions.Item label="Last Move Beep">
          <Typography.Text type={recentBeep ? 'danger' : undefined} data-testid="last-move-beep">
            {lastMoveBeep ? fmtDate(lastMoveBeep) : '-'}
            {recentBeep ? ` (within ${LAST_MOVE_BEEP_MINUTES} minutes)` : ''}
          </Typography.Text>
        </Descriptions.Item>
        {vehicle.stolenAlert && <Descriptions.Item label="Alert"><Tag color="red">Stolen alert</Tag></Descriptions.Item>}
      </Descriptions>
    </Card>
  );
}
