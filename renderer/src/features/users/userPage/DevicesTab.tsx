import { Card, Descriptions, Flex, Table, Tag } from 'antd';
import { Link } from 'react-router';
import { userPath } from '../../../app/paths';
import { EmptyState } from '../../../components/EmptyState';
import { Phone } from '../../../components/Phone';
import { useGetRelatedUsersOfDeviceIdQuery, type RelatedDeviceUser, type UserInfo } from './userPageApi';

type Device = UserInfo['uniqueDeviceIdHistory'][number];

/** Flags of one device; a flag the app never reported shows nothing rather than a guess. */
function DeviceFlags({ device }: { device: Device }) {
  return (
    <Flex gap={4} wrap>
      {device.isPhoneRooted && <Tag color="red">Rooted</Tag>}
      {device.isPhoneRooted && device.allowedRootedPhone && <Tag color="orange">Rooted allowed</Tag>}
      {device.deviceIdBlocked && <Tag color="red">Blocked</Tag>}
      {device.isPhoneRooted === false && <Tag color="green">Not rooted</Tag>}
    </Flex>
  );
}

/** uniqueDeviceIdHistory with rooted flags, and the other accounts seen on these devices. */
export function DevicesTab({ user }: { user: UserInfo }) {
  const related = useGetRelatedUsersOfDeviceIdQuery(user._id);
  return (
    <Flex vertical gap={16} data-testid="user-devices">
      <Descriptions size="small" column={{ xs: 1, md: 3 }}>
        <Descriptions.Item label="Current device">{user.uniqueDeviceId ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="System">
          {[user.operatingSystem, user.operatingSystemVersion].filter(Boolean).join(' ') || '-'}
        </Descriptions.Item>
        <Descriptions.Item label="Blocked by device">
          {user.blockedByDeviceId ? 'Yes' : 'No'}
        </Descriptions.Item>
      </Descriptions>
      <Card size="small" title="Device history">
        <Table<Device>
          size="small"
          rowKey="deviceId"
          pagination={false}
          dataSource={user.uniqueDeviceIdHistory}
          locale={{ emptyText: <EmptyState title="No devices recorded" /> }}
          columns={[
            {
              key: 'deviceId',
              title: 'Device ID',
              dataIndex: 'deviceId',
              render: (id: string) => (
                <span className="cell-text">
                  {id}
                  {id === user.uniqueDeviceId ? ' (current)' : ''}
                </span>
              ),
            },
            {
              key: 'system',
              title: 'System',
              render: (_v, d) =>
                [d.operatingSystem, d.operatingSystemVersion].filter(Boolean).join(' ') || '-',
            },
            { key: 'flags', title: 'Flags', render: (_v, d) => <DeviceFlags device={d} /> },
          ]}
          onRow={(d) => ({ 'data-testid': `user-device-${d.deviceId}` }) as React.HTMLAttributes<HTMLElement>}
        />
      </Card>
      <Card size="small" title="Other accounts on these devices">
        <Table<RelatedDeviceUser>
          size="small"
          rowKey="_id"
          pagination={false}
          loading={related.isFetching}
          dataSource={related.data ?? []}
          locale={{
            emptyText: (
              <EmptyState
                title={
                  related.isError ? 'Could not load related accounts' : 'No other accounts use these devices'
                }
              />
            ),
          }}
          columns={[
            {
              key: 'name',
              title: 'Name',
              render: (_v, u) => <Link to={userPath(u._id)}>{u.name || u._id}</Link>,
            },
            { key: 'phone', title: 'Phone', render: (_v, u) => <Phone number={u.phoneNumber} /> },
            {
              key: 'status',
              title: 'Status',
              render: (_v, u) => (
                <Flex gap={4}>
                  <Tag color={u.active ? 'green' : 'red'}>{u.active ? 'Active' : 'Inactive'}</Tag>
                  {u.blockedByDeviceId && <Tag color="red">Blocked by device</Tag>}
                </Flex>
              ),
            },
            {
              key: 'shared',
              title: 'Shared devices',
              render: (_v, u) => <span className="cell-text">{u.sharedDeviceIds.join(', ')}</span>,
            },
          ]}
          onRow={(u) => ({ 'data-testid': `user-related-${u._id}` }) as React.HTMLAttributes<HTMLElement>}
        />
      </Card>
    </Flex>
  );
}
