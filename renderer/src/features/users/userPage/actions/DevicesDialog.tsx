import { Button, Modal, Space, Table, Tag } from 'antd';
import { EmptyState } from '../../../../components/EmptyState';
import type { UserInfo } from '../userPageApi';
import { useControlUserDeviceIdV2Mutation } from './userActionsApi';
import { useRunAction } from './useRunAction';

type Device = UserInfo['uniqueDeviceIdHistory'][number];

/** controlUserDeviceIdV2: block or unblock each device the user signed in from, or allow a rooted one. */
export function DevicesDialog({
  user,
  open,
  onClose,
}: {
  user: UserInfo;
  open: boolean;
  onClose: () => void;
}) {
  const [control] = useControlUserDeviceIdV2Mutation();
  const { busy, run } = useRunAction();
  const act = (deviceId: string, change: { block?: boolean; allowRootedPhone?: boolean }) =>
    run(() => control({ userId: user._id, deviceId, ...change }).unwrap());

  return (
    <Modal open={open} title="Devices" footer={null} onCancel={onClose} width={720}>
      <Table<Device>
        rowKey="deviceId"
        size="small"
        pagination={false}
        dataSource={user.uniqueDeviceIdHistory}
        locale={{
          emptyText: (
            <EmptyState title="No devices" description="This user has not signed in from any device yet." />
          ),
        }}
        columns={[
          {
            key: 'device',
            title: 'Device',
            render: (_, d) => (
              <span>
                {d.deviceId} {d.deviceId === user.uniqueDeviceId && <Tag color="blue">Current</Tag>}
              </span>
            ),
          },
          {
            key: 'os',
            title: 'OS',
            render: (_, d) => [d.operatingSystem, d.operatingSystemVersion].filter(Boolean).join(' ') || '-',
          },
          {
            key: 'state',
            title: 'State',
            render: (_, d) => (
              <Space size={4}>
                {d.deviceIdBlocked && <Tag color="red">Blocked</Tag>}
                {d.isPhoneRooted && <Tag color="orange">Rooted</Tag>}
                {d.allowedRootedPhone && <Tag color="green">Rooted allowed</Tag>}
              </Space>
            ),
          },
          {
            key: 'actions',
            title: '',
            render: (_, d) => (
              <Space size={4}>
                <Button
                  size="small"
                  danger={!d.deviceIdBlocked}
                  disabled={busy}
                  onClick={() => act(d.deviceId, { block: !d.deviceIdBlocked })}
                >
                  {d.deviceIdBlocked ? 'Unblock' : 'Block'}
                </Button>
                {d.isPhoneRooted && (
                  <Button
                    size="small"
                    disabled={busy}
                    onClick={() => act(d.deviceId, { allowRootedPhone: !d.allowedRootedPhone })}
                  >
                    {d.allowedRootedPhone ? 'Disallow rooted' : 'Allow rooted'}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
    </Modal>
  );
}
