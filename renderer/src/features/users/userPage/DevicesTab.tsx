import { Card, Descriptions, Flex, Table, Tag } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { userPath } from '../../../app/paths';
import { EmptyState } from '../../../components/EmptyState';
import { Phone } from '../../../components/Phone';
import { useGetRelatedUsersOfDeviceIdQuery, type RelatedDeviceUser, type UserInfo } from './userPageApi';

type Device = UserInfo['uniqueDeviceIdHistory'][number];

/** Flags of one device; a flag the app never reported shows nothing rather than a guess. */
function DeviceFlags({ device }: { device: Device }) {
  const { t } = useTranslation();
  return (
    <Flex gap={4} wrap>
      {device.isPhoneRooted && <Tag color="red">{t('userPage.devices.rooted')}</Tag>}
      {device.isPhoneRooted && device.allowedRootedPhone && (
        <Tag color="orange">{t('userPage.devices.rootedAllowed')}</Tag>
      )}
      {device.deviceIdBlocked && <Tag color="red">{t('userPage.devices.blocked')}</Tag>}
      {device.isPhoneRooted === false && <Tag color="green">{t('userPage.devices.notRooted')}</Tag>}
    </Flex>
  );
}

/** uniqueDeviceIdHistory with rooted flags, and the other accounts seen on these devices. */
export function DevicesTab({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const related = useGetRelatedUsersOfDeviceIdQuery(user._id);
  return (
    <Flex vertical gap={16} data-testid="user-devices">
      <Descriptions size="small" column={{ xs: 1, md: 3 }}>
        <Descriptions.Item label={t('userPage.devices.current')}>
          {user.uniqueDeviceId ?? '-'}
        </Descriptions.Item>
        <Descriptions.Item label={t('userPage.devices.system')}>
          {[user.operatingSystem, user.operatingSystemVersion].filter(Boolean).join(' ') || '-'}
        </Descriptions.Item>
        <Descriptions.Item label={t('userPage.devices.blockedByDevice')}>
          {t(user.blockedByDeviceId ? 'userPage.devices.yes' : 'userPage.devices.no')}
        </Descriptions.Item>
      </Descriptions>
      <Card size="small" title={t('userPage.devices.history')}>
        <Table<Device>
          size="small"
          rowKey="deviceId"
          pagination={false}
          dataSource={user.uniqueDeviceIdHistory}
          locale={{ emptyText: <EmptyState title={t('userPage.devices.none')} /> }}
          columns={[
            {
              key: 'deviceId',
              title: t('userPage.devices.deviceId'),
              dataIndex: 'deviceId',
              render: (id: string) => (
                <span className="cell-text">
                  {id}
                  {id === user.uniqueDeviceId ? t('userPage.devices.currentMark') : ''}
                </span>
              ),
            },
            {
              key: 'system',
              title: t('userPage.devices.system'),
              render: (_v, d) =>
                [d.operatingSystem, d.operatingSystemVersion].filter(Boolean).join(' ') || '-',
            },
            {
              key: 'flags',
              title: t('userPage.devices.flags'),
              render: (_v, d) => <DeviceFlags device={d} />,
            },
          ]}
          onRow={(d) => ({ 'data-testid': `user-device-${d.deviceId}` }) as React.HTMLAttributes<HTMLElement>}
        />
      </Card>
      <Card size="small" title={t('userPage.devices.others')}>
        <Table<RelatedDeviceUser>
          size="small"
          rowKey="_id"
          pagination={false}
          loading={related.isFetching}
          dataSource={related.data ?? []}
          locale={{
            emptyText: (
              <EmptyState
                title={related.isError ? t('userPage.devices.othersError') : t('userPage.devices.noOthers')}
              />
            ),
          }}
          columns={[
            {
              key: 'name',
              title: t('userPage.devices.name'),
              render: (_v, u) => (
                <Link to={userPath(u._id)} dir="auto">
                  {u.name || u._id}
                </Link>
              ),
            },
            {
              key: 'phone',
              title: t('userPage.devices.phone'),
              render: (_v, u) => <Phone number={u.phoneNumber} />,
            },
            {
              key: 'status',
              title: t('userPage.devices.status'),
              render: (_v, u) => (
                <Flex gap={4}>
                  <Tag color={u.active ? 'green' : 'red'}>
                    {t(u.active ? 'userPage.active' : 'userPage.inactive')}
                  </Tag>
                  {u.blockedByDeviceId && <Tag color="red">{t('userPage.blockedByDevice')}</Tag>}
                </Flex>
              ),
            },
            {
              key: 'shared',
              title: t('userPage.devices.shared'),
              render: (_v, u) => <span className="cell-text">{u.sharedDeviceIds.join(', ')}</span>,
            },
          ]}
          onRow={(u) => ({ 'data-testid': `user-related-${u._id}` }) as React.HTMLAttributes<HTMLElement>}
        />
      </Card>
    </Flex>
  );
}
