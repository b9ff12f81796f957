import { Alert, Descriptions, Drawer, Skeleton, Timeline, Typography } from 'antd';
import { Link } from 'react-router';
import { toApiError } from '@ops/shared/rules/errors';
import { errorMessageOf } from '../../i18n/errorText';
import { formatDateTime } from '../../lib/format';
import { vehiclePath } from '../../app/paths';
import { OpsTaskActions } from './OpsTaskActions';
import { opsTaskTypeLabel, OpsTaskStatusTag } from './OpsTaskStatusTag';
import { useGetOpsTaskQuery } from './opsTasksApi';
import { nameWithPhone } from '../../components/phoneText';

const ACTION_LABELS: Record<string, string> = {
  created: 'Created',
  started: 'Started',
  resolved: 'Resolved',
  failed: 'Failed',
  closed: 'Closed',
};
const ACTION_COLORS: Record<string, string> = {
  created: 'blue',
  started: 'gold',
  resolved: 'green',
  failed: 'red',
  closed: 'gray',
};

/** One ops task: its details, its actions and every transition it went through. */
export function OpsTaskDrawer({ taskId, onClose }: { taskId: string | null; onClose: () => void }) {
  const { data, isLoading, error } = useGetOpsTaskQuery({ _id: taskId ?? '' }, { skip: !taskId });
  const task = data?.task;
  return (
    <Drawer
      open={!!taskId}
      onClose={onClose}
      title={task ? `${opsTaskTypeLabel(task.type)} · ${task.vehicleCode}` : 'Ops task'}
      size="large"
      destroyOnHidden
      data-testid="ops-task-drawer"
    >
      {isLoading && <Skeleton active />}
      {error && <Alert type="error" showIcon title={errorMessageOf(toApiError(error))} />}
      {task && data && (
        <>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label="Status">
              <OpsTaskStatusTag status={task.status} />
            </Descriptions.Item>
            <Descriptions.Item label="Vehicle">
              <Link to={vehiclePath(task.vehicleCode)}>{task.vehicleCode}</Link>
            </Descriptions.Item>
            <Descriptions.Item label="Area">{task.area?.name ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="Technician">
              {task.holder ? nameWithPhone(task.holder.name, task.holder.phoneNumber) : '-'}
            </Descriptions.Item>
            <Descriptions.Item label="Note">{task.note ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="Created">{`${formatDateTime(task.createdAt)}${task.createdBy ? ` by ${task.createdBy.name}` : ''}`}</Descriptions.Item>
            {task.endReason && <Descriptions.Item label="Outcome">{task.endReason}</Descriptions.Item>}
          </Descriptions>
          <div style={{ margin: '16px 0' }}>
            <OpsTaskActions task={task} size="middle" />
          </div>
          <Typography.Title level={5}>History</Typography.Title>
          <Timeline
            data-testid="ops-task-history"
            items={data.history.map((entry) => ({
              color: ACTION_COLORS[entry.action] ?? 'gray',
              content: (
                <div>
                  <strong>{ACTION_LABELS[entry.action] ?? entry.action}</strong>{' '}
                  {entry.by ? `by ${entry.by.name}` : ''}
                  {entry.for && entry.for._id !== entry.by?._id ? ` for ${entry.for.name}` : ''}
                  <div>
                    <Typography.Text type="secondary">{formatDateTime(entry.createdAt)}</Typography.Text>
                  </div>
                  {entry.distanceMetres !== null && entry.distanceMetres !== undefined && (
                    <div>
                      <Typography.Text type="secondary">{`${entry.distanceMetres} m from the vehicle`}</Typography.Text>
                    </div>
                  )}
                  {entry.locationBypassed && (
                    <Typography.Text type="warning">Location check bypassed</Typography.Text>
                  )}
                  {entry.note && <div>{entry.note}</div>}
                </div>
              ),
            }))}
          />
        </>
      )}
    </Drawer>
  );
}
