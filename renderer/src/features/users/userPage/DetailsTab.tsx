import { Descriptions, Tag } from 'antd';
import { Link } from 'react-router';
import { userPath } from '../../../app/paths';
import { fmtDate, fmtEgp } from './format';
import type { UserInfo } from './userPageApi';

const dash = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? '-' : value);

/** The 02 §3 User fields a person reads (the device fields are the Devices tab's). */
export function DetailsTab({ user }: { user: UserInfo }) {
  return (
    <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} data-testid="user-details">
      <Descriptions.Item label="Name">{dash(user.name)}</Descriptions.Item>
      <Descriptions.Item label="Email">{dash(user.email)}</Descriptions.Item>
      <Descriptions.Item label="Type">{user.type === 'operations' ? 'Operations' : 'User'}</Descriptions.Item>
      <Descriptions.Item label="Role">{dash(user.roleName)}{user.prevRoleName ? ` (previously ${user.prevRoleName})` : ''}</Descriptions.Item>
      <Descriptions.Item label="Area">{dash(user.area?.name)}</Descriptions.Item>
      <Descriptions.Item label="Operations areas">{user.opsAreas.length ? user.opsAreas.map((area) => <Tag key={area._id}>{area.name}</Tag>) : '-'}</Descriptions.Item>
      <Descriptions.Item label="Registered">{fmtDate(user.createdAt)}</Descriptions.Item>
      <Descriptions.Item label="Last ride">{fmtDate(user.lastRideAt)}</Descriptions.Item>
      <Descriptions.Item label="Trips">{user.tripsCount}</Descriptions.Item>
      <Descriptions.Item label="Successful rides">{user.successRidesNumber}</Descriptions.Item>
      <Descriptions.Item label="Rentals">{user.rentalsCount}</Descriptions.Item>
      <Descriptions.Item label="Balance">{fmtEgp(user.balance)}</Descriptions.Item>
      <Descriptions.Item label="Payment method">{user.paymentMethod === 'card' ? 'Card' : 'Balance'}{user.gateway ? ` (${user.gateway})` : ''}</Descriptions.Item>
      <Descriptions.Item label="Promocode">{dash(user.promocode?.code)}</Descriptions.Item>
      <Descriptions.Item label="Language">{user.lang === 'ar' ? 'Arabic' : 'English'}</Descriptions.Item>
      <Descriptions.Item label="App version">{dash(user.usedAppVersion)}</Descriptions.Item>
      <Descriptions.Item label="National ID">{dash(user.nationalID)}</Descriptions.Item>
      <Descriptions.Item label="Referral code">{dash(user.referralCode)}</Descriptions.Item>
      <Descriptions.Item label="Referred by">{user.referrer ? <Link to={userPath(user.referrer._id)}>{user.referrer.name || user.referrer.phoneNumber}</Link> : dash(user.referrerCode)}</Descriptions.Item>
      {user.type === 'operations' && <Descriptions.Item label="Exceptional attendance">{user.exceptionalOpsAttendance ? 'Yes' : 'No'}</Descriptions.Item>}
    </Descriptions>
  );
}
