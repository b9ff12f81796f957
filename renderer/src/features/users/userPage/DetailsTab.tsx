import { Descriptions, Tag } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { userPath } from '../../../app/paths';
import { formatBareCount } from '../../../lib/format';
import { fmtDate, fmtEgp } from './format';
import type { UserInfo } from './userPageApi';

const dash = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '-' : value;
/** User-written or user-chosen text (names, areas, codes): its own direction (issue 28). */
const own = (value: string | null | undefined) => (value ? <span dir="auto">{value}</span> : '-');

/** The 02 §3 User fields a person reads (the device fields are the Devices tab's). */
export function DetailsTab({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  return (
    <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} data-testid="user-details">
      <Descriptions.Item label={t('userPage.details.name')}>{own(user.name)}</Descriptions.Item>
      <Descriptions.Item label={t('userPage.details.email')}>{dash(user.email)}</Descriptions.Item>
      <Descriptions.Item label={t('userPage.details.type')}>
        {user.type === 'operations' ? t('users.typeOperations') : t('users.typeUser')}
      </Descriptions.Item>
      <Descriptions.Item label={t('userPage.details.role')}>
        {dash(user.roleName)}
        {user.prevRoleName ? t('userPage.details.previously', { role: user.prevRoleName }) : ''}
      </Descriptions.Item>
      <Descriptions.Item label={t('userPage.details.area')}>{own(user.area?.name)}</Descriptions.Item>
      <Descriptions.Item label={t('userPage.details.opsAreas')}>
        {user.opsAreas.length
          ? user.opsAreas.map((area) => (
              <Tag key={area._id} dir="auto">
                {area.name}
              </Tag>
            ))
          : '-'}
      </Descriptions.Item>
      <Descriptions.Item label={t('userPage.details.registered')}>
        {fmtDate(user.createdAt)}
      </Descriptions.Item>
      <Descriptions.Item label={t('userPage.details.lastRide')}>{fmtDate(user.lastRideAt)}</Descriptions.Item>
      <Descriptions.Item label={t('userPage.details.trips')}>
        {formatBareCount(user.tripsCount)}
      </Descriptions.Item>
      <Descriptions.Item label={t('userPage.details.successfulRides')}>
        {formatBareCount(user.successRidesNumber)}
      </Descriptions.Item>
      <Descriptions.Item label={t('userPage.details.rentals')}>
        {formatBareCount(user.rentalsCount)}
      </Descriptions.Item>
      <Descriptions.Item label={t('userPage.details.balance')}>{fmtEgp(user.balance)}</Descriptions.Item>
      <Descriptions.Item label={t('userPage.details.paymentMethod')}>
        {user.paymentMethod === 'card' ? t('userPage.details.card') : t('userPage.details.balanceMethod')}
        {user.gateway ? ` (${user.gateway})` : ''}
      </Descriptions.Item>
      <Descriptions.Item label={t('userPage.details.promocode')}>
        {dash(user.promocode?.code)}
      </Descriptions.Item>
      <Descriptions.Item label={t('userPage.details.language')}>
        {user.lang === 'ar' ? t('userPage.details.arabic') : t('userPage.details.english')}
      </Descriptions.Item>
      <Descriptions.Item label={t('userPage.details.appVersion')}>
        {dash(user.usedAppVersion)}
      </Descriptions.Item>
      <Descriptions.Item label={t('userPage.details.nationalId')}>{dash(user.nationalID)}</Descriptions.Item>
      <Descriptions.Item label={t('userPage.details.referralCode')}>
        {dash(user.referralCode)}
      </Descriptions.Item>
      <Descriptions.Item label={t('userPage.details.referredBy')}>
        {user.referrer ? (
          <Link to={userPath(user.referrer._id)} dir="auto">
            {user.referrer.name || user.referrer.phoneNumber}
          </Link>
        ) : (
          dash(user.referrerCode)
        )}
      </Descriptions.Item>
      {user.type === 'operations' && (
        <Descriptions.Item label={t('userPage.details.exceptionalAttendance')}>
          {user.exceptionalOpsAttendance ? t('list.yes') : t('list.no')}
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}
