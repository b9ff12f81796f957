import { Card, Descriptions, Flex, Skeleton, Tag, Typography } from 'antd';
import { Phone } from '../../../components/Phone';
import { UserActionsPanel } from './actions/UserActionsPanel';
import { fmtEgp } from './format';
import { useGetUsersRevenuesQuery, type UserInfo } from './userPageApi';

/** The tags a support desk reads first: active, blocked, express, staff. */
function StatusTags({ user }: { user: UserInfo }) {
  return (
    <Flex gap={4} wrap data-testid="user-status-tags">
      <Tag color={user.active ? 'green' : 'red'}>{user.active ? 'Active' : 'Inactive'}</Tag>
      {user.isBlockedFromDashboard && <Tag color="red">Blocked from dashboard</Tag>}
      {user.blockedByDeviceId && <Tag color="red">Blocked by device</Tag>}
      {user.isExpressRider && <Tag color="blue">Express rider</Tag>}
      {user.isExpressAdmin && <Tag color="blue">Express admin</Tag>}
      {user.type === 'operations' && <Tag color="purple">{user.roleName ? `Operations · ${user.roleName}` : 'Operations'}</Tag>}
    </Flex>
  );
}

/** The user page's header: who, how to reach them, money, status, revenues and the actions. */
export function UserHeader({ user }: { user: UserInfo }) {
  const revenues = useGetUsersRevenuesQuery(user._id);
  return (
    <Card data-testid="user-header">
      <Flex justify="space-between" align="start" gap={16} wrap>
        <Flex vertical gap={8}>
          <Typography.Title level={1} className="ops-page-title" data-testid="user-name">
            {user.name || 'Unnamed user'}
          </Typography.Title>
          <StatusTags user={user} />
        </Flex>
        <UserActionsPanel userId={user._id} />
      </Flex>
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }} style={{ marginTop: 12 }}>
        <Descriptions.Item label="Phone">
          <Phone number={user.phoneNumber} testId="user-phone" />
        </Descriptions.Item>
        <Descriptions.Item label="Balance">
          <Typography.Text type={user.balance < 0 ? 'danger' : undefined} data-testid="user-balance">
            {fmtEgp(user.balance)}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label="Actual revenue">
          {revenues.isLoading ? <Skeleton.Input size="small" active /> : <span data-testid="user-actual-rev">{revenues.isError ? '-' : fmtEgp(revenues.data?.actualRev)}</span>}
        </Descriptions.Item>
        <Descriptions.Item label="Total revenue">
          {revenues.isLoading ? <Skeleton.Input size="small" active /> : <span data-testid="user-total-rev">{revenues.isError ? '-' : fmtEgp(revenues.data?.totalRev)}</span>}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
