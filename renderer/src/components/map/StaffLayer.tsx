import { useEffect, useState } from 'react';
import { Button, Space, Typography } from 'antd';
import { Marker, Popup } from 'react-leaflet';
import { useNavigate } from 'react-router';
import { MAP } from '@ops/shared/rules/constants';
import { userPath } from '../../app/paths';
import { formatDateTime } from '../../lib/format';
import { staffIcon } from './icons';
import { useMapStaffLocationsQuery, usePingUserOpsLocationMutation, type StaffLocationData } from './mapApi';

/** 03 §8 staff-location popup text. */
export const staffErrorText = (error: { code: string; message: string }) =>
  `Error Code: ${error.code} - ${error.message}`;

function PingButton({ userId }: { userId: string }) {
  const [ping, { isLoading }] = usePingUserOpsLocationMutation();
  const [sent, setSent] = useState(false);
  useEffect(() => {
    if (!sent) return;
    // 03 §2.5: after a ping, success shows for 10 seconds then resets.
    const timer = setTimeout(() => setSent(false), MAP.pingSuccessMs);
    return () => clearTimeout(timer);
  }, [sent]);
  const onPing = async () => {
    try {
      await ping(userId).unwrap();
      setSent(true);
    } catch (error) {
      // A ping failure is only logged (03 §2.5).
      console.error('ping failed', error);
    }
  };
  return (
    <Button
      size="small"
      type={sent ? 'default' : 'primary'}
      loading={isLoading}
      onClick={() => void onPing()}
      data-testid="staff-ping"
    >
      {sent ? 'Pinged' : 'Ping'}
    </Button>
  );
}

function StaffPopup({ location }: { location: StaffLocationData }) {
  const navigate = useNavigate();
  return (
    <div data-testid="staff-popup">
      <Typography.Text strong>{location.user.name}</Typography.Text>
      <div>{location.user.phoneNumber}</div>
      <div>Last update: {formatDateTime(location.createdAt)}</div>
      {location.error && <Typography.Text type="danger">{staffErrorText(location.error)}</Typography.Text>}
      <Space style={{ marginTop: 8 }}>
        <Button size="small" onClick={() => navigate(userPath(location.user._id))}>
          Details
        </Button>
        <PingButton userId={location.user._id} />
      </Space>
    </div>
  );
}

/** 'User Ops Location': each staff member's newest report, valid or invalid pin; moves live. */
export function StaffLayer() {
  const { data } = useMapStaffLocationsQuery();
  return (
    <>
      {(data ?? []).map((location) => (
        // A pin is a button to keyboards and screen readers (Leaflet gives it role="button"): its name is the person's.
        <Marker
          key={location.user._id}
          position={[location.lat, location.lng]}
          icon={staffIcon(!location.error)}
          title={
            location.error ? `${location.user.name}: ${staffErrorText(location.error)}` : location.user.name
          }
        >
          <Popup>
            <StaffPopup location={location} />
          </Popup>
        </Marker>
      ))}
    </>
  );
}
