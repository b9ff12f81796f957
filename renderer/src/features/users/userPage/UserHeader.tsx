import { Card, Descriptions, Flex, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Phone } from '../../../components/Phone';
import { UserActionsPanel } from './actions/UserActionsPanel';
import { fmtEgp } from './format';
import { useGetUsersRevenuesQuery, type UserInfo } from './userPageApi';

/** The tags a support desk reads first: active, blocked, express, staff. */
function StatusTags({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  return (
    <Flex gap={4} wrap data-testid="user-status-tags">
      <Tag color={user.active ? 'green' : 'red'}>
        {user.active ? t('userPage.active') : t('userPage.inactive')}
      </Tag>
      {user.isBlockedFromDashboard && <Tag color="red">{t('userPage.blockedFromDashboard')}</Tag>}
      {user.blockedByDeviceId && <Tag color="red">{t('userPage.blockedByDevice')}</Tag>}
      {user.isExpressRider && <Tag color="blue">{t('userPage.expressRider')}</Tag>}
      {user.isExpressAdmin && <Tag color="blue">{t('userPage.expressAdmin')}</Tag>}
      {user.type === 'operations' && (
        <Tag color="purple">
          {user.roleName ? t('userPage.operationsRole', { role: user.roleName }) : t('userPage.operations')}
        </Tag>
      )}
    </Flex>
  );
}

/** The user page's header: who, how to reach them, money, status, revenues and the actions. */
export function UserHeader({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const revenues = useGetUsersRevenuesQuery(user._id);
  return (
    <Card data-testid="user-header">
      <Flex justify="space-between" align="start" gap={16} wrap>
        <Flex vertical gap={8}>
          <Typography.Title level={1} className="ops-page-title" data-testid="user-name">
            {/* A name's own direction inside the page's (issue 28: user-written text is dir="auto"). */}
            {user.name ? <span dir="auto">{user.name}</span> : t('userPage.unnamed')}
          </Typography.Title>
          <StatusTags user={user} />
        </Flex>
        <UserActionsPanel userId={user._id} />
      </Flex>
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }} style={{ marginTop: 12 }}>
        <Descriptions.Item label={t('userPage.phone')}>
          <Phone number={user.phoneNumber} testId="user-phone" />
        </Descriptions.Item>
        <Descriptions.Item label={t('userPage.balance')}>
          <Typography.Text type={user.balance < 0 ? 'danger' : undefined} data-testid="user-balance">
            {fmtEgp(user.balance)}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('userPage.actualRevenue')}>
          {revenues.isLoading ? (
            <Skeleton.Input size="small" active />
          ) : (
            <span data-testid="user-actual-rev">
              {revenues.isError ? '-' : fmtEgp(revenues.data?.actualRev)}
            </span>
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('userPage.totalRevenue')}>
          {revenues.isLoading ? (
            <Skeleton.Input size="small" active />
          ) : (
            <span data-testid="user-total-rev">
              {revenues.isError ? '-' : fmtEgp(revenues.data?.totalRev)}
            </span>
          )}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
