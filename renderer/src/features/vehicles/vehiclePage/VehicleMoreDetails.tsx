import { Card, Descriptions, Tag } from 'antd';
import { Link } from 'react-router';
import { appPath } from '../../../app/paths';
import { Phone } from '../../../components/Phone';
import { fmtDate } from '../../../lib/format';
import type { PageVehicle } from './vehiclePageApi';
import { urgencyLabel } from '@ops/shared/rules/alerts';

const orDash = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? '-' : String(value));

/**
 * The 01 §3 Vehicle fields the workspace's card leaves out: raw battery readings, the last
 * initiator with where they started it, urgency and the battery's range and serial.
 */
export function VehicleMoreDetails({ vehicle }: { vehicle: PageVehicle }) {
  const where = vehicle.lastInitiatorLocation;
  return (
    <Card size="small" title="More Details" className="detail-card" data-testid="vehicle-more">
      <Descriptions size="small" column={1} colon={false}>
        <Descriptions.Item label="Battery (raw)">{vehicle.battery}</Descriptions.Item>
        <Descriptions.Item label="Real battery">{vehicle.realBatteryValue === null || vehicle.realBatteryValue === undefined ? '-' : `${vehicle.realBatteryValue}%`}</Descriptions.Item>
        <Descriptions.Item label="Phone battery">{vehicle.phoneBattery === null || vehicle.phoneBattery === undefined ? '-' : `${vehicle.phoneBattery}%`}</Descriptions.Item>
        <Descriptions.Item label="Travel range">{vehicle.batteryTravelRange === null || vehicle.batteryTravelRange === undefined ? '-' : `${vehicle.batteryTravelRange} km`}</Descriptions.Item>
        <Descriptions.Item label="Battery serial">{orDash(vehicle.batterySerial)}</Descriptions.Item>
        <Descriptions.Item label="Last initiator">
          {vehicle.lastInitiator ? (
            <Link to={appPath(`user/${vehicle.lastInitiator._id}`)} data-testid="vehicle-initiator">
              {vehicle.lastInitiator.name}
            </Link>
          ) : (
            '-'
          )}
        </Descriptions.Item>
        <Descriptions.Item label="Initiator phone">
          <Phone number={vehicle.lastInitiator?.phoneNumber} />
        </Descriptions.Item>
        <Descriptions.Item label="Initiated at">{fmtDate(vehicle.lastInitDate)}</Descriptions.Item>
        <Descriptions.Item label="Initiator location">
          <span data-testid="vehicle-initiator-location">{where ? `${where.lat.toFixed(6)}, ${where.lng.toFixed(6)}` : '-'}</span>
        </Descriptions.Item>
        <Descriptions.Item label="Urgent">{vehicle.isUrgent ? <Tag color="red">{vehicle.urgencyType ? urgencyLabel(vehicle.urgencyType) : 'Urgent'}</Tag> : 'No'}</Descriptions.Item>
        <Descriptions.Item label="Stolen alert">{vehicle.stolenAlert ? <Tag color="red">Lost/stolen</Tag> : 'No'}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
